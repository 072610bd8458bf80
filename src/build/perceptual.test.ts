import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { smallestAlike, ssim, type Luma } from './perceptual';

/** A 64x64 luma picture: a diagonal gradient with fine stripes, so blur and blocks both show. */
const picture = (): Luma => {
  const data = new Uint8Array(64 * 64);
  for (let y = 0; y < 64; y++) for (let x = 0; x < 64; x++) data[y * 64 + x] = (x * 2 + y * 2 + (x % 3 === 0 ? 40 : 0)) % 256;
  return { data, width: 64, height: 64 };
};
/** The picture after `op`, written out (as PNG, or as what `op` asks for) and read back. */
const through = async (pic: Luma, op: (s: Sharp) => Sharp): Promise<Luma> => {
  const written = await op(sharp(pic.data, { raw: { width: pic.width, height: pic.height, channels: 1 } }).png()).toBuffer();
  const { data, info } = await sharp(written).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

describe('ssim', () => {
  it('is 1 for the same picture', () => {
    expect(ssim(picture(), picture())).toBe(1);
  });

  it.each<[string, (s: Sharp) => Sharp]>([
    ['blurred', (s) => s.blur(2)],
    ['blocky (a low-quality JPEG)', (s) => s.jpeg({ quality: 5 })],
    ['banded (16 grey levels)', (s) => s.linear(1 / 16, 0).linear(16, 0)],
  ])('drops for a picture %s', async (_name, op) => {
    const score = ssim(picture(), await through(picture(), op));
    expect(score).toBeLessThan(0.95);
    expect(score).toBeGreaterThan(0);
  });

  it('ranks a better encoding above a worse one', async () => {
    const good = ssim(picture(), await through(picture(), (s) => s.jpeg({ quality: 90 })));
    const poor = ssim(picture(), await through(picture(), (s) => s.jpeg({ quality: 20 })));
    expect(good).toBeGreaterThan(poor);
  });

  it('refuses pictures of different sizes', () => {
    expect(() => ssim(picture(), { data: new Uint8Array(4), width: 2, height: 2 })).toThrow(/64x64 against 2x2/);
  });
});

describe('smallestAlike', () => {
  // A fake encoder: quality q gives q bytes and a likeness of q / 100.
  const encode = async (q: number) => new Uint8Array(q);
  const likeness = async (bytes: Uint8Array) => bytes.length / 100;
  const qualities = [30, 40, 50, 60, 70, 80, 90];

  it.each([
    [0.25, 30],
    [0.5, 50],
    [0.55, 60],
    [0.9, 90],
  ])('at a target of %s picks quality %s, the lowest that reaches it', async (target, quality) => {
    expect(await smallestAlike(qualities, encode, likeness, target)).toMatchObject({ quality, ssim: quality / 100 });
  });

  it('gives null when even the best quality falls short', async () => {
    expect(await smallestAlike(qualities, encode, likeness, 0.95)).toBeNull();
  });

  it('encodes a handful of times, not every quality', async () => {
    let calls = 0;
    await smallestAlike(qualities, async (q) => (calls++, encode(q)), likeness, 0.6);
    expect(calls).toBeLessThanOrEqual(3);
  });
});
