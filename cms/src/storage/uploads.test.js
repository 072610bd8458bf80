import { describe, expect, it } from 'vitest';
import uploads from './uploads.js';

const { UPLOAD_SECURITY, mediaOrigin, securityMiddlewareConfig, uploadPluginConfig, uploadSettingsProblems, usesObjectStorage } = uploads;

const R2 = {
  UPLOAD_S3_BUCKET: 'agency-media',
  UPLOAD_S3_ACCESS_KEY_ID: 'key-id',
  UPLOAD_S3_SECRET_ACCESS_KEY: 'secret',
  UPLOAD_S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
  UPLOAD_S3_PUBLIC_URL: 'https://media.agency.example/',
};

describe('what may be uploaded', () => {
  it('is pictures only, never SVG, wherever they are kept', () => {
    expect(UPLOAD_SECURITY.allowedTypes.every((t) => t.startsWith('image/'))).toBe(true);
    expect(UPLOAD_SECURITY.allowedTypes).not.toContain('image/svg+xml');
    expect(UPLOAD_SECURITY.allowedTypes.some((t) => t.includes('*'))).toBe(false);
  });
});

describe('where uploads live', () => {
  it("is the local disk without a bucket: no provider, Strapi's own headers", () => {
    expect(usesObjectStorage({})).toBe(false);
    expect(uploadPluginConfig({})).toEqual({ upload: { config: { security: UPLOAD_SECURITY } } });
    expect(securityMiddlewareConfig({})).toEqual({});
    expect(mediaOrigin({})).toBeNull();
  });

  it("is the S3 provider with a bucket: no ACL, no default checksums, the public URL as the files' base", () => {
    const { upload } = uploadPluginConfig(R2);
    expect(upload.config.provider).toBe('aws-s3');
    expect(upload.config.security).toBe(UPLOAD_SECURITY);
    const { baseUrl, s3Options } = upload.config.providerOptions;
    expect(baseUrl).toBe('https://media.agency.example');
    expect(s3Options).toMatchObject({
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
      region: 'auto',
      endpoint: R2.UPLOAD_S3_ENDPOINT,
      forcePathStyle: false,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    // ACL present but undefined: the provider adds no public-read, which R2 refuses.
    expect('ACL' in s3Options.params).toBe(true);
    expect(s3Options.params).toEqual({ Bucket: 'agency-media', ACL: undefined });
  });

  it('passes an ACL, a region and path-style addressing when asked', () => {
    const { s3Options } = uploadPluginConfig({
      ...R2,
      UPLOAD_S3_ENDPOINT: '',
      UPLOAD_S3_REGION: 'eu-west-2',
      UPLOAD_S3_ACL: 'public-read',
      UPLOAD_S3_PATH_STYLE: 'true',
    }).upload.config.providerOptions;
    expect(s3Options).toMatchObject({ region: 'eu-west-2', forcePathStyle: true, params: { ACL: 'public-read' } });
    expect('endpoint' in s3Options).toBe(false);
  });

  it("lets the admin panel show images from the media origin, beside Strapi's own sources", () => {
    expect(mediaOrigin(R2)).toBe('https://media.agency.example');
    const { directives } = securityMiddlewareConfig(R2).contentSecurityPolicy;
    for (const name of ['img-src', 'media-src']) {
      expect(directives[name]).toEqual(["'self'", 'data:', 'blob:', 'market-assets.strapi.io', 'https://media.agency.example']);
    }
  });

  it.each([
    [
      'no keys',
      { UPLOAD_S3_BUCKET: 'b', UPLOAD_S3_PUBLIC_URL: 'https://m.example' },
      ['UPLOAD_S3_ACCESS_KEY_ID is not set (UPLOAD_S3_BUCKET is).', 'UPLOAD_S3_SECRET_ACCESS_KEY is not set (UPLOAD_S3_BUCKET is).'],
    ],
    ['no public URL', { ...R2, UPLOAD_S3_PUBLIC_URL: '' }, ['UPLOAD_S3_PUBLIC_URL is not set (UPLOAD_S3_BUCKET is).']],
    [
      'a public URL without its scheme',
      { ...R2, UPLOAD_S3_PUBLIC_URL: 'media.agency.example' },
      ['UPLOAD_S3_PUBLIC_URL must be an http(s) address.'],
    ],
    ['an endpoint of another scheme', { ...R2, UPLOAD_S3_ENDPOINT: 'ftp://store' }, ['UPLOAD_S3_ENDPOINT must be an http(s) address.']],
  ])('refuses %s, naming each problem', (_case, env, problems) => {
    expect(uploadSettingsProblems(env)).toEqual(problems);
    // Whichever of config/ loads first (middlewares.js does) stops the start with the same words.
    expect(() => uploadPluginConfig(env)).toThrow(`The CMS will not start with these upload settings: ${problems.join(' ')}`);
    expect(() => securityMiddlewareConfig(env)).toThrow(`The CMS will not start with these upload settings: ${problems.join(' ')}`);
  });
});
