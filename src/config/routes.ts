/**
 * Every address of the site, written once (product §2 Routes). Navigation, links in copy, the
 * redirect table, the blog's list and post links and the e2e specs build their paths from here;
 * routes.test.ts pins each one to the spec, so moving a page is a change in two places on purpose:
 * this file and its file in src/pages/.
 */
export const ROUTES = {
  home: '/',
  about: '/about',
  services: '/services',
  portfolio: '/portfolio',
  blog: '/blog',
  contact: '/contact',
  enquiry: '/get-to-know',
  booking: '/booking-appointment',
  faq: '/faq',
  reviews: '/reviews',
  privacy: '/privacy',
  notFound: '/404',
  rss: '/rss.xml',
} as const;

/** The agency's mark as the site's icon, a file for those that ask for one by address (src/pages/favicon.svg.ts). */
export const FAVICON_PATH = '/favicon.svg';

/** The enquiry's second channel: the edge stores each enquiry in the CMS (worker/index.ts). */
export const ENQUIRY_API_PATH = '/api/enquiries';

/** Every path under it is a signed draft preview, answered by the edge (worker/index.ts). */
export const PREVIEW_PREFIX = '/preview';

/** The static page the edge fills with a previewed post (src/pages/preview/blog.astro). */
export const PREVIEW_SHELL_PATH = `${PREVIEW_PREFIX}/blog`;

/** A draft preview link's path: /preview/<type>/<documentId>, the id encoded as one segment. */
export function previewHref(type: string, documentId: string): string {
  return `${PREVIEW_PREFIX}/${type}/${encodeURIComponent(documentId)}`;
}

/**
 * A post's path, `/blog/<slug>` with or without a trailing slash; group 1 is the raw slug.
 * The 404 page's inline script reads its source too (a post newer than the build).
 */
export const BLOG_POST_PATH = new RegExp(`^${ROUTES.blog}/([^/]*)/?$`);

/** The blog list's snapshot for a build without a CMS: JSON the list island searches (pages/blog-snapshot.json.ts). */
export const BLOG_SNAPSHOT_PATH = '/blog-snapshot.json';

/** The four service pages, in the order the site lists them (product §2 Service pages). */
export const SERVICE_SLUGS = ['web-design-and-development', 'seo-optimization', 'crm-solutions', 'ads-management'] as const;

export type ServiceSlug = (typeof SERVICE_SLUGS)[number];
export type ServiceHref = `${typeof ROUTES.services}/${ServiceSlug}`;

/** A service page: /services/<slug>. */
export function serviceHref(slug: ServiceSlug): ServiceHref {
  return `${ROUTES.services}/${slug}`;
}

/** A post page: /blog/<slug>, the slug encoded as one path segment. */
export function blogHref(slug: string): string {
  return `${ROUTES.blog}/${encodeURIComponent(slug)}`;
}

/** The site's own social card (pages/og-image.jpg.ts), for every page without one of its own. */
export const SITE_CARD_PATH = '/og-image.jpg';

/** The social card the build draws for a post without its own share image (pages/og/blog/[slug].jpg.ts). */
export function postCardHref(slug: string): string {
  return `/og${ROUTES.blog}/${encodeURIComponent(slug)}.jpg`;
}

/** Page `page` of the blog list: /blog for the first, /blog/page/<n> after it (pre-rendered). */
export function blogPageHref(page: number): string {
  return page > 1 ? `${ROUTES.blog}/page/${page}` : ROUTES.blog;
}

/** Where a category's pages live: /blog/category/<key> (the key of lib/blog/categories.ts). */
export const BLOG_CATEGORY_PREFIX = `${ROUTES.blog}/category`;

/**
 * Page `page` of one category's posts: /blog/category/<key> for the first,
 * /blog/category/<key>/page/<n> after it (pre-rendered, paged like the whole list).
 */
export function categoryPageHref(key: string, page = 1): string {
  const first = `${BLOG_CATEGORY_PREFIX}/${encodeURIComponent(key)}`;
  return page > 1 ? `${first}/page/${page}` : first;
}
