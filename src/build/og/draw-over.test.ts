import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawOver, type RawPixels } from './draw-over';

/** Pixels that vary in every channel, from a seed; an RGBA one's alphas run through all 256 values. */
function pattern(width: number, height: number, channels: number, seed: number): RawPixels {
  const data = new Uint8Array(width * height * channels);
  for (let i = 0; i < data.length; i++) data[i] = (i * seed + 13) % 256;
  if (channels === 4) for (let p = 0; p < width * height; p++) data[p * 4 + 3] = p % 256;
  return { data, width, height, channels };
}

const raw = (p: RawPixels) => ({ width: p.width, height: p.height, channels: p.channels as 1 | 3 | 4 });

/** sharp's composite of `over` on `base` at (left, top), as RGB. */
async function composited(base: RawPixels, over: RawPixels, left: number, top: number): Promise<Uint8Array> {
  const out = await sharp(base.data, { raw: raw(base) })
    .composite([{ input: Buffer.from(over.data), raw: raw(over), left, top }])
    .removeAlpha()
    .raw()
    .toBuffer();
  return new Uint8Array(out);
}

describe('drawOver', () => {
  it.each([
    ['an RGBA overlay inside the base, every alpha', 32, 32, 4, 10, 5],
    ['an RGB overlay inside the base', 20, 12, 3, 3, 40],
    ['an RGBA overlay past the base’s right and bottom edges', 40, 30, 4, 50, 50],
    ['an RGBA overlay past the base’s left and top edges', 40, 30, 4, -12, -7],
    ['an RGB overlay past the base’s left edge', 20, 12, 3, -5, 0],
  ])('gives the pixels of sharp’s composite: %s', async (_, width, height, channels, left, top) => {
    const base = pattern(64, 64, 3, 37);
    const over = pattern(width, height, channels, 91);
    const expected = await composited(base, over, left, top);
    drawOver(base, over, left, top);
    expect(base.data).toEqual(expected);
  });

  it('weighs an opaque overlay’s pixels by the mask as sharp weighs the same mask as its alpha', async () => {
    const base = pattern(64, 64, 3, 37);
    const over = pattern(30, 20, 3, 53);
    const mask = pattern(30, 20, 1, 29).data;
    const withAlpha = new Uint8Array(30 * 20 * 4);
    for (let p = 0; p < 30 * 20; p++) withAlpha.set([...over.data.subarray(p * 3, p * 3 + 3), mask[p]!], p * 4);
    const expected = await composited(base, { ...over, data: withAlpha, channels: 4 }, 7, 9);
    drawOver(base, over, 7, 9, mask);
    expect(base.data).toEqual(expected);
  });

  it('weighs a transparent overlay by its alpha and the mask both, as sharp’s mask cut (dest-in) then composite do, give or take a level', async () => {
    const base = pattern(64, 64, 3, 37);
    const over = pattern(32, 16, 4, 53);
    const mask = pattern(32, 16, 1, 29);
    // The mask as the alpha of a black image, as the cover's corners were drawn from an SVG.
    const maskImage = new Uint8Array(32 * 16 * 4);
    mask.data.forEach((m, p) => (maskImage[p * 4 + 3] = m));
    const cut = await sharp(over.data, { raw: raw(over) })
      .composite([{ input: Buffer.from(maskImage), raw: { width: 32, height: 16, channels: 4 }, blend: 'dest-in' }])
      .raw()
      .toBuffer();
    const expected = await composited(base, { ...over, data: new Uint8Array(cut) }, 20, 30);
    drawOver(base, over, 20, 30, mask.data);
    const apart = base.data.reduce((most, v, i) => Math.max(most, Math.abs(v - expected[i]!)), 0);
    expect(apart).toBeLessThanOrEqual(1);
    // Not the overlay alone: the mask changed what was drawn.
    const unmasked = pattern(64, 64, 3, 37);
    drawOver(unmasked, over, 20, 30);
    expect(unmasked.data).not.toEqual(base.data);
  });

  it('refuses pixels it cannot draw, rather than drawing garbage', () => {
    const grey = { data: new Uint8Array(4), width: 2, height: 2, channels: 1 };
    const rgb = { data: new Uint8Array(12), width: 2, height: 2, channels: 3 };
    expect(() => drawOver(rgb, grey, 0, 0)).toThrow(/not 1 channels/);
    expect(() => drawOver(grey, rgb, 0, 0)).toThrow(/RGB pixels, not 1/);
    expect(() => drawOver(rgb, rgb, 0, 0, new Uint8Array(3))).toThrow(/one byte for each pixel/);
    // Sixteen-bit samples, or fewer bytes than the size says.
    expect(() => drawOver(rgb, { ...rgb, data: new Uint8Array(24) }, 0, 0)).toThrow(/over holds 24 bytes, not 2x2x3/);
    expect(() => drawOver({ ...rgb, data: new Uint8Array(6) }, rgb, 0, 0)).toThrow(/base holds 6 bytes/);
    expect(() => drawOver(rgb, rgb, 0.5, 0)).toThrow(/whole pixels, not at \(0.5, 0\)/);
  });
});
