// What a backup must bring back, read as the site and an editor see it: for the backup and
// restore round trip (e2e/strapi/backup-round-trip.spec.ts).
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every entry of each content type, drafts included, with their relations, SEO fields and media. */
const QUERIES = {
  blogs: 'populate[coverImage]=true&populate[category]=true&populate[author][populate][avatar]=true&populate[seo][populate]=*',
  categories: '',
  authors: 'populate[avatar]=true',
  redirects: '',
};

/** Database ids are the store's business (an import may number rows anew); everything else must match. */
function withoutIds(value) {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'id')
        .map(([k, v]) => [k, withoutIds(v)]),
    );
  return value;
}

async function all(strapiUrl, token, path, status) {
  const entries = [];
  for (let page = 1; ; page++) {
    const res = await fetch(
      `${strapiUrl}/api/${path}?status=${status}&pagination[page]=${page}&pagination[pageSize]=100&sort=documentId:asc${QUERIES[path] ? `&${QUERIES[path]}` : ''}`,
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    if (!res.ok) throw new Error(`GET /api/${path}: ${res.status} ${await res.text()}`);
    const { data, meta } = await res.json();
    entries.push(...data);
    if (page >= meta.pagination.pageCount) return entries;
  }
}

/**
 * Every enquiry, field by field, as the admin panel reads them (no Content API route reads one):
 * the personal data that makes a backup's encryption mandatory must come back whole too.
 */
async function allEnquiries(strapiUrl, adminSession) {
  const entries = [];
  for (let page = 1; ; page++) {
    const res = await fetch(
      `${strapiUrl}/content-manager/collection-types/api::enquiry.enquiry?page=${page}&pageSize=100&sort=submissionKey:ASC`,
      { headers: { Authorization: `Bearer ${adminSession}` } },
    );
    if (!res.ok) throw new Error(`Reading the enquiries: ${res.status} ${await res.text()}`);
    const { results, pagination } = await res.json();
    entries.push(...results);
    if (page >= pagination.pageCount) return entries;
  }
}

/**
 * The CMS's content (published and draft versions, enquiries) and each upload's bytes, as one
 * comparable value. `token` is a full-access API token; `adminSession` an administrator's.
 */
export async function contentSnapshot(strapiUrl, token, adminSession) {
  const content = {};
  for (const path of Object.keys(QUERIES)) {
    content[path] = {
      published: withoutIds(await all(strapiUrl, token, path, 'published')),
      draft: withoutIds(await all(strapiUrl, token, path, 'draft')),
    };
  }
  content.enquiries = { published: withoutIds(await allEnquiries(strapiUrl, adminSession)), draft: [] };
  const res = await fetch(`${strapiUrl}/api/upload/files?sort=hash:asc`, { headers: { Authorization: `Bearer ${token}` } });
  const files = withoutIds(await res.json());
  const bytes = {};
  for (const file of files) {
    for (const url of [file.url, ...Object.values(file.formats ?? {}).map((f) => f.url)]) {
      const got = await fetch(url);
      bytes[url] = got.ok
        ? createHash('sha256')
            .update(Buffer.from(await got.arrayBuffer()))
            .digest('hex')
        : `HTTP ${got.status}`;
    }
  }
  return { content, files, bytes };
}

/**
 * What the sample does not have and editors make: a redirect, and a post with every SEO field
 * set (its own share image included); and what visitors send: two enquiries, through the edge's
 * create-only token as the site stores them. So that a round trip has each kind of content to lose.
 */
export async function addEditorsContent(strapiUrl, token, enquiryToken) {
  const headers = { Authorization: `Bearer ${token}` };
  const json = { ...headers, 'Content-Type': 'application/json' };
  const stamp = Date.now();
  const redirect = await fetch(`${strapiUrl}/api/redirects`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ data: { from: `/round-trip-${stamp}`, to: '/contact', permanent: false } }),
  });
  if (!redirect.ok) throw new Error(`Creating a redirect failed: ${redirect.status} ${await redirect.text()}`);
  const form = new FormData();
  form.append(
    'files',
    new Blob([readFileSync(new URL('../../cms/favicon.png', import.meta.url))], { type: 'image/png' }),
    `round-trip-share-${stamp}.png`,
  );
  form.append('fileInfo', JSON.stringify({ alternativeText: 'Share card' }));
  const upload = await fetch(`${strapiUrl}/api/upload`, { method: 'POST', headers, body: form });
  if (!upload.ok) throw new Error(`Uploading a share image failed: ${upload.status} ${await upload.text()}`);
  const [image] = await upload.json();
  const seo = {
    metaTitle: 'A Title Written For Search',
    metaDescription: 'A description written for search results.',
    shareImage: image.id,
    noindex: true,
  };
  const post = await fetch(`${strapiUrl}/api/blogs?status=published`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      data: {
        title: `Kept Through A Restore ${stamp}`,
        slug: `kept-through-a-restore-${stamp}`,
        seo,
        content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Body.' }] }],
      },
    }),
  });
  if (!post.ok) throw new Error(`Creating a post with SEO fields failed: ${post.status} ${await post.text()}`);
  // Sent, and pending (the browser closed mid-send): states the housekeeping leaves as they are
  // (until ENQUIRY_PENDING_MINUTES for a pending one), so the round trip compares what it backed up (a failed one is alerted and changes).
  for (const [i, emailOutcome] of ['sent', 'pending'].entries()) {
    await storeEnquiry(strapiUrl, enquiryToken, {
      submissionKey: randomUUID(),
      firstName: `Kept${i}`,
      lastName: `Through A Restore ${stamp}`,
      email: `kept-${stamp}-${i}@example.com`,
      phoneNumber: '312 555 0101',
      businessSituation: 'Other: we sell kayaks',
      goals: 'Improve my Google rankings (SEO), Run paid ads (PPC)',
      hasWebsite: 'Yes',
      websiteUrl: 'https://kayaks.example',
      budget: '$2,500-$5,000',
      timeframe: 'Within 30 days',
      notes: 'Ünïcödé & <markup> kept as it was.',
      page: '/contact',
      emailOutcome,
      emailError: '',
    });
  }
}

/** Store one enquiry as the edge does, with its create-only token (`data`: the Enquiry's fields). */
export async function storeEnquiry(strapiUrl, enquiryToken, data) {
  const res = await fetch(`${strapiUrl}/api/enquiries`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${enquiryToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  if (!res.ok) throw new Error(`Storing an enquiry failed: ${res.status} ${await res.text()}`);
}

/** The snapshot has each kind of content a backup must keep: drafts, redirects, SEO fields, uploads, enquiries. */
export function snapshotIsComplete(snapshot) {
  const { blogs, redirects, enquiries } = snapshot.content;
  return (
    enquiries.published.length >= 2 &&
    blogs.draft.length > blogs.published.length &&
    redirects.published.length > 0 &&
    blogs.published.some((b) => b.seo?.metaTitle && b.seo?.shareImage?.url) &&
    blogs.published.some((b) => b.coverImage?.url && b.author?.avatar?.url && b.category?.name) &&
    snapshot.files.length > 0
  );
}

function files(dir, root = dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, root) : [relative(root, path)];
  });
}

/** The files that differ between two builds, or exist in one only. */
export function buildDifferences(a, b) {
  const left = new Set(files(a));
  const right = new Set(files(b));
  const names = [...new Set([...left, ...right])].sort();
  return names.filter((name) => !left.has(name) || !right.has(name) || !readFileSync(join(a, name)).equals(readFileSync(join(b, name))));
}
