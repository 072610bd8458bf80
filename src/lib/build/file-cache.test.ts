import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cacheKey, cached } from './file-cache';

describe('the build cache', () => {
  it('draws once per key, and again for another key', async () => {
    const root = mkdtempSync(join(tmpdir(), 'build-cache-'));
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
    const root = mkdtempSync(join(tmpdir(), 'build-cache-'));
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
});
