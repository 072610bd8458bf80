import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { OG_SIZE, pangoText, renderOgCard } from './card';

const require = createRequire(import.meta.url);
const font = (weight: number) => readFileSync(require.resolve(`@fontsource/poppins/files/poppins-latin-${weight}-normal.woff`));
const square = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="${fill}"/></svg>`;

/** How many pixels of a region differ from the card's background. */
async function inked(png: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const { data, info } = await sharp(png).extract(region).raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i]! < 150 && data[i + 1]! < 150) count++;
  return count;
}

describe('pangoText', () => {
  it('escapes what Pango markup would read as tags', () => {
    expect(pangoText('Smith & Sons <Digital>')).toBe('Smith &amp; Sons &lt;Digital&gt;');
  });
});

describe('renderOgCard', () => {
  const input = {
    logoSvg: square('#0F2FA9'),
    artSvg: square('#FFB547'),
    tagline: 'Websites, SEO, CRM and ads.',
    font: font(700),
  };

  it('draws a 1200x630 PNG with the mark, the name and the art', async () => {
    const png = await renderOgCard({ ...input, name: 'Bluecrest Digital' });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', OG_SIZE.width, OG_SIZE.height]);
    // The left column carries the mark and the text; a longer name inks more of it.
    const left = { left: 0, top: 0, width: 560, height: OG_SIZE.height };
    const short = await renderOgCard({ ...input, name: 'B' });
    expect(await inked(png, left)).toBeGreaterThan((await inked(short, left)) + 2000);
  });

  it('draws cards at once (as the build renders four pages at a time) from a font it has not unpacked yet', async () => {
    // A temporary folder of its own, and a weight no other test here uses: the font file is
    // written during this test, by whichever of the six cards gets there first.
    const temp = mkdtempSync(join(tmpdir(), 'og-fonts-'));
    vi.stubEnv('TMPDIR', temp);
    try {
      const cards = await Promise.all(
        Array.from({ length: 6 }, (_, i) => renderOgCard({ ...input, font: font(600), name: `Post number ${i + 1}` })),
      );
      const left = { left: 0, top: 0, width: 560, height: OG_SIZE.height };
      for (const card of cards) expect(await inked(card, left)).toBeGreaterThan(2000);
      // One whole font file, no half-written one left behind.
      expect(readdirSync(join(temp, 'agency-og-fonts'))).toEqual([expect.stringMatching(/^[0-9a-f]{16}\.ttf$/)]);
    } finally {
      vi.unstubAllEnvs();
      rmSync(temp, { recursive: true, force: true });
    }
  });
});
