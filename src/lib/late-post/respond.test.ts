import { describe, expect, it, vi } from 'vitest';
import { LATE_POST_CACHE_CONTROL, asPostPage, latePostQuery, latePostResponse } from './respond';

const CMS = 'https://cms.example.com';
/** The built 404 page's head, as Astro writes it (pages/404.astro, SeoHead). */
const NOT_FOUND =
  '<html><head><title>Page Not Found | Bluecrest Digital</title><meta name="description" content="The page you are looking for does not exist.">' +
  '<link rel="canonical" href="https://www.agency.example/404"><meta property="og:type" content="website"><meta property="og:title" content="Page Not Found | Bluecrest Digital">' +
  '<meta property="og:description" content="The page you are looking for does not exist."><meta property="og:url" content="https://www.agency.example/404">' +
  '<meta property="og:image" content="https://www.agency.example/og-image.png"><meta name="twitter:title" content="Page Not Found | Bluecrest Digital">' +
  '<meta name="twitter:description" content="The page you are looking for does not exist."><meta name="twitter:image" content="https://www.agency.example/og-image.png">' +
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
const cms = (data: unknown[], status = 200) =>
  vi.fn(async (_url: string | URL | Request) => new Response(JSON.stringify({ data }), { status }));
const get = (path: string, method = 'GET') => new Request(`https://www.agency.example${path}`, { method });

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
    // One published post asked for, with its SEO fields, by its slug.
    const asked = new URL(String(fetchImpl.mock.calls[0]![0]));
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
    expect(html).toContain('<meta property="og:image" content="https://www.agency.example/og-image.png">');
  });

  it.each([
    ['a built page', get('/blog/built'), () => Promise.resolve(new Response('built', { status: 200 })), cms([post()]), 200, 'built'],
    ['a slug the CMS does not have', get('/blog/nothing-here'), notFound, cms([]), 404, NOT_FOUND],
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
  ])('keeps %s to one published slug, or to the 404', async (_case, path) => {
    const fetchImpl = cms([]);
    const res = await latePostResponse(get(path), { PUBLIC_STRAPI_URL: CMS }, notFound, { fetchImpl });
    expect(res.status).toBe(404);
    for (const [url] of fetchImpl.mock.calls) {
      const asked = new URL(String(url));
      expect(asked.pathname).toBe('/api/blogs');
      expect(asked.searchParams.getAll('status')).toEqual(['published']);
      expect(asked.searchParams.getAll('filters[slug][$eq]')).toHaveLength(1);
      expect([...asked.searchParams.keys()].filter((k) => k.startsWith('filters'))).toEqual(['filters[slug][$eq]']);
    }
  });

  it('asks for exactly the one post', () => {
    expect(latePostQuery('a b')).toContain('filters%5Bslug%5D%5B%24eq%5D=a+b');
  });
});
