/**
 * The one redirect table (product §2 "Legacy redirects", /home, /services/ads, /blog/page/1).
 * It drives Astro's `redirects` (meta-refresh pages for any static host), the generated
 * `dist/_redirects` (real 301s on Cloudflare's static assets and Netlify) and the 404 page's fallback
 * for wildcard entries on hosts that read neither.
 * A `from` ending in `/*` matches everything below that folder.
 */
export interface RedirectRule {
  from: string;
  to: string;
  /** 301 (moved for good, the default) or 302 (a temporary detour; editors' redirects may be). */
  status?: 301 | 302;
}

const toHome = [
  '/link-in-bio',
  '/calendar',
  '/calendar-6430',
  '/multi-purpose',
  '/thank-you',
  '/contact-us',
  '/404-page',
  '/cdn-cgi/l/email-protection',
  '/post/*',
  '/builder-preview/*',
];

/** The ads card of the Services page links here (product §2), and the table sends it on. */
export const SHORT_ADS_PATH = '/services/ads';

// The targets are written out, not imported from routes.ts: the 404 page's inline script bundles
// this table, and an import shared with the islands would turn it into a script file of its own.
// redirects.test.ts checks that every target is a page of routes.ts.
export const redirectTable: readonly RedirectRule[] = [
  { from: '/home', to: '/' },
  // The blog list's first page is /blog; its later pages are /blog/page/2, /blog/page/3, ...
  { from: '/blog/page/1', to: '/blog' },
  { from: SHORT_ADS_PATH, to: '/services/ads-management' },
  { from: '/about-us', to: '/about' },
  { from: '/ads-management', to: '/services/ads-management' },
  { from: '/sms-email-marketing', to: '/services/ads-management' },
  { from: '/social-media-management', to: '/services/ads-management' },
  { from: '/crm-services', to: '/services/crm-solutions' },
  { from: '/letstalk', to: '/contact' },
  { from: '/search-engine-optimization', to: '/services/seo-optimization' },
  { from: '/website-design-development', to: '/services/web-design-and-development' },
  ...toHome.map((from) => ({ from, to: '/' })),
];
