const { errors } = require('@strapi/utils');

/**
 * Editor-managed redirects (Content Manager → Redirect): an old address of the site sent on to a
 * new one, written into the site's `_redirects` at each build beside its legacy table. Checked
 * here on every save, so the build never meets a bad one:
 * - both are paths of this site (`/old-page`), never another site's address;
 * - the old address is not a live page (the site's own pages, a published post);
 * - no loop: following the redirects from the new address never leads back.
 * And when a published post's slug changes, its old address is sent on to the new one by itself.
 */
const UID = 'api::redirect.redirect';

/**
 * The site's fixed pages (src/config/routes.ts; redirects.test.js holds the two together, since
 * the CMS is deployed without the site's code).
 */
const SITE_PAGES = [
  '/',
  '/about',
  '/services',
  '/portfolio',
  '/blog',
  '/contact',
  '/get-to-know',
  '/booking-appointment',
  '/faq',
  '/reviews',
  '/privacy',
  '/404',
  '/rss.xml',
  '/services/web-design-and-development',
  '/services/seo-optimization',
  '/services/crm-solutions',
  '/services/ads-management',
];

const SITE_PATH = /^\/(?!\/)[^\s?#\\]*$/;

/** A path as the site compares them: no trailing slash (but the root), any case kept. */
/** @param {string} path */
const normalise = (path) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The problem with a redirect, in the editor's words, or null when it may be saved.
 * @param {{ from: string, to: string }} candidate
 * @param {{ redirects: Array<{ from: string, to: string, id?: unknown }>, livePaths: Set<string> }} site
 */
function redirectProblem(candidate, { redirects, livePaths }) {
  const from = String(candidate.from ?? '').trim();
  const to = String(candidate.to ?? '').trim();
  if (!SITE_PATH.test(from)) return `"Old address" must be a path of this site that starts with a slash, like /old-page (got "${from}").`;
  if (!SITE_PATH.test(to)) return `"New address" must be a path of this site that starts with a slash, like /blog/new-post (got "${to}").`;
  if (normalise(from) === normalise(to)) return 'The old and the new address are the same.';
  if (livePaths.has(normalise(from)))
    return `${from} is a live page of the site: a redirect would hide it. Unpublish or rename the page first.`;
  const next = new Map(redirects.filter((r) => normalise(r.from) !== normalise(from)).map((r) => [normalise(r.from), normalise(r.to)]));
  const seen = new Set();
  for (let at = normalise(to); next.has(at) && !seen.has(at);) {
    seen.add(at);
    at = /** @type {string} */ (next.get(at));
    if (at === normalise(from)) return `This would make a loop: ${to} already leads back to ${from}.`;
  }
  return null;
}

/** Every live address: the site's pages and the published posts. @param {CmsStrapi} strapi */
async function livePaths(strapi) {
  const posts = await strapi.documents('api::blog.blog').findMany({ status: 'published', fields: ['slug'], limit: -1 });
  return new Set([...SITE_PAGES, ...posts.map((p) => `/blog/${p.slug}`)]);
}

/**
 * The document middleware that checks every Redirect saved (registered in src/index.js).
 * @param {CmsStrapi} strapi @returns {CmsDocumentMiddleware}
 */
function redirectRules(strapi) {
  return async (context, next) => {
    if (context.uid !== UID || !['create', 'update'].includes(context.action)) return next();
    const params = /** @type {{ data?: CmsWriteData, documentId?: string }} */ (context.params);
    const data = params.data ?? {};
    const current =
      context.action === 'update' && params.documentId ? await strapi.documents(UID).findOne({ documentId: params.documentId }) : null;
    const candidate = { from: String(data.from ?? current?.from ?? ''), to: String(data.to ?? current?.to ?? '') };
    const redirects = (await strapi.documents(UID).findMany({ limit: -1 }))
      .filter((r) => r.documentId !== params.documentId)
      .map((r) => ({ from: String(r.from ?? ''), to: String(r.to ?? '') }));
    const problem = redirectProblem(candidate, { redirects, livePaths: await livePaths(strapi) });
    if (problem) throw new errors.ValidationError(problem);
    if (data.from !== undefined) data.from = normalise(String(data.from).trim());
    if (data.to !== undefined) data.to = normalise(String(data.to).trim());
    return next();
  };
}

/**
 * When a published post's slug changes at Publish, its old address is sent on to the new one
 * (and any redirect that pointed at the old address now points at the new one, so no chain).
 * Registered in src/index.js; the blog middleware runs it around `publish`.
 * @template T
 * @param {CmsStrapi} strapi @param {{ documentId: string }} params @param {() => T} publish @returns {Promise<Awaited<T>>}
 */
async function redirectOldSlug(strapi, { documentId }, publish) {
  const before = await strapi.documents('api::blog.blog').findOne({ documentId, status: 'published', fields: ['slug'] });
  const result = await publish();
  const after = await strapi.documents('api::blog.blog').findOne({ documentId, status: 'published', fields: ['slug'] });
  if (before?.slug && after?.slug && before.slug !== after.slug) {
    const from = `/blog/${before.slug}`;
    const to = `/blog/${after.slug}`;
    const redirects = strapi.documents(UID);
    for (const r of await redirects.findMany({ filters: { to: from }, limit: -1 }))
      await redirects.update({ documentId: r.documentId, data: { to } });
    // The new address may have been redirected before (a slug given back): it is live again.
    for (const r of await redirects.findMany({ filters: { from: to }, limit: -1 })) await redirects.delete({ documentId: r.documentId });
    const existing = await redirects.findFirst({ filters: { from } });
    if (existing) await redirects.update({ documentId: existing.documentId, data: { to, permanent: true } });
    else await redirects.create({ data: { from, to, permanent: true } });
    strapi.log.info(`The post's old address ${from} now redirects to ${to}.`);
  }
  return result;
}

module.exports = { SITE_PAGES, redirectProblem, redirectRules, redirectOldSlug, normalise };
