import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import sharp from 'sharp';
import { ANY_DATABASE } from '../support/strapi-admin';
import { buildAgainstStrapi, control } from '../support/strapi-run';

/**
 * The editors' uploads live on S3-compatible object storage (cms/src/storage/uploads.js), a real
 * one here (s3rver on loopback, scripts/harness/s3-store.mjs): a redeploy that replaces the CMS
 * host's disk loses none of them, and the site's build reads the covers from the bucket.
 */
const STRAPI = process.env.STRAPI_URL!;
const MEDIA = process.env.STRAPI_MEDIA_URL!;
/** The bucket's folder in the store's data folder: one `<key>._S3rver_object` per object. */
const BUCKET_DIR = process.env.STRAPI_MEDIA_DIR!;
const editor = { Authorization: `Bearer ${process.env.STRAPI_TOKEN}` };

test.skip(!MEDIA || !BUCKET_DIR, 'scripts/harness/cms-e2e.mjs runs the CMS with its uploads on a local S3 store.');

type UploadedFile = { id: number; url: string; hash: string; ext: string; formats: Record<string, { url: string }> | null };

/** A JPEG large enough for Strapi's renditions: busy (`grain`) or smooth (a gradient, as a sky is). */
async function photo(width: number, height: number, { grain = true } = {}): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) {
    const x = ((i / 3) | 0) % width;
    const y = (i / 3 / width) | 0;
    pixels[i] = grain ? (i * 7919 + ((i / 3) | 0) * 31) % 251 : [(x * 255) / width, (y * 255) / height, 160][i % 3]!;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function upload(request: import('@playwright/test').APIRequestContext, name: string, bytes: Buffer) {
  return request.post(`${STRAPI}/api/upload`, {
    headers: editor,
    multipart: {
      files: { name, mimeType: 'image/jpeg', buffer: bytes },
      fileInfo: JSON.stringify({ alternativeText: `Photograph ${name}` }),
    },
  });
}

const filesOnDisk = () => (existsSync('cms/public/uploads') ? readdirSync('cms/public/uploads').filter((f) => f !== '.gitkeep') : []);
const objectsInBucket = () =>
  readdirSync(BUCKET_DIR)
    .filter((f) => f.endsWith('._S3rver_object'))
    .map((f) => f.slice(0, -'._S3rver_object'.length));

test("an upload lands in the bucket, not on the CMS host's disk, and is served from the media origin", async ({ request }) => {
  const bytes = await photo(1200, 675);
  const res = await upload(request, `bucket-photo-${Date.now()}.jpg`, bytes);
  expect(res.status(), await res.text()).toBe(201);
  const [file] = (await res.json()) as UploadedFile[];
  const key = `${file!.hash}${file!.ext}`;
  expect(file!.url).toBe(`${MEDIA}/${key}`);
  // The original and each rendition Strapi made are objects in the bucket, and nothing is on disk.
  const keys = [key, ...Object.values(file!.formats ?? {}).map((f) => f.url.slice(MEDIA.length + 1))];
  expect(keys.length).toBeGreaterThan(2);
  expect(objectsInBucket()).toEqual(expect.arrayContaining(keys));
  expect(filesOnDisk().filter((f) => f.includes(file!.hash))).toEqual([]);
  // What a visitor's browser fetches is the object in the bucket: the editor's photograph, at its size.
  const served = await request.get(file!.url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  const body = await served.body();
  expect(body.equals(readFileSync(`${BUCKET_DIR}/${key}._S3rver_object`))).toBe(true);
  expect(await sharp(body).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 675 });

  // Deleting it in the media library deletes the objects too.
  const removed = await request.delete(`${STRAPI}/api/upload/files/${file!.id}`, { headers: editor });
  expect(removed.status()).toBe(200);
  expect(objectsInBucket().filter((k) => keys.includes(k))).toEqual([]);
  expect((await request.get(file!.url)).status()).toBe(404);
});

test('only pictures may be uploaded: an SVG with a script, a page, or a document named .jpg is refused and stored nowhere', async ({
  request,
}) => {
  const before = objectsInBucket().length;
  const attempts = [
    {
      name: `drawing-${Date.now()}.svg`,
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>'),
    },
    { name: `page-${Date.now()}.html`, mimeType: 'text/html', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') },
    // The bytes decide, not the name or the declared type.
    {
      name: `brochure-${Date.now()}.jpg`,
      mimeType: 'image/jpeg',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    },
  ];
  for (const files of attempts) {
    const res = await request.post(`${STRAPI}/api/upload`, { headers: editor, multipart: { files } });
    expect(res.status(), `${files.name}: ${await res.text()}`).toBe(400);
  }
  expect(objectsInBucket().length).toBe(before);
  const listed = (await (await request.get(`${STRAPI}/api/upload/files`, { headers: editor })).json()) as Array<{ name: string }>;
  expect(listed.filter((f) => attempts.some((a) => a.name === f.name))).toEqual([]);
});

// On SQLite only: the bucket and the build's phone copy are the same on any database, and the
// PostgreSQL run's own build (dist-strapi-postgres) reads the seeded covers' relations there.
test(
  'the seeded covers are in the bucket, and a build reads a new cover from there for its phone copy',
  { tag: ANY_DATABASE },
  async ({ request }) => {
    test.setTimeout(240_000);
    expect(filesOnDisk()).toEqual([]);
    const stamp = Date.now();
    const res = await upload(request, `cover-photo-${stamp}.jpg`, await photo(1600, 900, { grain: false }));
    expect(res.status(), await res.text()).toBe(201);
    const [cover] = (await res.json()) as UploadedFile[];
    const slug = `a-cover-from-the-bucket-${stamp}`;
    const created = await request.post(`${STRAPI}/api/blogs?status=published`, {
      headers: editor,
      data: {
        data: {
          title: `A Cover From The Bucket ${stamp}`,
          slug,
          coverImage: cover!.id,
          content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Body.' }] }],
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
    const outDir = `dist-uploads-${stamp}`;
    try {
      const build = buildAgainstStrapi(outDir);
      expect(build.status, `${build.stdout}${build.stderr}`.slice(-2000)).toBe(0);
      const html = readFileSync(`${outDir}/blog/${slug}.html`, 'utf8');
      // Wider screens choose among the bucket's renditions; the phone's copy was made from them at build.
      const srcset = html.match(/<source[^>]*srcset="([^"]+)"/i)![1]!;
      expect(srcset.split(', ').every((c) => c.startsWith(`${MEDIA}/`))).toBe(true);
      expect(html).toMatch(/<(img[^>]*src|source[^>]*srcset)="data:image\/(avif|webp);base64,/i);
      // The pages may show images from the bucket's origin, and connect to nothing new there.
      const csp = readFileSync(`${outDir}/_headers`, 'utf8').match(/Content-Security-Policy: (.*)/)![1]!;
      const origin = new URL(MEDIA).origin;
      expect(csp.split('; ').find((d) => d.startsWith('img-src'))).toContain(origin);
      expect(csp.split('; ').find((d) => d.startsWith('connect-src'))).not.toContain(origin);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
      await request.delete(`${STRAPI}/api/blogs/${documentId}`, { headers: editor });
      await request.delete(`${STRAPI}/api/upload/files/${cover!.id}`, { headers: editor });
    }
  },
);

test(
  'with the bucket gone, an upload fails clearly and leaves nothing behind; back, everything is there',
  { tag: ANY_DATABASE },
  async ({ request }) => {
    const before = (await (await request.get(`${STRAPI}/api/upload/files`, { headers: editor })).json()) as UploadedFile[];
    const kept = before[0]!;
    expect((await control('/s3/stop')).status).toBe(204);
    try {
      const res = await upload(request, `while-the-store-is-down-${Date.now()}.jpg`, await photo(800, 450));
      expect(res.status()).toBeGreaterThanOrEqual(500);
      // No entry in the media library points at a file that is not there.
      const after = (await (await request.get(`${STRAPI}/api/upload/files`, { headers: editor })).json()) as UploadedFile[];
      expect(after.map((f) => f.id)).toEqual(before.map((f) => f.id));
    } finally {
      expect((await control('/s3/start')).status).toBe(204);
    }
    // The store's data outlived its process: what was uploaded before is served again.
    expect((await request.get(kept.url)).status()).toBe(200);
    const again = await upload(request, `after-the-store-is-back-${Date.now()}.jpg`, await photo(800, 450));
    expect(again.status(), await again.text()).toBe(201);
    const [file] = (await again.json()) as UploadedFile[];
    expect((await request.get(file!.url)).status()).toBe(200);
    await request.delete(`${STRAPI}/api/upload/files/${file!.id}`, { headers: editor });
  },
);
