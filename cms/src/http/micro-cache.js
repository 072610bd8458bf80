const { isPublicRead } = require('./cache-control');

/**
 * A few seconds of in-process caching of the public, read-only Content API answers, so that a
 * crowd of visitors searching the blog at once costs the database one query per distinct call,
 * not one per visitor: Strapi alone (no CDN in front) holds 64 concurrent connections without
 * queueing them into timeouts. Concurrent misses of one URL wait for the first one (no
 * stampede). Any write to any content empties it, so editors never wait for it; the TTL only
 * bounds what another Strapi instance behind the same load balancer may still serve.
 */
const DEFAULTS = { ttlMs: 5_000, maxEntries: 500, maxBodyBytes: 1_000_000 };

function createMicroCache({ ttlMs = DEFAULTS.ttlMs, maxEntries = DEFAULTS.maxEntries, maxBodyBytes = DEFAULTS.maxBodyBytes, now = Date.now } = {}) {
  /** url -> { body, type, at } in insertion order (oldest first), for LRU eviction. */
  const entries = new Map();
  /** url -> promise of the first request's entry (or null when it was not cacheable). */
  const pending = new Map();
  /** Bumped on every clear, so an answer computed before a write is never stored after it. */
  let generation = 0;

  const fresh = (url) => {
    const entry = entries.get(url);
    if (!entry) return null;
    if (now() - entry.at >= ttlMs) {
      entries.delete(url);
      return null;
    }
    return entry;
  };

  const store = (url, entry) => {
    entries.delete(url);
    entries.set(url, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value);
  };

  const serve = (ctx, entry) => {
    ctx.status = 200;
    ctx.type = entry.type;
    ctx.body = entry.body;
    ctx.set('X-Cache', 'HIT');
  };

  async function middleware(ctx, next) {
    const cacheable = () =>
      isPublicRead({ method: ctx.method, path: ctx.path, authenticated: Boolean(ctx.get('authorization')) || Boolean(ctx.get('cookie')) });
    if (!cacheable()) return next();
    const url = ctx.url;
    const hit = fresh(url);
    if (hit) return serve(ctx, hit);
    const leader = pending.get(url);
    if (leader) {
      const entry = await leader;
      if (entry) return serve(ctx, entry);
      return next();
    }
    let settle;
    pending.set(url, new Promise((resolve) => (settle = resolve)));
    const startedIn = generation;
    let entry = null;
    try {
      await next();
      if (ctx.status === 200 && ctx.body != null && typeof ctx.body === 'object' && !Buffer.isBuffer(ctx.body) && typeof ctx.body.pipe !== 'function') {
        const body = JSON.stringify(ctx.body);
        if (body.length <= maxBodyBytes) {
          entry = { body, type: 'application/json', at: now() };
          if (startedIn === generation) store(url, entry);
        }
      }
      ctx.set('X-Cache', 'MISS');
    } finally {
      pending.delete(url);
      settle(entry);
    }
  }

  return {
    middleware,
    /** Forget everything (any content changed). */
    clear() {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** The one cache of this Strapi process: the middleware serves from it, bootstrap clears it. */
const shared = createMicroCache();

/** Database lifecycle actions that change content. */
const WRITES = /^after(Create|Update|Delete)(Many)?$/;

/** Empty the cache on every write to any model (posts, categories, authors, files, ...). */
function clearOnWrites(strapi, cache = shared) {
  strapi.db.lifecycles.subscribe((event) => {
    if (WRITES.test(event.action)) cache.clear();
  });
}

module.exports = { createMicroCache, shared, clearOnWrites, DEFAULTS };
