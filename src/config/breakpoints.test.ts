import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { breakpoints, CARD_IMAGE_SIZES, NARROW_HEADER_QUERY } from './breakpoints';

/** The width `sizes` gives an image at a viewport width: the first entry whose condition holds. */
function sizeAt(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,\s*(?![^()]*\))/)) {
    const m = /^(?:\(min-width: (\d+)px\)\s+)?(.+)$/.exec(entry.trim())!;
    if (m[1] && viewport < Number(m[1])) continue;
    const length = m[2]!;
    if (/^\d+px$/.test(length)) return parseInt(length, 10);
    const calc = /^calc\(\(?100vw - (\d+)px\)?(?: \/ (\d))?\)$/.exec(length);
    if (!calc) throw new Error(`Unread size ${length}`);
    return (viewport - Number(calc[1])) / Number(calc[2] ?? 1);
  }
  throw new Error('No default size');
}

describe('breakpoints (product §9)', () => {
  it('are the spec numbers, written once', () => {
    expect(breakpoints).toEqual({ mobile: 600, tablet: 900, portfolioWide: 960, popup: 975, headerNarrowMax: 1024, wide: 1280 });
    expect(NARROW_HEADER_QUERY).toBe('(max-width: 1024px)');
  });

  it('Tailwind builds its screens from the same file', () => {
    const require = createRequire(import.meta.url);
    const screens = require('../../tailwind.config.cjs').theme.screens as Record<string, string>;
    expect(screens).toEqual({ sm: '600px', md: '900px', lg: '960px', popup: '975px', nav: '1025px', xl: '1280px' });
  });

  // The list grid and the carousel: 1 card under 600 px, 2 under 960 px, 3 from it, in a
  // 1200 px content column padded 20 px (phones) or 32 px, cards 24 px apart.
  it.each([
    [320, 280],
    [390, 350],
    [599, 559],
    [600, 256],
    [768, 340],
    [959, 435.5],
    [960, 282.67],
    [1024, 304],
    [1199, 362.33],
    [1440, 363],
  ])('a card image at %ipx is %fpx wide', (viewport, width) => {
    expect(sizeAt(CARD_IMAGE_SIZES, viewport)).toBeCloseTo(width, 1);
  });
});
