import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { BUILD_CACHE_KEEP_BUILDS, BUILD_CACHE_MAX_AGE_DAYS, cacheKey, cached, pruneCache, recordBuild } from './file-cache';

/** An empty cache folder for one test, removed when the test ends. */
function newCacheRoot() {
  const root = mkdtempSync(join(tmpdir(), 'build-cache-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  return root;
}

describe('the build cache', () => {
  it('draws once per key, and again for another key', async () => {
    const root = newCacheRoot();
    const make = vi.fn(async () => new Uint8Array([1, 2, 3]));
    expect([...(await cached('cards', 'k1', make, root))]).toEqual([1, 2, 3]);
    expect([...(await cached('cards', 'k1', make, root))]).toEqual([1, 2, 3]);
    expect(make).toHaveBeenCalledTimes(1);
    await cached('cards', 'k2', make, root);
    expect(make).toHaveBeenCalledTimes(2);
    // Only whole results are left behind.
    expect(readdirSync(join(root, 'cards')).sort()).toEqual(['k1', 'k2']);
  });

  it('keeps nothing when drawing fails', async () => {
    const root = newCacheRoot();
    await expect(cached('cards', 'k', async () => Promise.reject(new Error('no font')), root)).rejects.toThrow('no font');
    expect(() => readdirSync(join(root, 'cards'))).toThrow();
  });

  it('keys differ when any part differs, bytes and text alike', () => {
    const base = cacheKey('card', new Uint8Array([1]), { title: 'A' });
    expect(cacheKey('card', new Uint8Array([1]), { title: 'A' })).toBe(base);
    expect(cacheKey('card', new Uint8Array([2]), { title: 'A' })).not.toBe(base);
    expect(cacheKey('card', new Uint8Array([1]), { title: 'B' })).not.toBe(base);
    // Parts are separated: moving a boundary changes the key.
    expect(cacheKey('ab', 'c')).not.toBe(cacheKey('a', 'bc'));
  });

  it('sweeps what no build has used for a month, and keeps what a build just read', async () => {
    const root = newCacheRoot();
    const make = async () => new Uint8Array([7]);
    await cached('cards', 'old', make, root);
    await cached('cards', 'read-again', make, root);
    await cached('covers', 'recent', make, root);
    const day = 24 * 60 * 60 * 1000;
    const longAgo = new Date(Date.now() - (BUILD_CACHE_MAX_AGE_DAYS + 1) * day);
    for (const [room, key] of [
      ['cards', 'old'],
      ['cards', 'read-again'],
    ]) {
      utimesSync(join(root, room!, key!), longAgo, longAgo);
    }
    // A build reads one of the two old entries: that marks it as used.
    await cached('cards', 'read-again', async () => Promise.reject(new Error('must not draw again')), root);
    expect(Date.now() - statSync(join(root, 'cards', 'read-again')).mtimeMs).toBeLessThan(day);

    expect(await pruneCache(root)).toBe(1);
    expect(readdirSync(join(root, 'cards'))).toEqual(['read-again']);
    expect(readdirSync(join(root, 'covers'))).toEqual(['recent']);
    // Nothing to sweep, or no cache at all: nothing happens.
    expect(await pruneCache(root)).toBe(0);
    expect(await pruneCache(join(root, 'none'))).toBe(0);
  });

  it(`keeps only what the last ${BUILD_CACHE_KEEP_BUILDS} builds used`, async () => {
    const root = newCacheRoot();
    const make = async () => new Uint8Array([1]);
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes));
    /** A build at `minute` that uses `keys`. */
    const build = async (minute: number, keys: string[]) => {
      const usedSince = await recordBuild(root, at(minute).getTime());
      for (const key of keys) {
        await cached('cards', key, make, root);
        utimesSync(join(root, 'cards', key), at(minute), at(minute));
      }
      return pruneCache(root, { usedSince, now: at(minute + 1).getTime() });
    };
    expect(await build(0, ['a', 'b'])).toBe(0);
    expect(await build(10, ['a'])).toBe(0);
    // The third build: b was used by the oldest of the three, so it stays.
    expect(await build(20, ['a'])).toBe(0);
    expect(readdirSync(join(root, 'cards')).sort()).toEqual(['a', 'b']);
    // The fourth: none of the last three used b.
    expect(await build(30, ['a', 'c'])).toBe(1);
    expect(readdirSync(join(root, 'cards')).sort()).toEqual(['a', 'c']);
    // The record holds the last three starts only.
    expect(JSON.parse(readFileSync(join(root, 'builds.json'), 'utf8'))).toEqual([10, 20, 30].map((m) => at(m).getTime()));
  });
});
