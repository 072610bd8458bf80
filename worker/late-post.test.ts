import { describe, expect, it, vi } from 'vitest';
import {
  LATE_POST_CACHE_CONTROL,
  NEWEST_SLUGS,
  asPostPage,
  cacheSeconds,
  latePostQuery,
  latePostResponse,
  type EdgeCache,
  type LateAnswers,
} from './late-post';

const CMS = 'https://cms.example.com';
/** The built 404 page's head, as Astro writes it (pages/404.astro, SeoHead). */
const NOT_FOUND =
  '<html><head><title>Page Not Found | Bluecrest Digital</title><meta name="description" content="The page you are looking for does not exist.">' +
  '<link rel="canonical" href="https://www.agency.example/404"><meta property="og:type" content="website"><meta property="og:title" content="Page Not Found | Bluecrest Digital">' +
  '<meta property="og:description" content="The page you are looking for does not exist."><meta property="og:url" content="https://www.agency.example/404">' +
  '<meta property="og:image" content="https://www.agency.example/og-image.jpg"><meta name="twitter:title" content="Page Not Found | Bluecrest Digital">' +
  '<meta name="twitter:description" content="The page you are looking for does not exist."><meta name="twitter:image" content="https://www.agency.example/og-image.jpg">' +
  '<meta name="robots" content="noindex"></head><body>loader</body></html>';

const notFound = () =>
  Promise.resolve(
    new Response(NOT_FOUND, { status: 404, headers: { 'Content-Type': 'text/html', 'Content-Security-Policy': "default-src 'self'" } }),
  );
const post = (extra: object = {}) => ({
  documentId: 'd1',
  title: 'Written After The Build',
  slug: 'written-after-the-build',
  publishedAt: '2026-11-20T10:00:00.000Z',
  content: [{ type: 'paragraph', children: [{ type: 'text', text: 'The first words of the post.' }] }],
  ...extra,
});
/** The CMS holding `data` as its published posts: the newest slugs, or one post by slug. */
const cms = (data: Array<{ slug: string }>, status = 200) =>
  vi.fn(async (url: string | URL | Request) => {
    const asked = new URL(String(url)).searchParams;
    const slug = asked.get('filters[slug][$eq]');
    const answer = slug === null ? data.map((d) => ({ slug: d.slug })) : data.filter((d) => d.slug === slug);
    return new Response(JSON.stringify({ data: answer }), { status });
  });
const isNewest = (url: unknown) => new URL(String(url)).searchParams.get('fields[0]') === 'slug';
const get = (path: string, method = 'GET') => new Request(`https://www.agency.example${path}`, { method });

describe('the late post, as an attacker tries it', () => {
  it("asks the public API for published posts only, with none of the Worker's tokens and nothing the visitor sent", async () => {
    const fetchImpl = cms([post()]);
    const env = {
      PUBLIC_STRAPI_URL: CMS,
      // The whole Worker environment reaches this route (worker/index.ts): its secrets must not reach the CMS from here.
      STRAPI_PREVIEW_TOKEN: 'preview-token-secret',
      STRAPI_ENQUIRY_TOKEN: 'enquiry-token-secret',
      PREVIEW_SECRET: 'preview-signing-secret',
    };
    const crafted = new Request('https://www.agency.example/blog/written-after-the-build?status=draft&publicationState=preview', {
      headers: { Authorization: 'Bearer visitor-made', Cookie: 'jwt=visitor' },
    });
    expect((await latePostResponse(crafted, env, notFound, { fetchImpl })).status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    for (const [url, init] of fetchImpl.mock.calls as unknown as Array<[string, RequestInit | undefined]>) {
      const headers = new Headers(init?.headers);
      expect(headers.get('Authorization')).toBeNull();
      expect(headers.get('Cookie')).toBeNull();
      expect(init?.method ?? 'GET').toBe('GET');
      const asked = new URL(url).searchParams;
      expect(asked.getAll('status')).toEqual(['published']);
      expect(asked.has('publicationState')).toBe(false);
      // None of the Worker's secrets in the address either.
      expect(url).not.toContain('secret');
    }
  });
});

describe('a post published after the build', () => {
  it('answers 200 at its own address with its title, description and canonical, indexable, kept a minute', async () => {
    const fetchImpl = cms([post()]);
    const res = await latePostResponse(get('/blog/written-after-the-build'), { PUBLIC_STRAPI_URL: CMS }, notFound, { fetchImpl });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe(LATE_POST_CACHE_CONTROL);
    // The 404 page's own security headers stay.
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'self'");
    const html = await res.text();
    expect(html).toContain('<title>Written After The Build | Bluecrest Digital</title>');
    expect(html).toContain('<meta name="description" content="The first words of the post.">');
    expect(html).toContain('<link rel="canonical" href="https://www.agency.example/blog/written-after-the-build">');
    expect(html).toContain('<meta property="og:url" content="https://www.agency.example/blog/written-after-the-build">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).not.toContain('noindex');
    expect(html).toContain('<body>loader</body>');
    // The newest published slugs, then that one published post, with its SEO fields, by its slug.
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    const newest = new URL(String(fetchImpl.mock.calls[0]![0]));
    expect(newest.searchParams.get('status')).toBe('published');
    expect(newest.searchParams.get('sort')).toBe('publishedAt:desc');
    expect(newest.searchParams.get('pagination[pageSize]')).toBe(String(NEWEST_SLUGS));
    const asked = new URL(String(fetchImpl.mock.calls[1]![0]));
    expect(asked.origin + asked.pathname).toBe(`${CMS}/api/blogs`);
    expect(asked.searchParams.get('filters[slug][$eq]')).toBe('written-after-the-build');
    expect(asked.searchParams.get('status')).toBe('published');
    expect(asked.searchParams.get('populate[seo][populate]')).toBe('shareImage');
  });

  it("uses the editor's SEO fields, and keeps noindex when the editor asked for it", async () => {
    const seo = { metaTitle: 'Search Title', metaDescription: 'Search description.', noindex: true };
    const res = await latePostResponse(get('/blog/written-after-the-build'), { PUBLIC_STRAPI_URL: CMS }, notFound, {
      fetchImpl: cms([post({ seo })]),
    });
    const html = await res.text();
    expect(html).toContain('<title>Search Title | Bluecrest Digital</title>');
    expect(html).toContain('<meta name="twitter:description" content="Search description.">');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('writes what the CMS says as text: no markup, no replacement patterns', () => {
    const html = asPostPage(NOT_FOUND, {
      title: '</title><script>alert(1)</script> $& $1',
      description: '"><img src=x>',
      url: 'https://a.example/blog/x',
      image: null,
      noindex: false,
    });
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $1</title>');
    expect(html).toContain('content="&quot;&gt;&lt;img src=x&gt;"');
    expect(html).not.toContain('<script>');
    // No share image of the editor's: the site's card stays (the post's own is drawn at the next build).
    expect(html).toContain('<meta property="og:image" content="https://www.agency.example/og-image.jpg">');
  });

  it.each([
    ['a built page', get('/blog/built'), () => Promise.resolve(new Response('built', { status: 200 })), cms([post()]), 200, 'built'],
    ['a slug the CMS does not have', get('/blog/nothing-here'), notFound, cms([]), 404, NOT_FOUND],
    ['a slug not among the newest', get('/blog/written-after-the-build'), notFound, cms([post({ slug: 'another' })]), 404, NOT_FOUND],
    ['the CMS failing', get('/blog/written-after-the-build'), notFound, cms([], 500), 404, NOT_FOUND],
    [
      'the CMS unreachable',
      get('/blog/written-after-the-build'),
      notFound,
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
      404,
      NOT_FOUND,
    ],
    ['another method', get('/blog/written-after-the-build', 'POST'), notFound, cms([post()]), 404, NOT_FOUND],
    ['a deeper path', get('/blog/page/9'), notFound, cms([post()]), 404, NOT_FOUND],
  ])('leaves %s as the CDN answered', async (_case, request, next, fetchImpl, status, body) => {
    const res = await latePostResponse(request, { PUBLIC_STRAPI_URL: CMS }, next, { fetchImpl: fetchImpl as unknown as typeof fetch });
    expect(res.status).toBe(status);
    expect(await res.text()).toBe(body);
  });

  it('asks nothing when the site has no CMS', async () => {
    const fetchImpl = cms([post()]);
    const res = await latePostResponse(get('/blog/written-after-the-build'), {}, notFound, { fetchImpl });
    expect(res.status).toBe(404);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it.each([
    ['a query smuggled into the slug', '/blog/x%26status%3Ddraft%26filters%5Bslug%5D%5B%24ne%5D%3D'],
    ['a malformed escape', '/blog/%E0%A4%A'],
    ['a path climbing out', '/blog/..%2F..%2Fadmin'],
    ['a path of a slug Strapi could not hold', '/blog/%3Cscript%3E'],
    ['a very long slug', `/blog/${'a'.repeat(201)}`],
  ])('keeps %s to the 404, asking the CMS nothing', async (_case, path) => {
    const fetchImpl = cms([post()]);
    const res = await latePostResponse(get(path), { PUBLIC_STRAPI_URL: CMS }, notFound, { fetchImpl });
    expect(res.status).toBe(404);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('keeps a slug to one published post', async () => {
    const slug = 'x.y~z_1';
    const fetchImpl = cms([post({ slug })]);
    const res = await latePostResponse(get(`/blog/${slug}`), { PUBLIC_STRAPI_URL: CMS }, notFound, { fetchImpl });
    expect(res.status).toBe(200);
    for (const [url] of fetchImpl.mock.calls.filter(([url]) => !isNewest(url))) {
      const asked = new URL(String(url));
      expect(asked.pathname).toBe('/api/blogs');
      expect(asked.searchParams.getAll('status')).toEqual(['published']);
      expect(asked.searchParams.getAll('filters[slug][$eq]')).toHaveLength(1);
      expect([...asked.searchParams.keys()].filter((k) => k.startsWith('filters'))).toEqual(['filters[slug][$eq]']);
    }
  });

  it('2,000 random paths from a scanner cost the CMS one question; each late post one more, once', async () => {
    const fetchImpl = cms([post()]);
    const answers: LateAnswers = { posts: new Map() };
    const deps = { fetchImpl, answers, cache: null, nowMs: 1_000_000 };
    const random = Array.from({ length: 2_000 }, (_, i) =>
      i % 2 ? `/blog/${Math.random().toString(36).slice(2)}-${i}` : `/blog/${encodeURIComponent(`<x${i}>`)}`,
    );
    // All at once, as a burst arrives: concurrent requests share the question in flight.
    const statuses = await Promise.all(
      random.map((p) => latePostResponse(get(p), { PUBLIC_STRAPI_URL: CMS }, notFound, deps).then((r) => r.status)),
    );
    expect(statuses.every((s) => s === 404)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledOnce();
    for (let i = 0; i < 3; i++) {
      expect((await latePostResponse(get('/blog/written-after-the-build'), { PUBLIC_STRAPI_URL: CMS }, notFound, deps)).status).toBe(200);
    }
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    // A minute later (LATE_POST_CACHE_SECONDS, default 60) it asks again.
    await latePostResponse(get('/blog/nothing'), { PUBLIC_STRAPI_URL: CMS }, notFound, { ...deps, nowMs: 1_000_000 + 60_001 });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('another isolate of the same data centre reads the answers from Cloudflare’s cache', async () => {
    const stored = new Map<string, string>();
    const cache: EdgeCache = {
      match: async (key) => (stored.has(key) ? new Response(stored.get(key)) : undefined),
      put: async (key, res) => void stored.set(key, await res.text()),
    };
    const fetchImpl = cms([post()]);
    for (const answers of [{ posts: new Map() }, { posts: new Map() }] as LateAnswers[]) {
      const res = await latePostResponse(get('/blog/written-after-the-build'), { PUBLIC_STRAPI_URL: CMS }, notFound, {
        fetchImpl,
        answers,
        cache,
      });
      expect(res.status).toBe(200);
    }
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    // LATE_POST_CACHE_SECONDS=0: every request asks.
    await latePostResponse(get('/blog/written-after-the-build'), { PUBLIC_STRAPI_URL: CMS, LATE_POST_CACHE_SECONDS: '0' }, notFound, {
      fetchImpl,
      cache,
    });
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it.each([
    [undefined, 60],
    ['', 60],
    ['5', 5],
    ['0', 0],
    ['-1', 60],
    ['soon', 60],
  ])('LATE_POST_CACHE_SECONDS %j → %d s', (value, seconds) => expect(cacheSeconds(value)).toBe(seconds));

  it('asks for exactly the one post', () => {
    expect(latePostQuery('a b')).toContain('filters%5Bslug%5D%5B%24eq%5D=a+b');
  });
});
