import { describe, expect, it } from 'vitest';
import microCache from './micro-cache.js';
import koaContext from './koa-context.test-support.js';
import { listQuery } from '../../../src/lib/strapi/queries';

const { createMicroCache } = microCache;
const { request } = koaContext;

/** The list's first page, as the site's browsers ask for it. */
const HOME = `/api/blogs?${listQuery({ page: 1 })}`;

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
    for (let i = 0; i < 1_500; i++)
      expect(await send(`/api/blogs?populate=*&q=${Math.random().toString(36).slice(2)}&pagination[pageSize]=6`)).toBeUndefined();
    expect(await send(HOME)).toBe('HIT');
    // Then random searches in the site's own shape: cached, evicting each other within the bound.
    for (let i = 0; i < 1_500; i++)
      await send(`/api/blogs?${listQuery({ page: 1 + (i % 7), search: Math.random().toString(36).slice(2) + i })}`);
    const after = process.memoryUsage();
    const grownMiB = (after.heapUsed + after.arrayBuffers - heapBefore.heapUsed - heapBefore.arrayBuffers) / 1024 / 1024;
    console.info(
      `micro-cache: ${cache.size} entries, ${(cache.bytes / 1024 / 1024).toFixed(1)} MiB held (peak ${(peak / 1024 / 1024).toFixed(1)}), memory grown by ${grownMiB.toFixed(0)} MiB after 3,000 random queries (1,500 in the site's shape) of ~400 KB answers`,
    );
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
