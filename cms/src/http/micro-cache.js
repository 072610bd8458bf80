const { isPublicRead } = require('./cache-control');

/**
 * A few seconds of in-process caching of the public, read-only Content API answers, so that a
 * crowd of visitors searching the blog at once costs the database one query per distinct call,
 * not one per visitor: Strapi alone (no CDN in front) holds 64 concurrent connections without
 * queueing them into timeouts. Concurrent misses of one call wait for the first one (no
 * stampede). Any write to any content empties it, so editors never wait for it; the TTL only
 * bounds what another Strapi instance behind the same load balancer may still serve.
 *
 * Only the query shapes the site sends are cached (SITE_QUERY_SHAPES, keyed with their
 * parameters in one order), so random query strings pass through uncached and cannot evict the
 * real entries; and the whole cache is bounded by bytes (32 MiB), not by a count of entries.
 */
const DEFAULTS = { ttlMs: 5_000, maxBytes: 32 * 1024 * 1024, maxBodyBytes: 1_000_000 };

/** What each parameter the site sends may hold (src/lib/strapi/queries.ts). */
/** @type {Record<string, RegExp | undefined>} */
const PARAM_VALUES = {
  populate: /^\*$/,
  'populate[coverImage]': /^true$/,
  'populate[category]': /^true$/,
  'populate[author][populate]': /^avatar$/,
  'populate[seo][populate]': /^shareImage$/,
  'pagination[page]': /^[1-9]\d{0,4}$/,
  'pagination[pageSize]': /^(100|[1-9]\d?)$/,
  'pagination[withCount]': /^false$/,
  sort: /^publishedAt:desc$/,
  fields: /^title$/,
  'filters[title][$containsi]': /^[^\0]{1,200}$/,
  'filters[slug][$eq]': /^[a-z0-9-]{1,200}$/,
  'filters[category][documentId][$eq]': /^[a-z0-9]{1,64}$/,
  'filters[category][id][$eq]': /^\d{1,10}$/,
};

const POPULATE_POST = ['populate[coverImage]', 'populate[category]', 'populate[author][populate]'];

/**
 * The site's calls, by path: each shape is the exact set of parameters of one call, with the
 * optional ones it may add (home carousel, list page, suggestions, one post, the build's pages,
 * the categories).
 */
/** @type {Record<string, Array<{ required: string[], optional: string[] }> | undefined>} */
const SITE_QUERY_SHAPES = {
  '/api/blogs': [
    { required: ['populate', 'pagination[pageSize]', 'sort'], optional: [] },
    {
      required: ['populate', 'pagination[page]', 'pagination[pageSize]', 'sort'],
      optional: ['filters[title][$containsi]', 'filters[category][documentId][$eq]', 'filters[category][id][$eq]'],
    },
    { required: ['fields', 'filters[title][$containsi]', 'pagination[pageSize]', 'pagination[withCount]', 'sort'], optional: [] },
    { required: ['filters[slug][$eq]', ...POPULATE_POST], optional: [] },
    { required: [...POPULATE_POST, 'populate[seo][populate]', 'pagination[page]', 'pagination[pageSize]', 'sort'], optional: [] },
  ],
  '/api/categories': [{ required: ['populate'], optional: [] }],
};

/**
 * The cache key of a request: its path and parameters in one order, or null when the call is
 * not one the site makes (another path or spelling of it, an unknown or repeated parameter, a
 * value out of shape), which then passes through uncached.
 * @param {string} path
 * @param {string} querystring the raw query string, without `?`
 * @returns {string | null}
 */
function cacheKey(path, querystring) {
  const shapes = SITE_QUERY_SHAPES[path];
  if (!shapes) return null;
  let params;
  try {
    params = [...new URLSearchParams(querystring)];
  } catch {
    return null;
  }
  const names = params.map(([name]) => name);
  if (new Set(names).size !== names.length) return null;
  if (!params.every(([name, value]) => PARAM_VALUES[name]?.test(value))) return null;
  const fits = shapes.some(
    ({ required, optional }) =>
      required.every((n) => names.includes(n)) && names.every((n) => required.includes(n) || optional.includes(n)),
  );
  if (!fits) return null;
  const sorted = params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(sorted).toString()}`;
}

/**
 * @typedef {{ body: Buffer, type: string, at: number, size: number }} CacheEntry
 * @param {{ ttlMs?: number, maxBytes?: number, maxBodyBytes?: number, now?: () => number }} [options]
 */
function createMicroCache({
  ttlMs = DEFAULTS.ttlMs,
  maxBytes = DEFAULTS.maxBytes,
  maxBodyBytes = DEFAULTS.maxBodyBytes,
  now = Date.now,
} = {}) {
  /** key -> entry in recency order (least recent first). @type {Map<string, CacheEntry>} */
  const entries = new Map();
  /** key -> promise of the first request's entry (or null when it was not cacheable). @type {Map<string, Promise<CacheEntry | null>>} */
  const pending = new Map();
  /** Bumped on every clear, so an answer computed before a write is never stored after it. */
  let generation = 0;
  let bytes = 0;

  /** @param {string | undefined} key */
  const drop = (key) => {
    if (key === undefined) return;
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };

  /** @param {string} key */
  const fresh = (key) => {
    const entry = entries.get(key);
    if (!entry) return null;
    if (now() - entry.at >= ttlMs) {
      drop(key);
      return null;
    }
    // Most recently used last: eviction takes the least recently used first.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  /** @param {string} key @param {CacheEntry} entry */
  const store = (key, entry) => {
    drop(key);
    entries.set(key, entry);
    bytes += entry.size;
    while (bytes > maxBytes) drop(entries.keys().next().value);
  };

  /** @param {CmsContext} ctx @param {CacheEntry} entry */
  const serve = (ctx, entry) => {
    ctx.status = 200;
    ctx.type = entry.type;
    ctx.body = entry.body;
    ctx.set('X-Cache', 'HIT');
  };

  /** @param {CmsContext} ctx @param {CmsNext} next */
  async function middleware(ctx, next) {
    const publicRead = isPublicRead({
      method: ctx.method,
      path: ctx.path,
      authenticated: Boolean(ctx.get('authorization')) || Boolean(ctx.get('cookie')),
    });
    const key = publicRead ? cacheKey(ctx.path, ctx.querystring ?? '') : null;
    if (!key) return next();
    const hit = fresh(key);
    if (hit) return serve(ctx, hit);
    const leader = pending.get(key);
    if (leader) {
      const entry = await leader;
      if (entry) return serve(ctx, entry);
      return next();
    }
    /** @type {(entry: CacheEntry | null) => void} */
    let settle = () => {};
    pending.set(key, new Promise((resolve) => (settle = resolve)));
    const startedIn = generation;
    /** @type {CacheEntry | null} */
    let entry = null;
    try {
      await next();
      if (
        ctx.status === 200 &&
        ctx.body != null &&
        typeof ctx.body === 'object' &&
        !Buffer.isBuffer(ctx.body) &&
        typeof (/** @type {{ pipe?: unknown }} */ (ctx.body).pipe) !== 'function'
      ) {
        const body = Buffer.from(JSON.stringify(ctx.body));
        const size = body.length + Buffer.byteLength(key);
        if (body.length <= maxBodyBytes && size <= maxBytes) {
          entry = { body, type: 'application/json', at: now(), size };
          if (startedIn === generation) store(key, entry);
        }
      }
      ctx.set('X-Cache', 'MISS');
    } finally {
      pending.delete(key);
      settle(entry);
    }
  }

  return {
    middleware,
    /** Forget everything (any content changed). */
    clear() {
      generation++;
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    /** Bytes held: bodies and keys. */
    get bytes() {
      return bytes;
    },
  };
}

/** The one cache of this Strapi process: the middleware serves from it, bootstrap clears it. */
const shared = createMicroCache();

/** Database lifecycle actions that change content. */
const WRITES = /^after(Create|Update|Delete)(Many)?$/;

/**
 * Empty the cache on every write to any model (posts, categories, authors, files, ...).
 * @param {CmsStrapi} strapi @param {{ clear(): void }} [cache]
 */
function clearOnWrites(strapi, cache = shared) {
  strapi.db.lifecycles.subscribe((/** @type {{ action: string, model?: { uid?: string } }} */ event) => {
    // An enquiry is never read through the Content API: storing one changes no public answer.
    if (WRITES.test(event.action) && event.model?.uid !== 'api::enquiry.enquiry') cache.clear();
  });
}

module.exports = { createMicroCache, cacheKey, shared, clearOnWrites, DEFAULTS, SITE_QUERY_SHAPES };
