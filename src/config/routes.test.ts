import { describe, expect, it } from 'vitest';
import { BLOG_SNAPSHOT_PATH, ROUTES, SERVICE_SLUGS, blogHref, blogPageHref, categoryPageHref, serviceHref } from './routes';

// Written out on purpose: everything else builds its paths from routes.ts, so only this file
// notices a route that drifts from product §2.
describe('routes (product §2)', () => {
  // Each page's key in ROUTES and its address.
  const spec = [
    'home /',
    'about /about',
    'services /services',
    'portfolio /portfolio',
    'blog /blog',
    'contact /contact',
    'enquiry /get-to-know',
    'booking /booking-appointment',
    'faq /faq',
    'reviews /reviews',
    'privacy /privacy',
    'notFound /404',
    'rss /rss.xml',
  ];

  it('each page has the address the spec gives it, and no page is missing or extra', () => {
    expect(Object.entries(ROUTES).map(([key, path]) => `${key} ${path}`)).toEqual(spec);
  });

  it('service pages live under /services, in the order the site lists them', () => {
    expect(SERVICE_SLUGS.map(serviceHref)).toEqual([
      '/services/web-design-and-development',
      '/services/seo-optimization',
      '/services/crm-solutions',
      '/services/ads-management',
    ]);
  });

  it('a post lives at /blog/<slug>, the slug one encoded segment', () => {
    expect(blogHref('core-web-vitals')).toBe('/blog/core-web-vitals');
    expect(blogHref('a b/c?d')).toBe('/blog/a%20b%2Fc%3Fd');
  });

  it('the list is /blog, its later pages /blog/page/<n>', () => {
    expect([1, 2, 10].map(blogPageHref)).toEqual(['/blog', '/blog/page/2', '/blog/page/10']);
  });

  it('a category is /blog/category/<key>, its later pages /blog/category/<key>/page/<n>', () => {
    expect(categoryPageHref('marketing-crm')).toBe('/blog/category/marketing-crm');
    expect(categoryPageHref('seo', 1)).toBe('/blog/category/seo');
    expect(categoryPageHref('seo', 3)).toBe('/blog/category/seo/page/3');
    expect(categoryPageHref('a/b')).toBe('/blog/category/a%2Fb');
  });

  it("the list's snapshot (no CMS) is one JSON file at the root", () => {
    expect(BLOG_SNAPSHOT_PATH).toBe('/blog-snapshot.json');
  });
});
