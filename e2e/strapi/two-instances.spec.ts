import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ADMIN, adminToken } from '../support/strapi-admin';

/**
 * Two Strapi instances on one PostgreSQL, as a platform that scales the CMS out runs them
 * (scripts/harness/cms-e2e.mjs --postgres starts the second on its own port). The scheduled post that
 * goes live once, with one rebuild request, is e2e/strapi/editor.spec.ts's, run with both
 * instances up; here, what a visitor's blog search sees when an editor writes through one of
 * them and the search reads through the other.
 */
const FIRST = process.env.STRAPI_URL!;
const SECOND = process.env.STRAPI_SECOND_URL;
const editor = { Authorization: `Bearer ${process.env.STRAPI_TOKEN}` };

test.skip(!SECOND, 'Only the PostgreSQL run has a second instance (scripts/harness/cms-e2e.mjs --postgres).');

/** The blog list's call of the site (a query shape the micro-cache keeps: src/lib/strapi/queries.ts). */
const LIST = '/api/blogs?populate=*&pagination[page]=1&pagination[pageSize]=6&sort=publishedAt:desc';

/** The micro-cache's lifetime (cms/src/http/micro-cache.js), as the README states it. */
const MICRO_CACHE_MS = 5_000;

test("a post published through one instance shows through the other within the micro-cache's 5 s", async ({ request }) => {
  const firstTitle = async (base: string) => {
    const res = await request.get(`${base}${LIST}`);
    return { title: ((await res.json()) as { data: Array<{ title: string }> }).data[0]?.title, cache: res.headers()['x-cache'] };
  };
  // The second instance has the list in its memory.
  await firstTitle(SECOND!);
  expect((await firstTitle(SECOND!)).cache).toBe('HIT');

  const title = `Written Through The First Instance ${Date.now()}`;
  const created = await request.post(`${FIRST}/api/blogs?status=published`, {
    headers: editor,
    data: {
      data: { title, slug: `first-instance-${Date.now()}`, content: [{ type: 'paragraph', children: [{ type: 'text', text: 'x' }] }] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const writtenAt = Date.now();
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;

  // The instance that took the write emptied its own cache at once.
  expect((await firstTitle(FIRST)).title).toBe(title);
  // The other may still answer from its memory, for at most its 5 s; then it asks the database.
  await expect.poll(async () => (await firstTitle(SECOND!)).title, { timeout: MICRO_CACHE_MS + 2_000, intervals: [250] }).toBe(title);
  expect(Date.now() - writtenAt).toBeLessThanOrEqual(MICRO_CACHE_MS + 1_000);
  // Outside the cache (an uncached shape), the second instance reads the post at once: one database.
  const direct = await request.get(`${SECOND}/api/blogs/${documentId}`);
  expect(direct.status()).toBe(200);
  expect(((await direct.json()) as { data: { title: string } }).data.title).toBe(title);

  await request.delete(`${FIRST}/api/blogs/${documentId}`, { headers: editor });
});

test('an editor signed in on one instance is signed in on the other (one set of secrets, one database)', async ({ request }) => {
  // Signed in through the first instance (scripts/harness/cms-e2e.mjs signs in once per run).
  const token = await adminToken(request, FIRST);
  const me = await request.get(`${SECOND}/admin/users/me`, { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status(), await me.text()).toBe(200);
  expect(((await me.json()) as { data: { email: string } }).data.email).toBe(ADMIN.email);
});

test('an upload through one instance is in the media library of the other and served from the bucket', async ({ request }) => {
  const png = readFileSync('cms/favicon.png');
  const res = await request.post(`${SECOND}/api/upload`, {
    headers: editor,
    multipart: { files: { name: `second-instance-${Date.now()}.png`, mimeType: 'image/png', buffer: png } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const [file] = (await res.json()) as Array<{ id: number; url: string }>;
  try {
    const seen = await request.get(`${FIRST}/api/upload/files/${file!.id}`, { headers: editor });
    expect(seen.status()).toBe(200);
    expect(((await seen.json()) as { url: string }).url).toBe(file!.url);
    expect(file!.url.startsWith(`${process.env.STRAPI_MEDIA_URL}/`)).toBe(true);
    // The bytes the bucket holds (Strapi may re-encode an upload) are what the URL serves.
    const key = file!.url.slice(`${process.env.STRAPI_MEDIA_URL}/`.length);
    const served = await request.get(file!.url);
    expect(served.status()).toBe(200);
    expect((await served.body()).equals(readFileSync(`${process.env.STRAPI_MEDIA_DIR}/${key}._S3rver_object`))).toBe(true);
  } finally {
    await request.delete(`${FIRST}/api/upload/files/${file!.id}`, { headers: editor });
  }
});
