import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { woffToSfnt } from './woff';
import { cacheKey, cached } from '../file-cache';
import colours from '../../config/brand.json' with { type: 'json' };
import type { FocalPoint } from '../../lib/blog/model';
import { focalWindow } from './focal-crop';
import { DRAW_OVER_KEY, drawOver, type RawPixels } from './draw-over';

/** Open Graph's recommended card size. */
export const OG_SIZE = { width: 1200, height: 630 } as const;

export interface OgCardInput {
  /** The agency's mark (SVG source). */
  logoSvg: string;
  /** The illustration on the right (SVG source). */
  artSvg: string;
  name: string;
  tagline: string;
  /**
   * Poppins Bold as WOFF 1.0, for the name and the tagline. One weight only: the text renderer
   * (libvips) resolves a family to the last font file it was given, whatever weight is asked for.
   */
  font: Uint8Array;
  /** The name's size in points: 54 for the agency's card, smaller for a post's longer title. */
  titleSize?: number;
  /**
   * A post's cover, drawn on the right in place of the illustration, cropped around the editor's
   * focal point (the networks show the card whole, so this is the crop they show).
   */
  cover?: { bytes: Uint8Array; focalPoint: FocalPoint | null } | null;
}

/** Where a post's cover sits on its card: beside the text, with rounded corners. */
export const OG_COVER_BOX = { left: 580, top: 60, width: 580, height: 510, radius: 32 } as const;

/** A data: URL's bytes (Vite inlines the font, so no path to node_modules survives bundling). */
export function dataUrlBytes(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

const INK = colours.ink.DEFAULT;
const INK_MUTED = colours.ink.muted;
const BACKGROUND = colours.accent[100];
const LEFT = 80;
const TEXT_WIDTH = 460;
const LOGO = 112;

/** Text for Pango markup, which is XML: the name may hold an ampersand. */
export function pangoText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The site's Open Graph card: the agency's mark, name and tagline on the left, the home
 * illustration on the right, in the brand's colours and Poppins. sharp draws the text with the
 * TrueType file unwrapped from the installed WOFF font, never with whatever the build machine has.
 */
export async function renderOgCard({ logoSvg, artSvg, name, tagline, font, titleSize = 54, cover = null }: OgCardInput): Promise<Buffer> {
  const fontfile = await fontFile(font);
  const title = await text(`<span foreground="${INK}">${pangoText(name)}</span>`, `Poppins Bold ${titleSize}`, fontfile);
  const subtitle = await text(`<span foreground="${INK_MUTED}">${pangoText(tagline)}</span>`, 'Poppins Bold 26', fontfile);
  // With a cover, the backdrop holds no illustration: the cover takes its place.
  const [logo, backdrop, photo, corners] = await Promise.all([
    rasterOnce(logoSvg, drawLogo),
    rasterOnce(cover ? '' : artSvg, drawBackdrop),
    cover ? drawCover(cover.bytes, cover.focalPoint) : null,
    cover ? rasterOnce('', drawCoverMask) : null,
  ]);

  // The mark, the name and the tagline stacked, centred as one block on the card's height.
  const titleTop = LOGO + 36;
  const subtitleTop = titleTop + title.info.height + 18;
  const top = Math.round((OG_SIZE.height - subtitleTop - subtitle.info.height) / 2);

  // Each layer blended only where it lies, on a copy of the backdrop's pixels (drawOver), where
  // sharp's composite blends the whole card for each: sharp only encodes.
  const card = layer({ ...backdrop, data: Buffer.from(backdrop.data) });
  if (photo && corners) drawOver(card, layer(photo), OG_COVER_BOX.left, OG_COVER_BOX.top, corners.data);
  drawOver(card, layer(logo), LEFT, top);
  drawOver(card, layer(title), LEFT, top + titleTop);
  drawOver(card, layer(subtitle), LEFT, top + subtitleTop);
  return (
    sharp(card.data, { raw: pixels(backdrop) })
      // JPEG, which every network shows, and far smaller than PNG with a photograph
      // (docs/performance.md compares the formats); the backdrop is opaque, so nothing is lost.
      .jpeg({ quality: 80 })
      .toBuffer()
  );
}

/**
 * A raster's size and channels, to hand it to sharp as raw pixels. Not sharp's whole output info:
 * its `premultiplied` says how sharp worked, not what it returned (always unpremultiplied), and
 * taken as the input's it would unpremultiply the pixels again, lightening every soft edge.
 */
const pixels = ({ info: { width, height, channels } }: Raster) => ({ width, height, channels });
/** A raster as drawOver takes it. */
const layer = (raster: Raster): RawPixels => ({ data: raster.data, ...pixels(raster) });

const drawLogo = (svg: string) =>
  sharp(Buffer.from(svg), { density: 72 * 4 })
    .resize(LOGO, LOGO)
    .raw()
    .toBuffer({ resolveWithObject: true });
const drawArt = (svg: string) =>
  sharp(Buffer.from(svg)).resize({ width: 640, height: 560, fit: 'inside' }).png().toBuffer({ resolveWithObject: true });
/** What every card shares, as opaque raw pixels: the background, its two circles and the illustration on the right (none for ''). */
const drawBackdrop = async (artSvg: string) => {
  const art = artSvg ? await drawArt(artSvg) : null;
  const decor = `<svg width="${OG_SIZE.width}" height="${OG_SIZE.height}"><circle cx="1080" cy="80" r="260" fill="${colours.accent[200]}"/><circle cx="80" cy="600" r="180" fill="${colours.accent.DEFAULT}" opacity="0.08"/></svg>`;
  return (
    sharp({ create: { ...OG_SIZE, channels: 4, background: BACKGROUND } })
      .composite([
        { input: Buffer.from(decor), top: 0, left: 0 },
        ...(art
          ? [{ input: art.data, top: Math.round((OG_SIZE.height - art.info.height) / 2), left: OG_SIZE.width - art.info.width - 20 }]
          : []),
      ])
      .raw()
      .toBuffer({ resolveWithObject: true })
      // Without its alpha, in a pipeline of its own (sharp flattens before it composites): the cards
      // are drawn on three channels, the backdrop being opaque.
      .then((rgba) =>
        sharp(rgba.data, { raw: pixels(rgba) })
          .removeAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true }),
      )
  );
};

/**
 * A post's cover for its card, as raw pixels: the box's crop around the focal point (focal-crop.ts).
 * sharp hands them over as 8-bit sRGB, with or without alpha, whatever the upload's colour space
 * and depth. Its corners are rounded as it is drawn.
 */
async function drawCover(bytes: Uint8Array, point: FocalPoint | null): Promise<Raster> {
  const image = sharp(bytes).rotate();
  const meta = await image.metadata();
  const box = { width: OG_COVER_BOX.width, height: OG_COVER_BOX.height };
  const w = focalWindow({ width: meta.width ?? box.width, height: meta.height ?? box.height }, box, point);
  return image
    .resize(w.width, w.height, { fit: 'fill' })
    .extract({ left: w.left, top: w.top, width: box.width, height: box.height })
    .raw()
    .toBuffer({ resolveWithObject: true });
}
/** The cover's rounded corners as one byte of coverage a pixel, the same on every card (drawn once, through rasterOnce). */
const drawCoverMask = () =>
  sharp(
    Buffer.from(
      `<svg width="${OG_COVER_BOX.width}" height="${OG_COVER_BOX.height}"><rect width="${OG_COVER_BOX.width}" height="${OG_COVER_BOX.height}" rx="${OG_COVER_BOX.radius}" ry="${OG_COVER_BOX.radius}"/></svg>`,
    ),
  )
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });

type Raster = Awaited<ReturnType<typeof drawArt>>;
/**
 * The mark, the backdrop (with the illustration) and the cover's corners are the same on every
 * card: each is drawn once per build, for each drawing and source (the illustration and the
 * circles took most of a card's time). Build-only state: src/build's tests run isolated.
 */
const rasters = new Map<(svg: string) => Promise<Raster>, Map<string, Promise<Raster>>>();
function rasterOnce(svg: string, draw: (svg: string) => Promise<Raster>): Promise<Raster> {
  let drawn = rasters.get(draw);
  if (!drawn) rasters.set(draw, (drawn = new Map()));
  if (!drawn.has(svg)) drawn.set(svg, draw(svg));
  return drawn.get(svg)!;
}

/**
 * `renderOgCard`, drawn once per card and kept between builds (src/build/file-cache.ts): a
 * rebuild after one post changed draws one card, and the unchanged ones are the same bytes, which
 * Pages does not upload again. The key holds everything the card is drawn from, the drawing code
 * and the brand's colours included.
 */
export async function renderOgCardCached(input: OgCardInput): Promise<Buffer> {
  const { logoSvg, artSvg, name, tagline, font, titleSize = 54 } = input;
  const key = cacheKey(
    'og-card',
    renderOgCard.toString(),
    drawLogo.toString(),
    drawArt.toString(),
    drawBackdrop.toString(),
    drawCover.toString(),
    drawCoverMask.toString(),
    pixels.toString(),
    layer.toString(),
    DRAW_OVER_KEY,
    focalWindow.toString(),
    input.cover?.bytes ?? '',
    input.cover?.focalPoint ?? null,
    text.toString(),
    colours,
    OG_SIZE,
    OG_COVER_BOX,
    { LEFT, TEXT_WIDTH, LOGO },
    sharp.versions,
    logoSvg,
    artSvg,
    font,
    name,
    tagline,
    titleSize,
  );
  return Buffer.from(await cached('og-cards', key, () => renderOgCard(input)));
}

function text(markup: string, font: string, fontfile: string) {
  return sharp({ text: { text: markup, font, fontfile, width: TEXT_WIDTH, rgba: true, dpi: 72, wrap: 'word' } })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/**
 * The TrueType file of a WOFF font, written once under the system's temporary folder and named
 * by its content: the text renderer keeps a font file it has seen, so the file must outlive the
 * call. One write per font and build, however many cards are drawn at once (build.concurrency),
 * and under a name of its own until it is whole, so no card reads half a font.
 */
const fontFiles = new Map<string, Promise<string>>();
function fontFile(woff: Uint8Array): Promise<string> {
  const hash = createHash('sha256').update(woff).digest('hex').slice(0, 16);
  if (!fontFiles.has(hash)) fontFiles.set(hash, writeFontFile(hash, woff));
  return fontFiles.get(hash)!;
}
async function writeFontFile(hash: string, woff: Uint8Array): Promise<string> {
  const dir = join(tmpdir(), 'agency-og-fonts');
  const file = join(dir, `${hash}.ttf`);
  if (existsSync(file)) return file;
  await mkdir(dir, { recursive: true });
  // Written aside then moved into place, so a build running alongside never reads half a file.
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(partial, woffToSfnt(woff));
  await rename(partial, file);
  return file;
}
