import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import sharp from 'sharp';
import type { Blog, BlogCard, BlogImage, LeadCover } from '../lib/blog/model';
import { cacheKey, cached } from './file-cache';
import { smallestAlike, ssim, type Luma } from './perceptual';

/**
 * A post's cover for phones, carried in the post's HTML. The cover is the largest thing
 * a phone shows first; as its own file it could only start once the HTML had arrived, one more
 * round trip on a slow network. A phone-sized AVIF or WebP (whichever is smaller at the same
 * likeness) rides in the HTML's own round trips instead; tablets and desktops keep the `srcset` and its preloaded rendition.
 * Build-time only (sharp, the file system): the late CMS loader in the browser never needs it.
 */

/** Wide enough for a phone's column (372 CSS px at a device scale of 2). */
export const PHONE_COVER_WIDTH = 750;
/**
 * How alike the copy must look to the cover (mean SSIM of the luma, perceptual.ts): at 0.96 a
 * photograph shows no blocks or banding at a phone's scale, and flat art stays clean.
 */
export const PHONE_COVER_SSIM = 0.96;
/**
 * Beyond this, carrying the copy would cost the HTML more than fetching the file after it (a
 * round trip): the page keeps the file (the copies' sizes: docs/performance.md).
 */
export const PHONE_COVER_MAX_BYTES = 40_000;
/** The quality settings searched, per format: AVIF wins on photographs, WebP on some flat art. */
const AVIF_QUALITIES = [30, 35, 40, 45, 50, 55, 60, 65, 70];
const WEBP_QUALITIES = [50, 55, 60, 65, 70, 75, 80, 85, 90];
/** A CMS slower than this at build gives a page without the copy, not a stuck build. */
const FETCH_TIMEOUT_MS = 10_000;
/** No cover file is read beyond this (Strapi's largest rendition is far smaller). */
const MAX_SOURCE_BYTES = 8 * 1024 * 1024;

/** Bytes of an image by its URL, or null when it cannot be read. */
export type ImageReader = (url: string) => Promise<Uint8Array | null>;

/** The rendition to draw the copy from: the narrowest at least PHONE_COVER_WIDTH wide, else the widest. */
export function phoneCoverSource(image: Pick<BlogImage, 'url' | 'sources'>): string {
  const wide = image.sources.find((s) => s.width >= PHONE_COVER_WIDTH);
  return (wide ?? image.sources.at(-1))?.url ?? image.url;
}

/** The copy the phone is given: its bytes, format and how alike it looks. */
export interface PhoneCopy {
  bytes: Uint8Array;
  format: 'avif' | 'webp';
  quality: number;
  ssim: number;
}

/**
 * The smallest copy of `source` at PHONE_COVER_WIDTH that looks like it (PHONE_COVER_SSIM), in
 * whichever of AVIF and WebP is smaller for this image; null when neither reaches the target.
 */
export async function encodePhoneCopy(source: Uint8Array): Promise<PhoneCopy | null> {
  const resized = await sharp(source).resize({ width: PHONE_COVER_WIDTH, withoutEnlargement: true }).toBuffer();
  const luma = async (bytes: Uint8Array): Promise<Luma> => {
    const { data, info } = await sharp(bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  const reference = await luma(resized);
  const likeness = async (bytes: Uint8Array) => ssim(reference, await luma(bytes));
  const [avif, webp] = await Promise.all([
    smallestAlike(
      AVIF_QUALITIES,
      // Colour at half resolution, as JPEG and WebP carry it: fewer bytes at the same luma likeness
      // (docs/performance.md, "Lighthouse on every URL of the sitemap").
      (quality) => sharp(resized).avif({ quality, effort: 4, chromaSubsampling: '4:2:0' }).toBuffer(),
      likeness,
      PHONE_COVER_SSIM,
    ),
    smallestAlike(WEBP_QUALITIES, (quality) => sharp(resized).webp({ quality }).toBuffer(), likeness, PHONE_COVER_SSIM),
  ]);
  const copies = [avif && { ...avif, format: 'avif' as const }, webp && { ...webp, format: 'webp' as const }].filter((c) => c !== null);
  return copies.sort((a, b) => a.bytes.length - b.bytes.length)[0] ?? null;
}

/** The copy as stored in the build cache: one byte for the format, then the image. */
const FORMATS = ['avif', 'webp'] as const;

/** The cover as a `data:` URL of at most PHONE_COVER_MAX_BYTES, or null (unreadable, not an image, too large). */
export async function phoneCoverDataUrl(image: Pick<BlogImage, 'url' | 'sources'>, read: ImageReader): Promise<string | null> {
  const bytes = await read(phoneCoverSource(image));
  if (!bytes) return null;
  try {
    // Chosen once per source image and settings, kept between builds (src/build/file-cache.ts).
    const key = cacheKey(
      'phone-cover',
      bytes,
      PHONE_COVER_WIDTH,
      PHONE_COVER_SSIM,
      AVIF_QUALITIES,
      WEBP_QUALITIES,
      encodePhoneCopy.toString(),
      sharp.versions,
    );
    const stored = await cached('phone-covers', key, async () => {
      const copy = await encodePhoneCopy(bytes);
      return copy ? new Uint8Array([FORMATS.indexOf(copy.format), ...copy.bytes]) : new Uint8Array();
    });
    if (stored.length < 2 || stored.length - 1 > PHONE_COVER_MAX_BYTES) return null;
    return `data:image/${FORMATS[stored[0]!]};base64,${Buffer.from(stored.subarray(1)).toString('base64')}`;
  } catch {
    return null;
  }
}

/**
 * The build's reader: a site path (`/uploads/...`, the bundled sample's files) from `publicDir`,
 * an absolute URL over HTTP only on the origins of `mediaHosts` (the CMS, and its object storage
 * when uploads live there: the page's CSP allows no other image host, and the build fetches
 * nothing else a post names), with a timeout, no redirect and a size cap. Anything else, or a
 * failure, is null. Each URL is read once per build.
 */
export function buildImageReader(
  publicDir: string,
  mediaHosts: ReadonlyArray<string | null | undefined>,
  fetchImpl: typeof fetch = fetch,
): ImageReader {
  const root = resolve(publicDir);
  const origins = new Set(mediaHosts.filter((h): h is string => Boolean(h)).map((h) => new URL(h).origin));
  const read = async (url: string): Promise<Uint8Array | null> => {
    try {
      if (/^https?:\/\//i.test(url)) {
        if (!origins.has(new URL(url).origin)) return null;
        const res = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
        if (!res.ok || Number(res.headers.get('content-length') ?? 0) > MAX_SOURCE_BYTES) return null;
        const bytes = new Uint8Array(await res.arrayBuffer());
        return bytes.length <= MAX_SOURCE_BYTES ? bytes : null;
      }
      if (!url.startsWith('/') || url.startsWith('//')) return null;
      // Never outside the public folder, whatever the URL says.
      const path = resolve(root, `.${decodeURIComponent(url.split(/[?#]/)[0]!)}`);
      if (!path.startsWith(root + sep)) return null;
      return new Uint8Array(await readFile(path));
    } catch {
      return null;
    }
  };
  const seen = new Map<string, Promise<Uint8Array | null>>();
  return (url) => {
    if (!seen.has(url)) seen.set(url, read(url));
    return seen.get(url)!;
  };
}

/** The lead cover of a page of cards, from the post the first card shows; null when it has none. */
export async function leadCardCover(cards: readonly BlogCard[], posts: readonly Blog[], read: ImageReader): Promise<LeadCover | null> {
  const first = cards[0];
  if (!first?.imageSrcset) return null;
  const image = posts.find((p) => p.id === first.id)?.coverImage;
  if (!image) return null;
  const src = await phoneCoverDataUrl(image, read);
  return src ? { cardId: first.id, imageSrcset: first.imageSrcset, src } : null;
}
