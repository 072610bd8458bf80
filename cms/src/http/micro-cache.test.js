import { describe, expect, it } from 'vitest';
import microCache from './micro-cache.js';

const { createMicroCache, clearOnWrites } = microCache;

/** A Koa-like context for one request. */
function request(url, { method = 'GET', headers = {} } = {}) {
  const out = {};
  const ctx = {
    method,
    url,
    path: url.split('?')[0],
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
    const a = request('/api/blogs?x=1');
    await cache.middleware(a.ctx, s.next(a.ctx));
    expect(a.out['X-Cache']).toBe('MISS');
    const b = request('/api/blogs?x=1');
    await cache.middleware(b.ctx, s.next(b.ctx));
    expect(b.out['X-Cache']).toBe('HIT');
    expect(b.ctx.type).toBe('application/json');
    expect(JSON.parse(b.ctx.body)).toEqual({ data: [{ id: 1 }] });
    expect(s.calls).toBe(1);
    const other = request('/api/blogs?x=2');
    await cache.middleware(other.ctx, s.next(other.ctx));
    expect(s.calls).toBe(2);
  });

  it('64 concurrent misses of one URL cost one query (no stampede)', async () => {
    const cache = createMicroCache();
    const s = strapi({ delay: 20 });
    const reqs = Array.from({ length: 64 }, () => request('/api/blogs?q=seo'));
    await Promise.all(reqs.map(({ ctx }) => cache.middleware(ctx, s.next(ctx))));
    expect(s.calls).toBe(1);
    expect(reqs.every(({ ctx }) => JSON.parse(typeof ctx.body === 'string' ? ctx.body : JSON.stringify(ctx.body)).data[0].id === 1)).toBe(true);
  });

  it.each([
    ['a token', { headers: { authorization: 'Bearer t' } }],
    ['a cookie', { headers: { cookie: 'jwtToken=x' } }],
    ['a write', { method: 'POST' }],
  ])('never with %s', async (_name, options) => {
    const cache = createMicroCache();
    const s = strapi();
    for (let i = 0; i < 2; i++) {
      const r = request('/api/blogs', options);
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
    const a = request('/api/blogs');
    await cache.middleware(a.ctx, failing.next(a.ctx));
    const b = request('/api/blogs');
    await cache.middleware(b.ctx, failing.next(b.ctx));
    expect(failing.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('expires after its TTL, and keeps at most maxEntries (oldest out first)', async () => {
    let t = 0;
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 2, now: () => t });
    const s = strapi();
    const get = async (url) => {
      const r = request(url);
      await cache.middleware(r.ctx, s.next(r.ctx));
      return r.out['X-Cache'];
    };
    await get('/api/a');
    t = 999;
    expect(await get('/api/a')).toBe('HIT');
    t = 1000;
    expect(await get('/api/a')).toBe('MISS');
    await get('/api/b');
    await get('/api/c');
    expect(cache.size).toBe(2);
    expect(await get('/api/a')).toBe('MISS');
  });

  it('any content write empties it, and an answer computed across a write is not stored', async () => {
    const cache = createMicroCache();
    let subscriber;
    clearOnWrites({ db: { lifecycles: { subscribe: (fn) => (subscriber = fn) } } }, cache);
    const s = strapi();
    const a = request('/api/blogs');
    await cache.middleware(a.ctx, s.next(a.ctx));
    expect(cache.size).toBe(1);
    subscriber({ action: 'beforeCreate' });
    subscriber({ action: 'afterFindMany' });
    expect(cache.size).toBe(1);
    subscriber({ action: 'afterCreate' });
    expect(cache.size).toBe(0);

    const slow = request('/api/blogs');
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
