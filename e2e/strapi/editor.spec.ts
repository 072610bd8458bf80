import sharp from 'sharp';
import { readFileSync, rmSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { BLOG } from '../../src/lib/blog/constants';
import { COVER_ALT_MISSING } from '../../cms/src/editor/blog-rules.js';
import { adminToken } from '../support/strapi-admin';
import { buildAgainstStrapi } from '../support/strapi-run';

/**
 * What an editor relies on, against the real Strapi that scripts/harness/cms-e2e.mjs runs (rebuild
 * requests go to its control server; scheduled posts are looked at every 5 seconds): a post
 * gets its address from its title, a cover needs its alternative text before it goes live, the
 * fields explain themselves, a post scheduled ahead goes live by itself on time and asks for a
 * rebuild, and a draft saved asks for none; redirects stay on this site, never hide a live page
 * nor loop, follow a published post's new slug, and reach the build's _redirects.
 */
const STRAPI = process.env.STRAPI_URL!;
const MEDIA = process.env.STRAPI_MEDIA_URL!;
const CONTROL = process.env.STRAPI_CONTROL!;
const editor = { Authorization: `Bearer ${process.env.STRAPI_TOKEN}` };
const created: string[] = [];

test.describe.configure({ mode: 'serial' });

interface Rebuild {
  at: number;
  authorized: boolean;
  body: { ref: string; inputs: { reason: string; request?: string } };
}
const rebuilds = async (): Promise<Rebuild[]> => (await fetch(`${CONTROL}/rebuilds`)).json();

async function createDraft(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post(`${STRAPI}/api/blogs?status=draft`, { headers: editor, data: { data } });
  expect(res.status(), await res.text()).toBe(201);
  const post = (await res.json()).data as { documentId: string; slug: string; title: string };
  created.push(post.documentId);
  return post;
}

const publicSlugs = async (request: APIRequestContext, slug: string) =>
  ((await (await request.get(`${STRAPI}/api/blogs?filters[slug][$eq]=${slug}&fields=slug`)).json()).data as Array<{ slug: string }>).map(
    (d) => d.slug,
  );

test.afterAll(async ({ request }) => {
  for (const documentId of created) await request.delete(`${STRAPI}/api/blogs/${documentId}`, { headers: editor });
});

test('a post saved without a slug gets its address from its title, never /blog/blog; a draft saved asks for no rebuild', async ({
  request,
}) => {
  const stamp = Date.now();
  const first = await createDraft(request, { title: `Ten Questions to Ask a Web Agency ${stamp}` });
  expect(first.slug).toBe(`ten-questions-to-ask-a-web-agency-${stamp}`);
  const second = await createDraft(request, { title: `Ten Questions to Ask a Web Agency ${stamp}` });
  expect(second.slug).toBe(`ten-questions-to-ask-a-web-agency-${stamp}-1`);
  // Renaming keeps the address it has.
  const renamed = await request.put(`${STRAPI}/api/blogs/${first.documentId}?status=draft`, {
    headers: editor,
    data: { data: { title: 'A Better Title' } },
  });
  expect((await renamed.json()).data.slug).toBe(first.slug);
  await new Promise((r) => setTimeout(r, 1_500));
  expect((await rebuilds()).filter((r) => r.body.inputs.reason.includes(String(stamp)))).toEqual([]);
});

test('a cover without alternative text cannot go live; once described, it can', async ({ request }) => {
  const png = readFileSync('cms/favicon.png');
  const upload = await request.post(`${STRAPI}/api/upload`, {
    headers: editor,
    multipart: { files: { name: `undescribed-${Date.now()}.png`, mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const file = (await upload.json())[0] as { id: number; alternativeText: string | null };
  expect(file.alternativeText ?? '').toBe('');
  const slug = `undescribed-cover-${Date.now()}`;

  // Straight to published through the API, and the Publish of a saved draft: both refused.
  const direct = await request.post(`${STRAPI}/api/blogs?status=published`, {
    headers: editor,
    data: { data: { title: 'Undescribed Cover', slug, coverImage: file.id } },
  });
  expect(direct.status()).toBe(400);
  expect((await direct.json()).error.message).toBe(COVER_ALT_MISSING);
  const draft = await createDraft(request, { title: 'Undescribed Cover', slug, coverImage: file.id });
  const publish = await request.put(`${STRAPI}/api/blogs/${draft.documentId}?status=published`, { headers: editor, data: { data: {} } });
  expect(publish.status()).toBe(400);
  expect(await publicSlugs(request, slug)).toEqual([]);

  const described = await request.post(`${STRAPI}/api/upload?id=${file.id}`, {
    headers: editor,
    multipart: { fileInfo: JSON.stringify({ alternativeText: 'The agency logo, a white B on blue' }) },
  });
  expect(described.ok(), await described.text()).toBe(true);
  const again = await request.put(`${STRAPI}/api/blogs/${draft.documentId}?status=published`, { headers: editor, data: { data: {} } });
  expect(again.status(), await again.text()).toBe(200);
  expect(await publicSlugs(request, slug)).toEqual([slug]);
});

test("every field of Blog, Category and Author has the editors' label and description in the Content Manager", async ({ request }) => {
  const headers = { Authorization: `Bearer ${await adminToken(request, STRAPI)}` };
  const metadatas = async (uid: string) => {
    const res = await request.get(`${STRAPI}/content-manager/content-types/${uid}/configuration`, { headers });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).data.contentType.metadatas as Record<string, { edit: { label: string; description: string } }>;
  };
  const blog = await metadatas('api::blog.blog');
  expect(blog.title!.edit.label).toBe('Title');
  expect(blog.title!.edit.description).toContain(`first ${BLOG.titleMax.list} characters`);
  expect(blog.slug!.edit.label).toBe('Web address (slug)');
  expect(blog.coverImage!.edit.description).toContain('Alternative text');
  expect(blog.publishAt!.edit.label).toBe('Publish at (scheduled)');
  for (const field of ['content', 'category', 'author']) expect(blog[field]!.edit.description.length, field).toBeGreaterThan(20);
  expect((await metadatas('api::category.category')).name!.edit.label).toBe('Name');
  const author = await metadatas('api::author.author');
  expect(author.bio!.edit.label).toBe('Short bio');
  expect(author.avatar!.edit.label).toBe('Photo');
  expect(blog.seo!.edit.label).toBe('SEO and social');
});

test('a post scheduled ahead stays a draft until its time, then goes live by itself, and the site is asked to rebuild', async ({
  request,
}) => {
  test.setTimeout(90_000);
  // The scheduler runs every 5 s here (SCHEDULE_RULE in scripts/harness/cms-e2e/run.mjs), every minute in
  // production: 10 s ahead spans two runs that must leave the draft alone, then one that publishes it.
  const slug = `scheduled-ahead-${Date.now()}`;
  const at = new Date(Date.now() + 10_000);
  const draft = await createDraft(request, { title: 'Scheduled Ahead', slug, publishAt: at.toISOString() });
  expect(await publicSlugs(request, slug)).toEqual([]);
  await expect.poll(() => publicSlugs(request, slug), { timeout: 60_000, intervals: [1_000] }).toEqual([slug]);
  const liveAt = Date.now();
  expect(liveAt).toBeGreaterThanOrEqual(at.getTime());
  expect(liveAt - at.getTime()).toBeLessThan(20_000);
  // The schedule is spent: the published version carries no date.
  const live = (await (await request.get(`${STRAPI}/api/blogs/${draft.documentId}`)).json()).data as {
    id: number;
    publishAt: string | null;
  };
  expect(live.publishAt).toBeNull();
  const asked = async () => (await rebuilds()).filter((r) => r.body.inputs.reason === `entry.publish blog ${slug}`);
  // Under the CMS's own id, which the workflow's reports carry back (e2e/strapi/rebuilds.spec.ts).
  const once = [
    expect.objectContaining({
      authorized: true,
      body: { ref: 'main', inputs: { reason: `entry.publish blog ${slug}`, request: expect.stringMatching(/^[0-9a-f-]{36}$/) } },
    }),
  ];
  await expect.poll(asked, { timeout: 10_000 }).toEqual(once);
  // Published once, not once per instance (on PostgreSQL a second Strapi runs the same cron at
  // the same second: scripts/harness/cms-e2e.mjs). A marked post scheduled a second ahead goes live
  // in a later round of the scheduler, and its rebuild request comes after the hook's quiet time:
  // by then, still one rebuild request for this post, and the live version is the same row (a
  // second publish would have replaced it with a new one).
  const marker = await createDraft(request, {
    title: 'Scheduled Marker',
    slug: `scheduled-marker-${Date.now()}`,
    publishAt: new Date(Date.now() + 1_000).toISOString(),
  });
  const markerAsked = async () => (await rebuilds()).filter((r) => r.body.inputs.reason === `entry.publish blog ${marker.slug}`).length;
  await expect.poll(markerAsked, { timeout: 30_000, intervals: [500] }).toBe(1);
  expect(await asked()).toEqual(once);
  expect(((await (await request.get(`${STRAPI}/api/blogs/${draft.documentId}`)).json()).data as { id: number }).id).toBe(live.id);
});

test("redirects: only this site's paths, never over a live page, never a loop; a post's new slug keeps its old address; the build writes them, and each post's SEO and social fields", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const redirect = (from: string, to: string, permanent = true) =>
    request.post(`${STRAPI}/api/redirects`, { headers: editor, data: { data: { from, to, permanent } } });
  const refused = async (from: string, to: string, message: string) => {
    const res = await redirect(from, to);
    expect(res.status(), `${from} -> ${to}`).toBe(400);
    expect((await res.json()).error.message).toContain(message);
  };
  await refused(`/promo-${stamp}`, 'https://evil.example/', '"New address" must be a path of this site');
  await refused(`/promo-${stamp}`, '//evil.example', '"New address" must be a path of this site');
  await refused('/about', '/', 'is a live page');
  await refused('/blog/core-web-vitals-explained-for-business-owners', '/', 'is a live page');
  expect((await redirect(`/loop-a-${stamp}`, `/loop-b-${stamp}`)).status()).toBe(201);
  await refused(`/loop-b-${stamp}`, `/loop-a-${stamp}`, 'loop');
  expect((await redirect(`/spring-offer-${stamp}`, '/contact', false)).status()).toBe(201);

  // A published post renamed: the old address follows it.
  const oldSlug = `renamed-post-${stamp}`;
  const post = await request.post(`${STRAPI}/api/blogs?status=published`, {
    headers: editor,
    data: { data: { title: 'Renamed Post', slug: oldSlug } },
  });
  expect(post.status(), await post.text()).toBe(201);
  const { documentId } = (await post.json()).data;
  created.push(documentId);
  const renamed = await request.put(`${STRAPI}/api/blogs/${documentId}?status=published`, {
    headers: editor,
    data: { data: { slug: `${oldSlug}-new` } },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  const found = await request.get(`${STRAPI}/api/redirects?filters[from][$eq]=/blog/${oldSlug}`);
  expect((await found.json()).data.map((r: { to: string; permanent: boolean }) => [r.to, r.permanent])).toEqual([
    [`/blog/${oldSlug}-new`, true],
  ]);

  // SEO and social per post: one post with every field set, one with none.
  const png = readFileSync('cms/favicon.png');
  const upload = await request.post(`${STRAPI}/api/upload`, {
    headers: editor,
    multipart: {
      files: { name: `share-${stamp}.png`, mimeType: 'image/png', buffer: png },
      fileInfo: JSON.stringify({ alternativeText: 'Share card' }),
    },
  });
  const shareImage = ((await upload.json()) as Array<{ id: number; url: string }>)[0]!;
  expect(shareImage.url).toMatch(new RegExp(`^${MEDIA}/share_`));
  const seoSlug = `with-its-own-seo-${stamp}`;
  const bareSlug = `without-seo-${stamp}`;
  const seo = {
    metaTitle: 'Search Title Set by the Editor',
    metaDescription: 'A description written for search results.',
    shareImage: shareImage.id,
    noindex: true,
  };
  for (const [slug, extra] of [
    [seoSlug, { seo }],
    [bareSlug, {}],
  ] as const) {
    const res = await request.post(`${STRAPI}/api/blogs?status=published`, {
      headers: editor,
      data: {
        data: {
          title: `Post ${slug}`,
          slug,
          content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Body of the post.' }] }],
          ...extra,
        },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    created.push((await res.json()).data.documentId);
  }

  // The next build writes the redirects beside the legacy table, and each post's head.
  const outDir = `dist-redirects-${stamp}`;
  try {
    const build = buildAgainstStrapi(outDir);
    expect(build.status, `${build.stdout}${build.stderr}`.slice(-2000)).toBe(0);
    const lines = readFileSync(`${outDir}/_redirects`, 'utf8').split('\n');
    expect(lines).toContain(`/blog/${oldSlug} /blog/${oldSlug}-new 301`);
    expect(lines).toContain(`/loop-a-${stamp} /loop-b-${stamp} 301`);
    expect(lines).toContain(`/spring-offer-${stamp} /contact 302`);
    expect(lines).toContain('/about-us /about 301');
    expect(lines.join('\n')).not.toContain('evil.example');

    const head = (slug: string) => readFileSync(`${outDir}/blog/${slug}.html`, 'utf8');
    const meta = (html: string, attr: string) => html.match(new RegExp(`<meta ${attr} content="([^"]*)"`))?.[1];
    const withSeo = head(seoSlug);
    expect(withSeo).toContain('<title>Search Title Set by the Editor | ');
    expect(meta(withSeo, 'name="description"')).toBe('A description written for search results.');
    expect(meta(withSeo, 'property="og:image"')).toBe(`${shareImage.url}`);
    expect(meta(withSeo, 'name="twitter:image"')).toBe(`${shareImage.url}`);
    expect(meta(withSeo, 'name="robots"')).toBe('noindex');
    const ld = [...withSeo.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(ld.find((d) => d['@type'] === 'BlogPosting')).toMatchObject({
      headline: 'Search Title Set by the Editor',
      description: 'A description written for search results.',
      image: `${shareImage.url}`,
    });
    const bare = head(bareSlug);
    expect(bare).toContain(`<title>Post ${bareSlug} | `);
    expect(meta(bare, 'name="robots"')).toBeUndefined();
    expect(meta(bare, 'property="og:image"')).toMatch(new RegExp(`/og/blog/${bareSlug}\\.jpg$`));
    const card = readFileSync(`${outDir}/og/blog/${bareSlug}.jpg`);
    const drawn = await sharp(card).metadata();
    expect([drawn.format, drawn.width, drawn.height]).toEqual(['jpeg', 1200, 630]);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
