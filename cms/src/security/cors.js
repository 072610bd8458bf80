/**
 * Which browser origins may read the Content API: the site's own (SITE_URL) and its preview
 * host (PREVIEW_SITE_URL), or exactly the CORS_ORIGINS list when it is set; in development also
 * any http://localhost or http://127.0.0.1 port (`astro dev`, `astro preview`). Never with
 * credentials: the site's calls carry no cookie and no token, so no answer is ever shared with
 * a page that holds one. Unset in production means the site's own origins, never everyone; with
 * neither SITE_URL nor CORS_ORIGINS set, no browser origin may read (builds and the edge call
 * the CMS from servers, which CORS does not concern).
 */

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/** The origin (scheme://host[:port]) of a URL, or null for anything that is not http(s). @param {unknown} value @returns {string | null} */
function originOf(value) {
  try {
    const url = new URL(String(value).trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * @typedef {{ origins: string[], anyLocalhost: boolean, everyone: boolean }} CorsPolicy
 */

/** @param {string | null} origin @returns {origin is string} */
const isOrigin = (origin) => origin !== null;

/**
 * The CORS policy of this environment.
 * @param {CmsEnv} env
 * @returns {CorsPolicy}
 */
function corsPolicy(env) {
  const listed = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (listed.length) {
    return { origins: listed.map(originOf).filter(isOrigin), anyLocalhost: false, everyone: listed.includes('*') };
  }
  const own = [env.SITE_URL, env.PREVIEW_SITE_URL].filter(Boolean).map(originOf).filter(isOrigin);
  return { origins: [...new Set(own)], anyLocalhost: env.NODE_ENV !== 'production', everyone: false };
}

/** True when a browser page of `origin` may read the Content API under `policy`. @param {string | null | undefined} origin @param {CorsPolicy} policy */
function isAllowedOrigin(origin, policy) {
  if (!origin || origin === 'null') return false;
  if (policy.everyone) return true;
  if (policy.origins.includes(origin)) return true;
  return policy.anyLocalhost && LOCAL_ORIGIN.test(origin);
}

/**
 * The `strapi::cors` middleware's options (config/middlewares.js): the origin is decided per
 * request, so an allowed origin is echoed alone and any other gets no CORS header at all.
 * @param {CmsEnv} env
 */
function corsConfig(env) {
  const policy = corsPolicy(env);
  return {
    origin: (/** @type {CmsContext} */ ctx) => {
      const origin = ctx.get('Origin');
      return isAllowedOrigin(origin, policy) ? [origin] : [];
    },
    credentials: false,
    methods: ['GET', 'HEAD', 'OPTIONS'],
    headers: ['Content-Type', 'Authorization', 'Accept'],
  };
}

module.exports = { corsPolicy, isAllowedOrigin, corsConfig, originOf };
