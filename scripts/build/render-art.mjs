#!/usr/bin/env node
// Renders the hand-written SVG sources in src/data/sample-blog/art, and the photographs in
// src/data/sample-blog/photos (covers, as agencies upload them), to JPEG
// "uploads" the way Strapi 5's upload plugin stores them (main file + thumbnail +
// responsive breakpoints), then refreshes the media objects embedded in the
// sample's blogs.json and authors.json (sizes, dimensions, format urls) so they
// match the files. A generator, so it lives with the scripts, not with the data.
//
// Usage (from the project root):  node scripts/build/render-art.mjs
//
// File names are stable: the hash suffix is derived from the art name, not
// from the pixels, so re-rendering never changes any url.

import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile, access } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SAMPLE_DIR = join(ROOT, 'src', 'data', 'sample-blog');
const ART_DIR = join(SAMPLE_DIR, 'art');
const PHOTO_DIR = join(SAMPLE_DIR, 'photos');
const UPLOADS_DIR = join(ROOT, 'public', 'uploads');

const JPEG = { quality: 78, mozjpeg: true };
const MAX_BYTES = 80 * 1024;
/** Photographs as Strapi 5 stores an upload's renditions: sharp's JPEG at its default quality. */
const PHOTO_JPEG = { quality: 80 };
const PHOTO_MAX_BYTES = 250 * 1024;

// Strapi defaults: thumbnail fits inside 245x156, breakpoints by width.
const THUMBNAIL = { width: 245, height: 156 };
const BREAKPOINTS = { large: 1000, medium: 750, small: 500 };

/**
 * Every uploaded asset (media.json beside the sample): `art` is the SVG base name in art/, the
 * rest is what Strapi stores for the upload (id, documentId, size, alt text, caption, date).
 */
export const MEDIA = JSON.parse(await readFile(join(SAMPLE_DIR, 'media.json'), 'utf8'));

const kb = (bytes) => Math.round((bytes / 1000) * 100) / 100;
const hashFor = (art) => `${art.replace(/[^a-z0-9]+/gi, '_').toLowerCase()}_${createHash('sha256').update(art).digest('hex').slice(0, 10)}`;

async function writeJpeg(pipeline, file, photo = false) {
  const { data, info } = await pipeline.jpeg(photo ? PHOTO_JPEG : JPEG).toBuffer({ resolveWithObject: true });
  const max = photo ? PHOTO_MAX_BYTES : MAX_BYTES;
  if (data.length > max) throw new Error(`${file} is ${data.length} bytes (> ${max})`);
  await writeFile(join(UPLOADS_DIR, file), data);
  return { width: info.width, height: info.height, bytes: data.length };
}

function formatEntry(prefix, m, hash, out) {
  return {
    name: `${prefix}_${m.art}.jpg`,
    hash: `${prefix}_${hash}`,
    ext: '.jpg',
    mime: 'image/jpeg',
    path: null,
    width: out.width,
    height: out.height,
    size: kb(out.bytes),
    sizeInBytes: out.bytes,
    url: `/uploads/${prefix}_${hash}.jpg`,
  };
}

/** Render one asset; returns the Strapi media object (relation shape). */
async function renderOne(m) {
  const photo = Boolean(m.photo);
  // A photograph is cropped to the upload's size; an SVG rasterised once at 2x for crisp downscales.
  const master = photo
    ? await sharp(join(PHOTO_DIR, m.photo)).resize(m.width, m.height, { fit: 'cover' }).png().toBuffer()
    : await sharp(await readFile(join(ART_DIR, `${m.art}.svg`)), { density: 144 })
        .resize(m.width, m.height, { fit: 'fill' })
        .flatten({ background: '#ffffff' })
        .png()
        .toBuffer();
  const hash = hashFor(m.art);
  const main = await writeJpeg(sharp(master), `${hash}.jpg`, photo);
  if (main.width !== m.width || main.height !== m.height) {
    throw new Error(`${m.art}: rendered ${main.width}x${main.height}, expected ${m.width}x${m.height}`);
  }

  const formats = {};
  const thumb = await writeJpeg(sharp(master).resize(THUMBNAIL.width, THUMBNAIL.height, { fit: 'inside' }), `thumbnail_${hash}.jpg`, photo);
  formats.thumbnail = formatEntry('thumbnail', m, hash, thumb);
  for (const [key, bp] of Object.entries(BREAKPOINTS)) {
    if (bp >= m.width && bp >= m.height) continue; // Strapi only generates smaller variants
    const out = await writeJpeg(sharp(master).resize(bp, bp, { fit: 'inside' }), `${key}_${hash}.jpg`, photo);
    formats[key] = formatEntry(key, m, hash, out);
  }

  return {
    id: m.id,
    documentId: m.documentId,
    name: `${m.art}.jpg`,
    alternativeText: m.alternativeText,
    caption: m.caption,
    // Where the editor said what must stay in view when the cover is cropped (Strapi's focal point picker).
    focalPoint: m.focalPoint ?? null,
    width: main.width,
    height: main.height,
    formats,
    hash,
    ext: '.jpg',
    mime: 'image/jpeg',
    size: kb(main.bytes),
    url: `/uploads/${hash}.jpg`,
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    createdAt: m.createdAt,
    updatedAt: m.createdAt,
    publishedAt: m.createdAt,
  };
}

/** The shape Strapi stores inside an `image` block of a blocks field. */
export function toBlockImage(media, overrides = {}) {
  const { name, alternativeText, url, caption, width, height, formats, hash, ext, mime, size, createdAt, updatedAt } = media;
  return {
    name,
    alternativeText: overrides.alternativeText ?? alternativeText,
    url,
    caption: overrides.caption ?? caption,
    width,
    height,
    formats,
    hash,
    ext,
    mime,
    size,
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    createdAt,
    updatedAt,
  };
}

/** Render everything; returns { [art]: mediaObject }. */
export async function renderAll({ log = true } = {}) {
  await mkdir(UPLOADS_DIR, { recursive: true });
  const out = {};
  for (const m of MEDIA) {
    out[m.art] = await renderOne(m);
    if (log) {
      const f = out[m.art];
      const variants = Object.values(f.formats)
        .map((v) => `${v.width}x${v.height} ${v.size}KB`)
        .join(', ');
      console.log(`${f.url}  ${f.width}x${f.height} ${f.size}KB  [${variants}]`);
    }
  }
  return out;
}

// Replace embedded media objects (matched by hash) with freshly rendered ones,
// keeping editor-set alt text / captions and the shape they were stored in.
function refresh(node, byHash) {
  if (Array.isArray(node)) return node.map((n) => refresh(n, byHash));
  if (!node || typeof node !== 'object') return node;
  if (typeof node.hash === 'string' && typeof node.url === 'string' && byHash[node.hash]) {
    const fresh = byHash[node.hash];
    const keep = { alternativeText: node.alternativeText, caption: node.caption };
    return 'id' in node ? { ...fresh, ...keep } : toBlockImage(fresh, keep);
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, refresh(v, byHash)]));
}

async function main() {
  const media = await renderAll();
  const byHash = Object.fromEntries(Object.values(media).map((m) => [m.hash, m]));
  for (const file of ['authors.json', 'blogs.json']) {
    const path = join(SAMPLE_DIR, file);
    try {
      await access(path);
    } catch {
      continue;
    }
    const data = JSON.parse(await readFile(path, 'utf8'));
    await writeFile(path, `${JSON.stringify(refresh(data, byHash), null, 2)}\n`);
    console.log(`refreshed media objects in ${file}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
