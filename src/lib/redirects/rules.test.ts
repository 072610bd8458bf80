import { describe, expect, it } from 'vitest';
import { redirectTable } from '../../config/redirects';
import { ROUTES, SERVICE_SLUGS, blogPageHref, serviceHref } from '../../config/routes';
import {
  normalizePath,
  redirectPage,
  redirectPageFile,
  resolveRedirect,
  toAstroRedirects,
  toRedirectsFile,
  wildcardRedirects,
} from './rules';

// Every legacy mapping of product §2 and the foundation issue, written out literally.
const expected: Array<[string, string]> = [
  ['/home', '/'],
  ['/services/ads', '/services/ads-management'],
  ['/about-us', '/about'],
  ['/ads-management', '/services/ads-management'],
  ['/sms-email-marketing', '/services/ads-management'],
  ['/social-media-management', '/services/ads-management'],
  ['/crm-services', '/services/crm-solutions'],
  ['/letstalk', '/contact'],
  ['/search-engine-optimization', '/services/seo-optimization'],
  ['/website-design-development', '/services/web-design-and-development'],
  ['/link-in-bio', '/'],
  ['/calendar', '/'],
  ['/calendar-6430', '/'],
  ['/multi-purpose', '/'],
  ['/thank-you', '/'],
  ['/contact-us', '/'],
  ['/404-page', '/'],
  ['/cdn-cgi/l/email-protection', '/'],
  // Not legacy: the blog list's first page has one address, /blog.
  ['/blog/page/1', '/blog'],
];

describe('redirect table', () => {
  it('sends every address to a page the site has', () => {
    const pages = new Set<string>([...Object.values(ROUTES), ...SERVICE_SLUGS.map(serviceHref), blogPageHref(1)]);
    for (const { from, to } of redirectTable) expect(pages, `${from} -> ${to}`).toContain(to);
  });

  it.each(expected)('%s goes to %s', (from, to) => {
    expect(resolveRedirect(redirectTable, from)).toBe(to);
    expect(resolveRedirect(redirectTable, `${from}/`)).toBe(to);
  });

  it.each([
    ['/post/my-old-article', '/'],
    ['/post/2019/05/deep/path', '/'],
    ['/post/', '/'],
    ['/builder-preview/en-US.json', '/'],
    ['/builder-preview/locales/fr/home', '/'],
  ])('wildcard %s goes to %s', (from, to) => {
    expect(resolveRedirect(redirectTable, from)).toBe(to);
  });

  it.each([
    '/',
    '/about',
    '/services',
    '/posts',
    '/postcard',
    '/blog/post',
    '/builder-previews/x',
    '/home-page',
    '/calendar-1',
    '/blog/page/2',
    '/blog/page/10',
  ])('leaves %s alone', (path) => {
    expect(resolveRedirect(redirectTable, path)).toBeNull();
  });

  it('gives the 404 page one pattern per wildcard, matching in the browser as resolveRedirect does on paths', () => {
    const pairs = wildcardRedirects(redirectTable);
    expect(pairs.map(([, to]) => to)).toEqual(['/', '/']);
    const inBrowser = (path: string) => pairs.find(([source]) => new RegExp(source).test(path))?.[1] ?? null;
    for (const path of [
      '/post',
      '/post/',
      '/post/2019/05/deep/path',
      '/builder-preview/en-US.json',
      '/posts',
      '/postcard',
      '/blog/post',
      '/builder-previews/x',
      '/about-us',
    ]) {
      const wildcard = resolveRedirect(
        redirectTable.filter((r) => r.from.endsWith('/*')),
        path,
      );
      expect(inBrowser(path), path).toBe(wildcard);
    }
  });

  it('escapes a wildcard base: a dot in /v1.0/* is a dot', () => {
    const [source] = wildcardRedirects([{ from: '/v1.0/*', to: '/' }])[0]!;
    expect(new RegExp(source).test('/v1.0/x')).toBe(true);
    expect(new RegExp(source).test('/v1x0/x')).toBe(false);
  });

  it('ignores query strings and hashes', () => {
    expect(resolveRedirect(redirectTable, '/about-us?ref=x#top')).toBe('/about');
  });

  it('has no duplicate sources', () => {
    const froms = redirectTable.map((r) => r.from);
    expect(new Set(froms).size).toBe(froms.length);
    expect(redirectTable).toHaveLength(expected.length + 2);
  });

  it('gives Astro every exact entry as a 301 and no wildcard', () => {
    const astro = toAstroRedirects(redirectTable);
    expect(Object.keys(astro)).toHaveLength(expected.length);
    for (const [from, to] of expected) expect(astro[from]).toEqual({ status: 301, destination: to });
    expect(Object.keys(astro).some((k) => k.includes('*'))).toBe(false);
  });

  it('writes a _redirects file with both slash variants and the wildcards', () => {
    const lines = toRedirectsFile(redirectTable).trim().split('\n');
    expect(lines).toContain('/about-us /about 301');
    expect(lines).toContain('/about-us/ /about 301');
    expect(lines).toContain('/post/* / 301');
    expect(lines).toContain('/builder-preview/* / 301');
    expect(lines).toHaveLength(expected.length * 2 + 4);
  });

  it('normalises paths', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/a/')).toBe('/a');
    expect(normalizePath('/a//')).toBe('/a');
    expect(normalizePath('/a?x=1')).toBe('/a');
  });
});

describe('redirect pages (for hosts that read no _redirects)', () => {
  it.each([
    ['/home', 'home.html'],
    ['/services/ads', 'services/ads.html'],
    ['/cdn-cgi/l/email-protection', 'cdn-cgi/l/email-protection.html'],
    ['/about-us/', 'about-us.html'],
  ])('%s is written by Astro as %s', (from, file) => {
    expect(redirectPageFile({ from, to: '/' })).toBe(file);
  });

  it('has no page for a wildcard', () => {
    expect(redirectPageFile({ from: '/post/*', to: '/' })).toBeNull();
  });

  it('refreshes in the form the HTML standard gives, with a language and a link', () => {
    const html = redirectPage({ from: '/about-us', to: '/about' }, 'https://example.com');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/about">');
    expect(html).toContain('<link rel="canonical" href="https://example.com/about">');
    expect(html).toContain('<a href="/about">');
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
  });

  it('escapes what it writes', () => {
    const html = redirectPage({ from: '/x', to: '/a?b=1&c="2"' }, 'https://example.com');
    expect(html).toContain('content="0; url=/a?b=1&amp;c=&quot;2&quot;"');
    expect(html).not.toContain('c="2"');
  });
});
