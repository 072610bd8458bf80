import { describe, expect, it } from 'vitest';
import microCache from './micro-cache.js';
import { allPostsQuery, bySlugQuery, categoriesQuery, homeQuery, listQuery, suggestionsQuery } from '../../../src/lib/cms/queries';

const { createMicroCache, clearOnWrites, cacheKey } = microCache;

/** Calls the site really makes (its own query builders), and their paths. */
const HOME = `/api/blogs?${homeQuery()}`;
const LIST = `/api/blogs?${listQuery({ page: 2 })}`;
const SEARCH = `/api/blogs?${listQuery({ page: 1, search: 'seo' })}`;

/** A Koa-like context for one request. */
function request(url, { method = 'GET', headers = {} } = {}) {
  const out = {};
  const ctx = {
    method,
    url,
    path: url.split('?')[0],
    querystring: url.split('?')[1] ?? '',
    status: 404,
    body: undefined,
    type: '',
    get: (name) => headers[name.toLowerCase()] ?? '',
    set: (k, v) => (out[k] = v),
  };
  return { ctx, out };
}

/** The rest of Strapi: answers after `delay` ms with a fresh body, counting its calls. */
function strapi({ status = 200, delay = 0 } = {}) {
  let calls = 0;
  const next = (ctx) => async () => {
    calls++;
    if (delay) await new Promise((r) => setTimeout(r, delay));
    ctx.status = status;
    ctx.body = status === 200 ? { data: [{ id: calls }] } : { error: 'x' };
  };
  return { next, get calls() { return calls; } };
}

describe('micro-cache of public reads', () => {
  it('a second identical public GET is served from memory, as JSON, marked HIT', async () => {
    const cache = createMicroCache();
    const s = strapi();
    const a = request(HOME);
    await cache.middleware(a.ctx, s.next(a.ctx));
    expect(a.out['X-Cache']).toBe('MISS');
    const b = request(HOME);
    await cache.middleware(b.ctx, s.next(b.ctx));
    expect(b.out['X-Cache']).toBe('HIT');
    expect(b.ctx.type).toBe('application/json');
    expect(JSON.parse(b.ctx.body.toString())).toEqual({ data: [{ id: 1 }] });
    expect(s.calls).toBe(1);
    const other = request(LIST);
    await cache.middleware(other.ctx, s.next(other.ctx));
    expect(s.calls).toBe(2);
  });

  it('64 concurrent misses of one URL cost one query (no stampede)', async () => {
    const cache = createMicroCache();
    const s = strapi({ delay: 20 });
    const reqs = Array.from({ length: 64 }, () => request(SEARCH));
    await Promise.all(reqs.map(({ ctx }) => cache.middleware(ctx, s.next(ctx))));
    expect(s.calls).toBe(1);
    expect(reqs.every(({ ctx }) => JSON.parse(Buffer.isBuffer(ctx.body) ? ctx.body.toString() : JSON.stringify(ctx.body)).data[0].id === 1)).toBe(true);
  });

  it.each([
    ['a token', { headers: { authorization: 'Bearer t' } }],
    ['a cookie', { headers: { cookie: 'jwtToken=x' } }],
    ['a write', { method: 'POST' }],
  ])('never with %s', async (_name, options) => {
    const cache = createMicroCache();
    const s = strapi();
    for (let i = 0; i < 2; i++) {
      const r = request(HOME, options);
      await cache.middleware(r.ctx, s.next(r.ctx));
      expect(r.out['X-Cache']).toBeUndefined();
    }
    expect(s.calls).toBe(2);
  });

  it('never for the admin, accounts or non-API paths', async () => {
    const cache = createMicroCache();
    const s = strapi();
    for (const url of ['/admin/init', '/api/users/me', '/uploads/a.png', '/api/auth/local', '/admin/init', '/api/users/me', '/uploads/a.png']) {
      const r = request(url);
      await cache.middleware(r.ctx, s.next(r.ctx));
    }
    expect(s.calls).toBe(7);
  });

  it('errors are not kept: the next request asks Strapi again', async () => {
    const cache = createMicroCache();
    const failing = strapi({ status: 503 });
    const a = request(HOME);
    await cache.middleware(a.ctx, failing.next(a.ctx));
    const b = request(HOME);
    await cache.middleware(b.ctx, failing.next(b.ctx));
    expect(failing.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('expires after its TTL', async () => {
    let t = 0;
    const cache = createMicroCache({ ttlMs: 1000, now: () => t });
    const s = strapi();
    const get = async (url) => {
      const r = request(url);
      await cache.middleware(r.ctx, s.next(r.ctx));
      return r.out['X-Cache'];
    };
    await get(HOME);
    t = 999;
    expect(await get(HOME)).toBe('HIT');
    t = 1000;
    expect(await get(HOME)).toBe('MISS');
  });

  it('any content write empties it, and an answer computed across a write is not stored', async () => {
    const cache = createMicroCache();
    let subscriber;
    clearOnWrites({ db: { lifecycles: { subscribe: (fn) => (subscriber = fn) } } }, cache);
    const s = strapi();
    const a = request(HOME);
    await cache.middleware(a.ctx, s.next(a.ctx));
    expect(cache.size).toBe(1);
    subscriber({ action: 'beforeCreate' });
    subscriber({ action: 'afterFindMany' });
    expect(cache.size).toBe(1);
    subscriber({ action: 'afterCreate' });
    expect(cache.size).toBe(0);

    const slow = request(HOME);
    const pending = cache.middleware(slow.ctx, async () => {
      await new Promise((r) => setTimeout(r, 10));
      slow.ctx.status = 200;
      slow.ctx.body = { data: [] };
    });
    subscriber({ action: 'afterUpdateMany' });
    await pending;
    expect(cache.size).toBe(0);
  });
});

describe('only the site\'s query shapes are cached', () => {
  it.each([
    ['home carousel', HOME],
    ['a list page', LIST],
    ['a search on a list page', SEARCH],
    ['a category on a list page', `/api/blogs?${listQuery({ page: 1, category: { documentId: 'abc123def456' } })}`],
    ['a legacy category id', `/api/blogs?${listQuery({ page: 3, search: 'crm tips', category: { id: 4 } })}`],
    ['suggestions', `/api/blogs?${suggestionsQuery('core web')}`],
    ['one post', `/api/blogs?${bySlugQuery('core-web-vitals-explained-for-business-owners')}`],
    ["the build's pages", `/api/blogs?${allPostsQuery(2)}`],
    ['the categories', `/api/categories?${categoriesQuery()}`],
  ])('%s', (_name, url) => {
    const [path, query] = url.split('?');
    expect(cacheKey(path, query)).not.toBeNull();
  });

  it('the same call with its parameters in another order is one entry', () => {
    const [path, query] = HOME.split('?');
    const reversed = query.split('&').reverse().join('&');
    expect(cacheKey(path, reversed)).toBe(cacheKey(path, query));
  });

  it.each([
    ['an unknown parameter', `${HOME}&junk=1`],
    ['a repeated parameter', `${HOME}&sort=publishedAt:desc`],
    ['a draft status', `${HOME}&status=draft`],
    ['a relation filter', `/api/categories?populate=*&filters[blogs][title][$startsWith]=Draft`],
    ['another path spelling', HOME.replace('/api/blogs', '/API/blogs')],
    ['a trailing slash', HOME.replace('/api/blogs', '/api/blogs/')],
    ['another path', `/api/authors?populate=*`],
    ['a page size over the maximum', HOME.replace('pagination%5BpageSize%5D=3', 'pagination%5BpageSize%5D=1000')],
    ['another sort', HOME.replace('publishedAt%3Adesc', 'title%3Aasc')],
    ['a half shape', `/api/blogs?populate=*`],
    ['no query', `/api/blogs`],
  ])('%s passes through uncached', async (_name, url) => {
    const [path, query = ''] = url.split('?');
    expect(cacheKey(path, query)).toBeNull();
    const cache = createMicroCache();
    const s = strapi();
    for (let i = 0; i < 2; i++) {
      const r = request(url);
      await cache.middleware(r.ctx, s.next(r.ctx));
      expect(r.out['X-Cache']).toBeUndefined();
    }
    expect(s.calls).toBe(2);
    expect(cache.size).toBe(0);
  });
});

describe('bounded by bytes', () => {
  /** Strapi answering every call with a body of about `size` bytes. */
  const large = (size) => (ctx) => async () => {
    ctx.status = 200;
    ctx.body = { data: [{ title: 'x'.repeat(size) }], meta: { n: Math.random() } };
  };

  it('thousands of random queries and large answers never hold more than 32 MiB, and junk never evicts the real entries', async () => {
    const cache = createMicroCache();
    const limit = microCache.DEFAULTS.maxBytes;
    const answer = large(400_000);
    const home = request(HOME);
    await cache.middleware(home.ctx, answer(home.ctx));
    const heapBefore = process.memoryUsage();
    let peak = 0;
    const send = async (url) => {
      const r = request(url);
      await cache.middleware(r.ctx, answer(r.ctx));
      peak = Math.max(peak, cache.bytes);
      expect(cache.bytes).toBeLessThanOrEqual(limit);
      return r.out['X-Cache'];
    };
    // Junk first: query strings of no shape the site sends pass through and evict nothing.
    for (let i = 0; i < 1_500; i++) expect(await send(`/api/blogs?populate=*&q=${Math.random().toString(36).slice(2)}&pagination[pageSize]=6`)).toBeUndefined();
    expect(await send(HOME)).toBe('HIT');
    // Then random searches in the site's own shape: cached, evicting each other within the bound.
    for (let i = 0; i < 1_500; i++) await send(`/api/blogs?${listQuery({ page: 1 + (i % 7), search: Math.random().toString(36).slice(2) + i })}`);
    const after = process.memoryUsage();
    const grownMiB = (after.heapUsed + after.arrayBuffers - heapBefore.heapUsed - heapBefore.arrayBuffers) / 1024 / 1024;
    console.info(`micro-cache: ${cache.size} entries, ${(cache.bytes / 1024 / 1024).toFixed(1)} MiB held (peak ${(peak / 1024 / 1024).toFixed(1)}), memory grown by ${grownMiB.toFixed(0)} MiB after 3,000 random queries (1,500 in the site's shape) of ~400 KB answers`);
    expect(peak).toBeGreaterThan(limit * 0.9);
    expect(cache.size).toBeLessThanOrEqual(Math.ceil(limit / 400_000));
    // Far below the ~1.2 GB that 3,000 entries of 400 KB would hold unbounded.
    expect(grownMiB).toBeLessThan(300);
  });

  it('evicts the least recently used first; an answer larger than the bound is never kept', async () => {
    const cache = createMicroCache({ maxBytes: 2_500 });
    const get = async (url, size) => {
      const r = request(url);
      await cache.middleware(r.ctx, large(size)(r.ctx));
      return r.out['X-Cache'];
    };
    const page = (n) => `/api/blogs?${listQuery({ page: n })}`;
    await get(page(1), 1_000);
    await get(page(2), 1_000);
    expect(await get(page(1), 1_000)).toBe('HIT');
    await get(page(3), 1_000);
    expect(cache.size).toBe(2);
    expect(await get(page(1), 1_000)).toBe('HIT');
    expect(await get(page(2), 1_000)).toBe('MISS');
    expect(await get(page(4), 5_000)).toBe('MISS');
    expect(await get(page(4), 5_000)).toBe('MISS');
    expect(cache.bytes).toBeLessThanOrEqual(2_500);
  });
});
