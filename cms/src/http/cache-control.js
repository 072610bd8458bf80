/**
 * Cache-Control for a CDN in front of the CMS. The blog list island calls the Content API from
 * every visitor's browser, so public, read-only answers may be kept by a shared cache for a
 * minute and served stale for five more while it revalidates; browsers always revalidate
 * (max-age=0), so an edit shows within a minute. Anything authenticated, the admin panel and
 * its API, and every write or error is never stored anywhere.
 */
const PUBLIC_READ = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const NO_STORE = 'no-store';

/** Content API routes that deal with accounts, never cacheable even without a token. */
const ACCOUNT_PREFIXES = ['/api/auth', '/api/connect', '/api/users', '/api/users-permissions'];

/** Admin panel and the admin-only APIs its pages call (plugins mount them at the root). */
const ADMIN_PREFIXES = [
  '/admin',
  '/content-manager',
  '/content-type-builder',
  '/upload',
  '/i18n',
  '/users-permissions',
  '/email',
  '/review-workflows',
  '/content-releases',
];

/** @param {string} path @param {string} prefix */
const under = (path, prefix) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The Cache-Control header for one answered request, or null to leave it as it is (uploads and
 * other static files keep what Strapi's public middleware sets).
 * @param {{ method: string, path: string, authenticated: boolean, status: number }} request
 * @returns {string | null}
 */
function cacheControlFor({ method, path: rawPath, authenticated, status }) {
  if (authenticated) return NO_STORE;
  // Strapi's router matches paths whatever their case (`/API/Users` is `/api/users`).
  const path = rawPath.toLowerCase();
  if (ADMIN_PREFIXES.some((p) => under(path, p))) return NO_STORE;
  if (!under(path, '/api')) return null;
  if (ACCOUNT_PREFIXES.some((p) => under(path, p))) return NO_STORE;
  if (method !== 'GET' && method !== 'HEAD') return NO_STORE;
  // Errors (a 429 or a 503 above all) must not be kept: the next visitor should ask again.
  return status >= 200 && status < 300 ? PUBLIC_READ : NO_STORE;
}

/** True for the answers a shared cache may keep (when they succeed): see cacheControlFor. @param {{ method: string, path: string, authenticated: boolean }} request */
function isPublicRead({ method, path, authenticated }) {
  return cacheControlFor({ method, path, authenticated, status: 200 }) === PUBLIC_READ;
}

/** A request carries credentials when it has a token or the admin panel's session cookie. @param {CmsContext} ctx */
function isAuthenticated(ctx) {
  return Boolean(ctx.get('authorization')) || /(^|;\s*)(jwtToken|strapi_admin_refresh|koa\.sess)=/.test(ctx.get('cookie') ?? '');
}

/** Strapi middleware factory (src/middlewares/cache-control.js, `global::cache-control` in config/middlewares.js). */
module.exports = () => {
  return async (/** @type {CmsContext} */ ctx, /** @type {CmsNext} */ next) => {
    try {
      await next();
    } finally {
      const value = cacheControlFor({ method: ctx.method, path: ctx.path, authenticated: isAuthenticated(ctx), status: ctx.status });
      if (value) ctx.set('Cache-Control', value);
    }
  };
};
module.exports.cacheControlFor = cacheControlFor;
module.exports.isAuthenticated = isAuthenticated;
module.exports.isPublicRead = isPublicRead;
module.exports.PUBLIC_READ = PUBLIC_READ;
module.exports.NO_STORE = NO_STORE;
