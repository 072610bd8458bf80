import { describe, expect, it } from 'vitest';
import cors from './cors.js';

const { corsPolicy, isAllowedOrigin, corsConfig } = cors;

const SITE = 'https://www.bluecrestdigital.com';
const PREVIEW = 'https://preview.bluecrestdigital.pages.dev';

describe('CORS default', () => {
  it('production without CORS_ORIGINS: the site and its preview host only, never everyone', () => {
    const policy = corsPolicy({ NODE_ENV: 'production', SITE_URL: `${SITE}/`, PREVIEW_SITE_URL: `${PREVIEW}/blog` });
    expect(policy).toEqual({ origins: [SITE, PREVIEW], anyLocalhost: false, everyone: false });
    expect(isAllowedOrigin(SITE, policy)).toBe(true);
    expect(isAllowedOrigin(PREVIEW, policy)).toBe(true);
    for (const foreign of [
      'https://evil.example',
      `${SITE}.evil.example`,
      SITE.replace('https', 'http'),
      'http://localhost:4321',
      'null',
      '',
    ]) {
      expect(isAllowedOrigin(foreign, policy), foreign).toBe(false);
    }
  });

  it('production with nothing set: no browser origin at all', () => {
    const policy = corsPolicy({ NODE_ENV: 'production' });
    expect(policy.origins).toEqual([]);
    expect(isAllowedOrigin('https://evil.example', policy)).toBe(false);
    expect(isAllowedOrigin('http://localhost:4321', policy)).toBe(false);
  });

  it('development: the local ports too (astro dev, astro preview)', () => {
    const policy = corsPolicy({ NODE_ENV: 'development' });
    for (const local of ['http://localhost:4321', 'http://127.0.0.1:8788', 'http://localhost', 'http://[::1]:3000'])
      expect(isAllowedOrigin(local, policy), local).toBe(true);
    for (const foreign of ['http://localhost.evil.example', 'https://localhost:4321', 'http://127.0.0.1.nip.io', 'http://localhost:4321/x'])
      expect(isAllowedOrigin(foreign, policy), foreign).toBe(false);
  });

  it('CORS_ORIGINS, when set, is the whole list', () => {
    const policy = corsPolicy({ NODE_ENV: 'development', CORS_ORIGINS: `${SITE}, ${PREVIEW}`, SITE_URL: 'https://other.example' });
    expect(policy).toEqual({ origins: [SITE, PREVIEW], anyLocalhost: false, everyone: false });
    expect(isAllowedOrigin('https://other.example', policy)).toBe(false);
  });

  it('the middleware options: never credentials; an allowed origin echoed alone, others get nothing', () => {
    const config = corsConfig({ NODE_ENV: 'production', SITE_URL: SITE });
    expect(config.credentials).toBe(false);
    const ctx = (origin) => ({ get: (name) => (name === 'Origin' ? origin : '') });
    expect(config.origin(ctx(SITE))).toEqual([SITE]);
    expect(config.origin(ctx('https://evil.example'))).toEqual([]);
    expect(config.methods).toEqual(['GET', 'HEAD', 'OPTIONS']);
  });
});
