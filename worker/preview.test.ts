import { describe, expect, it, vi } from 'vitest';
import { PREVIEW_DATA_ID, PREVIEW_PROBLEMS, type PreviewPayload } from '../src/lib/preview/messages';
import { fillShell, previewResponse, type PreviewEnv } from './preview';
import { PREVIEW_SHELL_PATH } from '../src/config/routes';
import { previewPath, type PreviewClaims } from './signature';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const SITE = 'https://www.example.com';
const CMS = 'https://cms.example.com';
const SECRET = 'edge-and-cms-secret';
const TOKEN = 'read-only-preview-token';
const claims: PreviewClaims = { type: 'blog', documentId: 'doc123', status: 'draft', expires: NOW / 1000 + 3600 };
const SHELL = `<html><head></head><body><script type="application/json" id="${PREVIEW_DATA_ID}">null</script></body></html>`;
const SHELL_CSP = `default-src 'self'; frame-ancestors ${CMS}`;

const draft = {
  id: 7,
  documentId: 'doc123',
  title: 'Draft </script><script>alert(1)</script> title',
  slug: 'draft-title',
  content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Body' }] }],
  publishedAt: null,
  coverImage: { url: '/uploads/cover.jpg', alternativeText: 'Cover', width: 10, height: 5 },
  category: { documentId: 'c1', name: 'SEO' },
  author: { name: 'Maya Chen', bio: null, avatar: null },
};

function env(overrides: Partial<PreviewEnv> = {}): PreviewEnv {
  return {
    PREVIEW_SECRET: SECRET,
    STRAPI_PREVIEW_TOKEN: TOKEN,
    PUBLIC_STRAPI_URL: CMS,
    ASSETS: {
      fetch: vi.fn(async (input: Request | URL | string) => {
        expect(new URL(String(input instanceof Request ? input.url : input)).pathname).toBe(PREVIEW_SHELL_PATH);
        return new Response(SHELL, { headers: { 'Content-Security-Policy': SHELL_CSP, ETag: '"x"' } });
      }),
    },
    ...overrides,
  };
}

const strapi = (status: number, body: unknown = { data: draft }) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

async function open(path: string, e: PreviewEnv, fetchImpl: typeof fetch) {
  const res = await previewResponse(new Request(new URL(path, SITE)), e, { fetchImpl, nowMs: NOW });
  const html = await res.text();
  const json = /<script type="application\/json" id="preview-data">([\s\S]*?)<\/script>/.exec(html)![1]!;
  return { res, html, payload: JSON.parse(json) as PreviewPayload };
}

describe('the preview Function', () => {
  it('a valid link: the draft from Strapi, asked with the token and status=draft, mapped, in the shell', async () => {
    const fetchImpl = strapi(200);
    const { res, html, payload } = await open(await previewPath(claims, SECRET), env(), fetchImpl);
    expect(res.status).toBe(200);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(new RegExp(`^${CMS}/api/blogs/doc123\\?status=draft&populate`));
    expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(payload).toMatchObject({
      ok: true,
      status: 'draft',
      blog: { title: draft.title, coverImage: { url: `${CMS}/uploads/cover.jpg` } },
    });
    // The title cannot close the data block; the token never reaches the page.
    expect(html).not.toContain('</script><script>alert');
    expect(html).not.toContain(TOKEN);
    expect(html).not.toContain(SECRET);
  });

  it('a published-version link asks for status=published', async () => {
    const fetchImpl = strapi(200);
    const { payload } = await open(await previewPath({ ...claims, status: 'published' }, SECRET), env(), fetchImpl);
    expect((fetchImpl.mock.calls[0] as unknown as [string])[0]).toContain('status=published');
    expect(payload).toMatchObject({ ok: true, status: 'published' });
  });

  it('every answer: no-store, noindex, the shell security headers (CSP framing rule included)', async () => {
    for (const path of [await previewPath(claims, SECRET), '/preview/blog/doc123?status=draft&expires=1&sig=x']) {
      const { res } = await open(path, env(), strapi(200));
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
      expect(res.headers.get('Content-Security-Policy')).toBe(SHELL_CSP);
      expect(res.headers.get('ETag')).toBeNull();
    }
  });

  it.each<[string, () => Promise<string>, typeof fetch, keyof typeof PREVIEW_PROBLEMS]>([
    ['a tampered link', async () => (await previewPath(claims, SECRET)).replace('doc123', 'doc124'), strapi(200), 'invalid'],
    ['a link signed with another secret', () => previewPath(claims, 'other'), strapi(200), 'invalid'],
    ['a malformed link', async () => '/preview/blog', strapi(200), 'invalid'],
    ['an expired link', () => previewPath({ ...claims, expires: NOW / 1000 - 1 }, SECRET), strapi(200), 'expired'],
    ['a deleted draft', () => previewPath(claims, SECRET), strapi(404, { data: null, error: { status: 404 } }), 'not-found'],
    ['an empty answer', () => previewPath(claims, SECRET), strapi(200, { data: null }), 'not-found'],
    ['Strapi down', () => previewPath(claims, SECRET), vi.fn(async () => Promise.reject(new TypeError('fetch failed'))), 'cms-unavailable'],
    ['Strapi failing', () => previewPath(claims, SECRET), strapi(500, { error: {} }), 'cms-unavailable'],
    ['Strapi refusing the token', () => previewPath(claims, SECRET), strapi(401, { error: {} }), 'cms-unavailable'],
    [
      'Strapi answering garbage',
      () => previewPath(claims, SECRET),
      vi.fn(async () => new Response('<html>', { status: 200 })),
      'cms-unavailable',
    ],
  ])('%s: its own status and problem', async (_, path, fetchImpl, problem) => {
    const { res, payload } = await open(await path(), env(), fetchImpl);
    expect(res.status).toBe(PREVIEW_PROBLEMS[problem].httpStatus);
    expect(payload).toEqual({ ok: false, problem });
  });

  it('never asks Strapi when the link is not genuine or has expired', async () => {
    const fetchImpl = strapi(200);
    await open('/preview/blog/doc123?status=draft&expires=99999999999&sig=AAAA', env(), fetchImpl);
    await open(await previewPath({ ...claims, expires: 1 }, SECRET), env(), fetchImpl);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('without its secret, token or CMS, the edge says preview is not set up', async () => {
    for (const missing of ['PREVIEW_SECRET', 'STRAPI_PREVIEW_TOKEN', 'PUBLIC_STRAPI_URL'] as const) {
      const { res, payload } = await open(await previewPath(claims, SECRET), env({ [missing]: undefined }), strapi(200));
      expect(res.status).toBe(503);
      expect(payload).toEqual({ ok: false, problem: 'not-configured' });
    }
  });

  it('answers only GET and HEAD', async () => {
    const res = await previewResponse(new Request(`${SITE}/preview/blog/x`, { method: 'POST' }), env(), {
      fetchImpl: strapi(200),
      nowMs: NOW,
    });
    expect(res.status).toBe(405);
    const head = await previewResponse(new Request(new URL(await previewPath(claims, SECRET), SITE), { method: 'HEAD' }), env(), {
      fetchImpl: strapi(200),
      nowMs: NOW,
    });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('a shell without its data block is a build fault, said plainly', () => {
    expect(() => fillShell('<html></html>', { ok: false, problem: 'invalid' })).toThrow(/preview-data/);
  });
});
