import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { OG_COVER_BOX, OG_SIZE, pangoText, renderOgCard } from './card';

const require = createRequire(import.meta.url);
const font = (weight: number) => readFileSync(require.resolve(`@fontsource/poppins/files/poppins-latin-${weight}-normal.woff`));
const square = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="${fill}"/></svg>`;

/** A 16-bit greyscale PNG of one level, written by hand: sharp writes 16-bit grey only from 8-bit levels, whose two bytes are alike. */
function greyPng16(width: number, height: number, level: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([16, 0, 0, 0, 0], 8); // 16 bits, greyscale, deflate, no filter method, not interlaced
  const row = Buffer.alloc(1 + width * 2);
  for (let x = 0; x < width; x++) row.writeUInt16BE(level, 1 + x * 2);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const rows = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

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

  it('draws a 1200x630 JPEG with the mark, the name and the art', async () => {
    const png = await renderOgCard({ ...input, name: 'Bluecrest Digital' });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', OG_SIZE.width, OG_SIZE.height]);
    // The left column carries the mark and the text; a longer name inks more of it.
    const left = { left: 0, top: 0, width: 560, height: OG_SIZE.height };
    const short = await renderOgCard({ ...input, name: 'B' });
    expect(await inked(png, left)).toBeGreaterThan((await inked(short, left)) + 2000);
  });

  it('draws cards at once (as the build renders many pages at a time) from a font it has not unpacked yet', async () => {
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

  it('draws a post’s cover in place of the illustration, cropped around the editor’s focal point', async () => {
    // A photograph-sized cover: red in its top-left corner, blue elsewhere.
    const cover = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#1040e0' } })
      .composite([{ input: { create: { width: 400, height: 200, channels: 3, background: '#e01010' } }, top: 0, left: 0 }])
      .png()
      .toBuffer();
    const pixel = async (card: Buffer, x: number, y: number) => {
      const { data } = await sharp(card)
        .extract({ left: OG_COVER_BOX.left + x, top: OG_COVER_BOX.top + y, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return data[0]! > 180 && data[2]! < 80 ? 'red' : data[2]! > 180 && data[0]! < 80 ? 'blue' : 'other';
    };
    const topLeft = await renderOgCard({ ...input, name: 'A', cover: { bytes: cover, focalPoint: { x: 10, y: 10 } } });
    const bottomRight = await renderOgCard({ ...input, name: 'A', cover: { bytes: cover, focalPoint: { x: 90, y: 90 } } });
    expect(await pixel(topLeft, 40, 40)).toBe('red');
    expect(await pixel(bottomRight, 40, 40)).toBe('blue');
    // The illustration's orange is not drawn on a card with a cover.
    const { data } = await sharp(topLeft).raw().toBuffer({ resolveWithObject: true });
    let orange = 0;
    for (let i = 0; i < data.length; i += 3) if (data[i]! > 230 && data[i + 1]! > 150 && data[i + 1]! < 200 && data[i + 2]! < 110) orange++;
    expect(orange).toBeLessThan(50);
  });

  it('draws a cover an editor may upload in other forms: 16-bit grey, half transparent', async () => {
    const centre = async (card: Buffer) => {
      const data = await sharp(card)
        .extract({ left: OG_COVER_BOX.left + OG_COVER_BOX.width / 2, top: OG_COVER_BOX.top + OG_COVER_BOX.height / 2, width: 1, height: 1 })
        .raw()
        .toBuffer();
      return [...data];
    };
    // Sixteen-bit grey whose two bytes differ (0x8040): read as bytes, it would come out a mix of 0x40 and 0x80.
    const grey16 = greyPng16(800, 600, 0x8040);
    expect(await sharp(grey16).metadata()).toMatchObject({ depth: 'ushort', channels: 1 });
    const halfClear = await sharp({ create: { width: 800, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    for (const channel of await centre(await renderOgCard({ ...input, name: 'A', cover: { bytes: grey16, focalPoint: null } }))) {
      expect(channel).toBeGreaterThan(0x80 - 6);
      expect(channel).toBeLessThan(0x80 + 6);
    }
    // Half-transparent black over the card's light background: a mid tone, not black.
    for (const channel of await centre(await renderOgCard({ ...input, name: 'A', cover: { bytes: halfClear, focalPoint: null } }))) {
      expect(channel).toBeGreaterThan(90);
      expect(channel).toBeLessThan(160);
    }
  });
});
