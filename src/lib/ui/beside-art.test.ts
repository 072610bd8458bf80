import { describe, expect, it } from 'vitest';
import { besideArtClass } from './beside-art';

describe('besideArtClass', () => {
  it.each([
    [{ width: 1000, height: 750 }, 1, 'md:aspect-4/3'],
    [{ width: 800, height: 600 }, 1, 'md:aspect-4/3'],
    [{ width: 1000, height: 600 }, 1, 'md:aspect-5/3'],
    [{ width: 1200, height: 900 }, 1.05, 'md:aspect-[4.2/3]'],
  ])('%o beside a text column of share %d: %s', (art, share, ratioClass) => {
    expect(besideArtClass(art, share)).toBe(`w-full md:flex md:flex-col md:justify-start ${ratioClass}`);
  });

  it('names the class to add for a drawing of another ratio', () => {
    expect(() => besideArtClass({ width: 1600, height: 900 })).toThrow('add md:aspect-1600/900 to lib/ui/beside-art.ts');
  });

  it('refuses a drawing without its size (an SVG with no width and height)', () => {
    expect(() => besideArtClass({ width: Number.NaN, height: 750 })).toThrow('an illustration needs its size: NaNx750');
    expect(() => besideArtClass({ width: 0, height: 0 })).toThrow();
  });
});
