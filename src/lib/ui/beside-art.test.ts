import { describe, expect, it } from 'vitest';
import { besideArtStyle } from './beside-art';

describe('besideArtStyle', () => {
  it.each([
    [{ width: 1000, height: 750 }, 1, '--beside-art: 1000 / 750'],
    [{ width: 1200, height: 900 }, 1.05, '--beside-art: 1260 / 900'],
  ])('%o beside a text column of share %d: %s', (art, share, style) => {
    expect(besideArtStyle(art, share)).toBe(style);
  });

  it('refuses a drawing without its size (an SVG with no width and height)', () => {
    expect(() => besideArtStyle({ width: Number.NaN, height: 750 })).toThrow('an illustration needs its size: NaNx750');
    expect(() => besideArtStyle({ width: 0, height: 0 })).toThrow();
  });
});
