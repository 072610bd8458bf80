#!/usr/bin/env node
// Renders the hand-written SVG sources in src/data/sample-blog/art to JPEG
// "uploads" the way Strapi 5's upload plugin stores them (main file + thumbnail +
// responsive breakpoints), then refreshes the media objects embedded in the
// sample's blogs.json and authors.json (sizes, dimensions, format urls) so they
// match the files. A generator, so it lives with the scripts, not with the data.
//
// Usage (from the project root):  node scripts/render-art.mjs
//
// File names are stable: the hash suffix is derived from the art name, not
// from the pixels, so re-rendering never changes any url.

import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile, access } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SAMPLE_DIR = join(ROOT, 'src', 'data', 'sample-blog');
const ART_DIR = join(SAMPLE_DIR, 'art');
const UPLOADS_DIR = join(ROOT, 'public', 'uploads');

const JPEG = { quality: 78, mozjpeg: true };
const MAX_BYTES = 80 * 1024;

// Strapi defaults: thumbnail fits inside 245x156, breakpoints by width.
const THUMBNAIL = { width: 245, height: 156 };
const BREAKPOINTS = { large: 1000, medium: 750, small: 500 };

/**
 * Every uploaded asset. `art` is the SVG base name in ./art, `name` the
 * original file name an editor would have uploaded.
 */
export const MEDIA = [
  {
    art: 'avatar-maya-chen',
    id: 1,
    documentId: '7p0wpuy810f0yt0lo78x0910',
    width: 256,
    height: 256,
    alternativeText: 'Portrait illustration of Maya Chen',
    caption: null,
    createdAt: '2025-01-02T09:12:40.118Z',
  },
  {
    art: 'cover-website-timeline',
    id: 2,
    documentId: 'ylxrhnm5zwglpp1otj1id6ic',
    width: 1200,
    height: 630,
    alternativeText: 'Abstract browser window with a colourful project timeline of staggered bars',
    caption: 'A typical build, phase by phase',
    createdAt: '2025-01-02T10:03:17.406Z',
  },
  {
    art: 'cover-local-seo',
    id: 3,
    documentId: 'h8f5c3lxpuv185wccxfnz5p6',
    width: 1200,
    height: 630,
    alternativeText: 'Illustrated city map with a large blue location pin and review stars',
    caption: null,
    createdAt: '2025-05-12T14:21:05.772Z',
  },
  {
    art: 'cover-crm-adoption',
    id: 4,
    documentId: 'queeymj76r2qjecb3ts8hkpo',
    width: 1200,
    height: 630,
    alternativeText: 'Kanban-style sales pipeline with a deal card being dragged to the next stage',
    caption: 'Pipelines beat feature lists',
    createdAt: '2025-09-20T11:47:52.309Z',
  },
  {
    art: 'diagram-crm-pipeline',
    id: 5,
    documentId: 'i9xw6eceqmcwfikz25v30fau',
    width: 800,
    height: 450,
    alternativeText:
      'Diagram of a four-stage sales pipeline where the number of deals narrows from new lead to won, with a dashed automated follow-up loop from proposal back to qualified',
    caption: 'A four-stage pipeline with one automated follow-up loop',
    createdAt: '2025-09-20T11:52:30.644Z',
  },
  {
    art: 'cover-ppc-vs-meta',
    id: 6,
    documentId: 'odnrwygna7e8qspalm1qjl81',
    width: 1200,
    height: 630,
    alternativeText: 'Split illustration: search results and a bar chart on the left, a social feed card on the right, a gold coin in the middle',
    caption: null,
    createdAt: '2025-11-28T16:05:44.930Z',
  },
  {
    art: 'cover-health-check',
    id: 7,
    documentId: '69t6e2ty8oeqtiiowisvwuei',
    width: 1200,
    height: 630,
    alternativeText: 'A glowing heartbeat line running across a computer monitor on a dark grid',
    caption: null,
    createdAt: '2026-06-05T08:40:11.205Z',
  },
  {
    art: 'cover-lead-automation',
    id: 8,
    documentId: 'ic6kbdzpidd3hculgqufsom5',
    width: 1200,
    height: 630,
    alternativeText: 'A flowing line connecting icons for a new lead, an email, a timer, a chat and a completed check mark',
    caption: 'Every step of the follow-up, mapped',
    createdAt: '2026-08-14T13:18:26.581Z',
  },
  {
    art: 'cover-core-web-vitals',
    id: 9,
    documentId: '0teic82yxn9i17wi9sj3d3o2',
    width: 1200,
    height: 630,
    alternativeText: 'Three speedometer-style gauges in teal, amber and blue on a dark background',
    caption: null,
    createdAt: '2026-10-27T10:29:03.857Z',
  },
  {
    art: 'avatar-daniel-okafor',
    id: 10,
    documentId: 'k3v8q2m0zr7ds1yx5n4hcw6e',
    width: 256,
    height: 256,
    alternativeText: 'Portrait illustration of Daniel Okafor',
    caption: null,
    createdAt: '2025-05-12T14:01:36.402Z',
  },
  {
    art: 'cover-accessible-design',
    id: 11,
    documentId: 'u7fj2p9x4kq0w8ne3bz6rm1c',
    width: 1200,
    height: 630,
    alternativeText: 'A web page with dark, high-contrast text and a keyboard-focused button ringed in amber, beside a large universal access symbol',
    caption: null,
    createdAt: '2026-03-16T15:22:48.117Z',
  },
  {
    art: 'diagram-website-timeline',
    id: 12,
    documentId: 'e2t9wq6m1zc8rj4hk0xv5ypa',
    width: 800,
    height: 450,
    alternativeText:
      'Project timeline over ten weeks: discovery, content, design, development and launch as five bars, each starting before the previous one ends, with the go-live flag in week eight',
    caption: 'Overlapping phases are how a ten-week plan lands in eight',
    createdAt: '2025-01-03T11:40:09.512Z',
  },
  {
    art: 'diagram-local-seo',
    id: 13,
    documentId: 'w4hx0b7e2q9ly6kd3nc8tj1f',
    width: 800,
    height: 450,
    alternativeText:
      'A local search: a map with three pins beside the three listings of the map pack; the highlighted first listing has five stars and a verified check mark',
    caption: 'The map pack: three businesses above every other result',
    createdAt: '2025-05-12T14:33:51.026Z',
  },
  {
    art: 'diagram-budget-split',
    id: 14,
    documentId: 'p1yk8d4s0mw6ez3qh9c2vrx7',
    width: 800,
    height: 450,
    alternativeText:
      'Two ways to split one budget: for a service people already search for, seventy percent to search ads and thirty to social ads; for a new or visual offer, the reverse',
    caption: 'Seventy-thirty, one way or the other',
    createdAt: '2025-11-28T16:11:27.884Z',
  },
  {
    art: 'diagram-contrast',
    id: 15,
    documentId: 'z6c1r8n3kf0yw5tq2mh9xd4b',
    width: 800,
    height: 450,
    alternativeText:
      'The same form twice: on the left pale grey text, a faint field and a washed-out button, marked as failing; on the right dark text, a labelled field with a visible border and a solid button with a focus ring, marked as passing',
    caption: 'Same layout, same colours on brand: only the contrast changed',
    createdAt: '2026-03-16T15:31:02.640Z',
  },
  {
    art: 'diagram-health-check',
    id: 16,
    documentId: 'g0m5x9w2hd7kq4tz1yb8ce3n',
    width: 800,
    height: 450,
    alternativeText:
      'A website health report: five checks for speed, security, mobile, search and forms, scored as bars in green, amber and red, beside an overall score ring and a short list of fixes',
    caption: 'What you get: a score per area and the three fixes that matter most',
    createdAt: '2026-06-05T08:47:33.391Z',
  },
  {
    art: 'diagram-follow-up-sequence',
    id: 17,
    documentId: 'r9b3f6y1tn8wx2kc5qe0mh4d',
    width: 800,
    height: 450,
    alternativeText:
      'A follow-up sequence on a timeline: an automatic confirmation, a personal reply within the hour and a useful resource on day two; a reply branches off to a booked call, and the day-five and day-fourteen messages are crossed out',
    caption: 'A reply ends the sequence: the later steps never go out',
    createdAt: '2026-08-14T13:24:10.758Z',
  },
  {
    art: 'diagram-core-web-vitals',
    id: 18,
    documentId: 'c5n2h8q0wy4xm7fd1kb9rt3e',
    width: 800,
    height: 450,
    alternativeText:
      'Three bars for loading, responsiveness and visual stability, each split into good, needs improvement and poor; a marker on every bar sits well inside the good band',
    caption: 'Aim for the good band on all three, with room to spare',
    createdAt: '2026-10-27T10:35:48.209Z',
  },
];

const kb = (bytes) => Math.round((bytes / 1000) * 100) / 100;
const hashFor = (art) =>
  `${art.replace(/[^a-z0-9]+/gi, '_').toLowerCase()}_${createHash('sha256').update(art).digest('hex').slice(0, 10)}`;

async function writeJpeg(pipeline, file) {
  const { data, info } = await pipeline.jpeg(JPEG).toBuffer({ resolveWithObject: true });
  if (data.length > MAX_BYTES) throw new Error(`${file} is ${data.length} bytes (> ${MAX_BYTES})`);
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
  const svg = await readFile(join(ART_DIR, `${m.art}.svg`));
  // Rasterise once at 2x for crisp downscales.
  const master = await sharp(svg, { density: 144 })
    .resize(m.width, m.height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  const hash = hashFor(m.art);
  const main = await writeJpeg(sharp(master), `${hash}.jpg`);
  if (main.width !== m.width || main.height !== m.height) {
    throw new Error(`${m.art}: rendered ${main.width}x${main.height}, expected ${m.width}x${m.height}`);
  }

  const formats = {};
  const thumb = await writeJpeg(
    sharp(master).resize(THUMBNAIL.width, THUMBNAIL.height, { fit: 'inside' }),
    `thumbnail_${hash}.jpg`,
  );
  formats.thumbnail = formatEntry('thumbnail', m, hash, thumb);
  for (const [key, bp] of Object.entries(BREAKPOINTS)) {
    if (bp >= m.width && bp >= m.height) continue; // Strapi only generates smaller variants
    const out = await writeJpeg(sharp(master).resize(bp, bp, { fit: 'inside' }), `${key}_${hash}.jpg`);
    formats[key] = formatEntry(key, m, hash, out);
  }

  return {
    id: m.id,
    documentId: m.documentId,
    name: `${m.art}.jpg`,
    alternativeText: m.alternativeText,
    caption: m.caption,
    focalPoint: null,
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
  const { name, alternativeText, url, caption, width, height, formats, hash, ext, mime, size, createdAt, updatedAt } =
    media;
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
