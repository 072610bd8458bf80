import { describe, expect, it } from 'vitest';
import microCache from './micro-cache.js';
import koaContext from './koa-context.test-support.js';
import { allPostsQuery, bySlugQuery, categoriesQuery, listQuery, suggestionsQuery } from '../../../src/lib/strapi/queries';

const { createMicroCache, clearOnWrites, cacheKey } = microCache;

/** Calls the site really makes (its own query builders), and their paths. */
// The list's first page: what most visitors' browsers ask for.
const HOME = `/api/blogs?${listQuery({ page: 1 })}`;
const LIST = `/api/blogs?${listQuery({ page: 2 })}`;
const SEARCH = `/api/blogs?${listQuery({ page: 1, search: 'seo' })}`;

const { request, strapi } = koaContext;

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
    expect(
      reqs.every(({ ctx }) => JSON.parse(Buffer.isBuffer(ctx.body) ? ctx.body.toString() : JSON.stringify(ctx.body)).data[0].id === 1),
    ).toBe(true);
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
    for (const url of [
      '/admin/init',
      '/api/users/me',
      '/uploads/a.png',
      '/api/auth/local',
      '/admin/init',
      '/api/users/me',
      '/uploads/a.png',
    ]) {
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

describe("only the site's query shapes are cached", () => {
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
    ['a page size over the maximum', HOME.replace('pagination%5BpageSize%5D=6', 'pagination%5BpageSize%5D=1000')],
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
