import { describe, expect, it } from 'vitest';
import { previewUrl as cmsPreviewUrl, signPreview as cmsSign } from '../cms/src/preview/preview-link.js';
import { parsePreviewUrl, previewPath, signPreview, verifyPreview, type PreviewClaims } from './signature';

const SECRET = 'test-secret-of-the-site-and-cms';
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const claims: PreviewClaims = { type: 'blog', documentId: 'k3l4m5n6o7p8', status: 'draft', expires: NOW / 1000 + 3600 };
const site = 'https://www.example.com';

async function link(c: PreviewClaims = claims, secret = SECRET): Promise<URL> {
  return new URL(await previewPath(c, secret), site);
}

/** The link with one query parameter or the path changed, as a tamperer would. */
function edit(url: URL, change: (u: URL) => void): URL {
  const copy = new URL(url);
  change(copy);
  return copy;
}

describe('preview links: signing and verifying', () => {
  it('a fresh link verifies and yields its claims', async () => {
    expect(await verifyPreview(await link(), SECRET, NOW)).toEqual({ ok: true, claims });
  });

  it('links for both statuses verify; the path is /preview/blog/<documentId>', async () => {
    const published = { ...claims, status: 'published' as const };
    const url = await link(published);
    expect(url.pathname).toBe('/preview/blog/k3l4m5n6o7p8');
    expect(url.searchParams.get('status')).toBe('published');
    expect(await verifyPreview(url, SECRET, NOW)).toEqual({ ok: true, claims: published });
  });

  it.each<[string, (u: URL) => void]>([
    ['the document', (u) => (u.pathname = '/preview/blog/another-document')],
    ['the type', (u) => (u.pathname = '/preview/page/k3l4m5n6o7p8')],
    ['the status', (u) => u.searchParams.set('status', 'published')],
    ['the expiry', (u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 86_400))],
    [
      'the signature',
      (u) => u.searchParams.set('sig', `${u.searchParams.get('sig')!.slice(0, -1)}${u.searchParams.get('sig')!.endsWith('A') ? 'B' : 'A'}`),
    ],
  ])('a link with %s changed is invalid', async (_, change) => {
    expect(await verifyPreview(edit(await link(), change), SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('an expired link is refused as expired, and only once its expiry has passed', async () => {
    const url = await link();
    expect((await verifyPreview(url, SECRET, claims.expires * 1000 - 1)).ok).toBe(true);
    expect(await verifyPreview(url, SECRET, claims.expires * 1000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('a forged expired link is invalid, not expired (the signature is checked first)', async () => {
    const url = edit(await link(), (u) => u.searchParams.set('expires', '1000'));
    expect(await verifyPreview(url, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('a link signed with another secret is invalid, and so is any link when the edge has no secret', async () => {
    expect(await verifyPreview(await link(claims, 'another-secret'), SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyPreview(await link(), '', NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    '/preview/blog/k3l4m5n6o7p8',
    '/preview/blog/k3l4m5n6o7p8?status=draft&expires=1790000000',
    '/preview/blog/k3l4m5n6o7p8?status=draft&sig=abc',
    '/preview/blog/k3l4m5n6o7p8?status=draft&expires=soon&sig=abc',
    '/preview/blog/k3l4m5n6o7p8?status=modified&expires=1790000000&sig=abc',
    '/preview/blog/k3l4m5n6o7p8?status=draft&expires=1790000000&sig=not*base64url',
    '/preview/blog/k3l4m5n6o7p8?status=draft&expires=1790000000&sig=c2hvcnQ',
    '/preview/blog/%E0%A4%A?status=draft&expires=1790000000&sig=abc',
    '/preview/blog/?status=draft&expires=1790000000&sig=abc',
    '/preview/blog/a/b?status=draft&expires=1790000000&sig=abc',
    '/preview/blog',
    '/preview',
  ])('a malformed link (%s) is invalid', async (path) => {
    expect(await verifyPreview(new URL(path, site), SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('parses a document id with characters that need escaping', async () => {
    const odd = { ...claims, documentId: 'a b/ç' };
    const url = await link(odd);
    expect(parsePreviewUrl(url)?.claims.documentId).toBe('a b/ç');
    expect((await verifyPreview(url, SECRET, NOW)).ok).toBe(true);
  });
});

describe('the CMS signs exactly as the edge verifies', () => {
  const cases: PreviewClaims[] = [
    claims,
    { ...claims, status: 'published' },
    { ...claims, documentId: 'zq9x8w7v6u5t4s3r2p1o0n9m' },
    { ...claims, documentId: 'ünïcødé id', expires: 4_102_444_800 },
  ];

  it.each(cases)('same signature for %o', async (c) => {
    expect(cmsSign(c, SECRET)).toBe(await signPreview(c, SECRET));
  });

  it("the CMS handler's links verify at the edge until they expire", async () => {
    const env = { PREVIEW_SECRET: SECRET, PREVIEW_SITE_URL: site, PREVIEW_TTL_SECONDS: '600' };
    const url = new URL(cmsPreviewUrl('api::blog.blog', { documentId: 'k3l4m5n6o7p8', status: 'draft' }, env, NOW)!);
    expect(await verifyPreview(url, SECRET, NOW)).toEqual({ ok: true, claims: { ...claims, expires: NOW / 1000 + 600 } });
    expect(await verifyPreview(url, SECRET, NOW + 600_000)).toEqual({ ok: false, reason: 'expired' });
  });
});
