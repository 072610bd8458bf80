import { appendFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { ANY_DATABASE } from '../support/strapi-admin';
import { DRAFT } from '../../cms/src/bootstrap/seed.js';
import { DRAFTS_NEED_TOKEN } from '../../cms/src/security/drafts.js';

/**
 * The CMS's doors, tried as an outsider would against the real, seeded Strapi 5 that
 * scripts/harness/cms-e2e.mjs runs: every way we know to reach the seeded draft without an API token
 * gets no draft (and a clear 401/403 when it asks for drafts), a foreign origin gets no
 * credentialed CORS, and the public role cannot write. The happy path stays open: the edge's
 * read-only preview token and an editor's token still read drafts.
 *
 * With ATTACK_REPORT=<file>, every attack's answer is appended there as a line of JSON (the
 * table of the closing note: the same list run against the CMS before and after the fix). Soft
 * assertions, so one run lists every door that is open, not just the first.
 */
const STRAPI = process.env.STRAPI_URL!;
const PREVIEW_TOKEN = process.env.STRAPI_PREVIEW_TOKEN!;
const EDITOR_TOKEN = process.env.STRAPI_TOKEN!;
/** The site's own origin (SITE_URL of the CMS under test), the one origin allowed by CORS. */
const SITE_ORIGIN = new URL(process.env.STRAPI_SITE_URL!).origin;

let draftId = '';
let publishedId = '';

function report(name: string, res: APIResponse, leaked: boolean) {
  if (!process.env.ATTACK_REPORT) return;
  // Ids differ from run to run: the report names them by role.
  const named = name.replaceAll(draftId || '\0', '<draft>').replaceAll(publishedId || '\0', '<published>');
  appendFileSync(process.env.ATTACK_REPORT, `${JSON.stringify({ name: named, status: res.status(), leaked })}\n`);
}

/** True when the answer carries the seeded draft in any form. */
async function leaksDraft(res: APIResponse): Promise<boolean> {
  const text = await res.text();
  return (
    text.includes(DRAFT.title) ||
    text.includes(DRAFT.slug) ||
    (draftId !== '' && text.includes(draftId)) ||
    text.includes('this draft must never appear')
  );
}

async function attempt(request: APIRequestContext, name: string, path: string, headers: Record<string, string> = {}) {
  const res = await request.get(`${STRAPI}${path}`, { headers, maxRedirects: 0 });
  const leaked = await leaksDraft(res);
  report(name, res, leaked);
  return { res, leaked };
}

test.beforeAll(async ({ request }) => {
  const editor = { Authorization: `Bearer ${EDITOR_TOKEN}` };
  const drafts = await request.get(
    `${STRAPI}/api/blogs?status=draft&filters[slug][$eq]=${DRAFT.slug}&populate[0]=author&populate[1]=category`,
    { headers: editor },
  );
  expect(drafts.status(), await drafts.text()).toBe(200);
  const draft = (await drafts.json()).data[0];
  draftId = draft.documentId;
  // The draft has an author and a category, so the probes through those relations have something to find.
  expect(draft.author?.name, 'the seeded draft has an author').toBeTruthy();
  expect(draft.category?.name, 'the seeded draft has a category').toBeTruthy();
  const published = await request.get(`${STRAPI}/api/blogs?pagination[pageSize]=1`, { headers: editor });
  publishedId = (await published.json()).data[0].documentId;
  expect(draftId).toBeTruthy();
  // The draft has never been published: without `status=draft` nothing names it.
  const live = await request.get(`${STRAPI}/api/blogs/${draftId}`, { headers: editor });
  expect(live.status()).toBe(404);
});

/** Query strings that ask Strapi 5 (or its v4 compatibility) for drafts in some way. */
const DRAFT_QUERIES = [
  'status=draft',
  'status=DRAFT',
  'status=Draft',
  'status=%64raft',
  'stat%75s=draft',
  'status[]=draft',
  'status[0]=draft',
  'status[$eq]=draft',
  'status=draft&status=published',
  'status=published&status=draft',
  'status=',
  'status=modified',
  'publicationState=preview',
  'publicationState=preview&status=published',
  'hasPublishedVersion=false',
  'hasPublishedVersion=true',
  'publicationFilter=never-published',
  'publicationFilter=modified',
  'publicationFilter=never-published-document',
];

/** Authorization headers that are not a valid API token (nor any credential Strapi accepts). */
const BAD_HEADERS: Array<[string, Record<string, string>]> = [
  ['no header', {}],
  ['Authorization: x', { Authorization: 'x' }],
  ['Authorization: Basic', { Authorization: 'Basic YWRtaW46YWRtaW4=' }],
  ['a bare Bearer', { Authorization: 'Bearer' }],
  ['Bearer and a space', { Authorization: 'Bearer ' }],
  ['Bearer a b', { Authorization: 'Bearer a b' }],
  ['Bearer of a made-up token', { Authorization: `Bearer ${'f'.repeat(64)}` }],
  ['a token with another scheme', { Authorization: `Token ${EDITOR_TOKEN}` }],
  ['the token without a scheme', { Authorization: EDITOR_TOKEN }],
  ['an empty Authorization', { Authorization: '' }],
  ['an admin-looking cookie', { Cookie: 'jwtToken=x; strapi_admin_refresh=y' }],
  ['X-Forwarded-For localhost', { 'X-Forwarded-For': '127.0.0.1' }],
];

const PATHS = ['/api/blogs', '/API/blogs', '/Api/Blogs', '/api/BLOGS', '/api/blogs/', '/api//blogs', '/%61pi/blogs', '/api/%62logs'];

test('asking for drafts without a valid API token: 401/403 with a clear error, never a draft, never the published list in disguise', async ({
  request,
}) => {
  for (const query of DRAFT_QUERIES) {
    for (const [label, headers] of BAD_HEADERS) {
      const { res, leaked } = await attempt(request, `GET /api/blogs?${query} (${label})`, `/api/blogs?${query}`, headers);
      expect.soft(leaked, `${query} with ${label}`).toBe(false);
      expect.soft([401, 403], `${query} with ${label}: ${res.status()}`).toContain(res.status());
      const body = await res.json();
      expect.soft(body.data ?? null, `${query} with ${label}`).toBeNull();
      // 401 when Strapi refused the credentials themselves; 403 with our reason otherwise.
      if (res.status() === 403) expect.soft(body.error?.message, `${query} with ${label}`).toBe(DRAFTS_NEED_TOKEN);
      else expect.soft(body.error?.message, `${query} with ${label}`).toBeTruthy();
    }
  }
});

test('any spelling of the path: no draft', async ({ request }) => {
  for (const path of PATHS) {
    for (const query of ['status=draft', 'publicationState=preview', '']) {
      const { res, leaked } = await attempt(request, `GET ${path}?${query}`, `${path}?${query}`);
      expect.soft(leaked, `${path}?${query}: ${res.status()}`).toBe(false);
      if (query && res.status() !== 404) expect.soft([401, 403], `${path}?${query}`).toContain(res.status());
    }
  }
});

test('the draft by its documentId, under every path spelling and status: not found or refused', async ({ request }) => {
  for (const base of ['/api/blogs', '/API/blogs', '/Api/Blogs', '/api/blogs/']) {
    const path = `${base.replace(/\/$/, '')}/${draftId}`;
    for (const query of ['', 'status=draft', 'status=published', 'publicationState=preview', 'hasPublishedVersion=false', 'populate=*']) {
      for (const [label, headers] of BAD_HEADERS.slice(0, 4)) {
        const { res, leaked } = await attempt(request, `GET ${path}?${query} (${label})`, `${path}?${query}`, headers);
        expect.soft(leaked, `${path}?${query} with ${label}`).toBe(false);
        expect.soft([401, 403, 404], `${path}?${query} with ${label}: ${res.status()}`).toContain(res.status());
      }
    }
  }
});

/**
 * Relation filters and populates: an oracle answers differently when a draft matches. Each probe
 * is asked for the draft's title and for a text no post has; the two answers must not differ
 * (or the probe must be refused), and neither may carry the draft.
 */
const ORACLES: Array<[string, (needle: string) => string]> = [
  ['categories by blogs.title', (n) => `/api/categories?filters[blogs][title][$startsWith]=${n}`],
  ['categories by blogs.slug', (n) => `/api/categories?filters[blogs][slug][$startsWith]=${n}`],
  ['authors by blogs.title', (n) => `/api/authors?filters[blogs][title][$startsWith]=${n}`],
  ['blogs by category.blogs.title', (n) => `/api/blogs?filters[category][blogs][title][$startsWith]=${n}`],
  ['blogs by author.blogs.title', (n) => `/api/blogs?filters[author][blogs][title][$startsWith]=${n}`],
  [
    'categories by $or on blogs',
    (n) => `/api/categories?filters[$or][0][blogs][title][$startsWith]=${n}&filters[$or][1][name][$eq]=nothing`,
  ],
  ['categories by $not on blogs', (n) => `/api/categories?filters[$not][blogs][title][$startsWith]=${n}`],
  ['categories by blogs.title with status=published', (n) => `/api/categories?status=published&filters[blogs][title][$startsWith]=${n}`],
  ['blogs by title (drafts are other rows)', (n) => `/api/blogs?filters[title][$startsWith]=${n}`],
  ['blogs by publishedAt null', (n) => `/api/blogs?filters[publishedAt][$null]=true&filters[title][$startsWith]=${n}`],
  ['blogs by $containsi title', (n) => `/api/blogs?filters[title][$containsi]=${n}`],
  ['upper-case API, categories by blogs.title', (n) => `/API/categories?filters[blogs][title][$startsWith]=${n}`],
];

test('relation filters are no oracle: a draft title and a made-up one get the same answer', async ({ request }) => {
  for (const [name, probe] of ORACLES) {
    const hit = await attempt(request, `oracle: ${name} (draft title)`, probe(encodeURIComponent('Draft:')));
    const miss = await attempt(request, `oracle: ${name} (made-up title)`, probe('Zzzqq'));
    const answers = async (r: APIResponse) => `${r.status()} ${r.ok() ? JSON.stringify((await r.json()).data) : ''}`;
    const differs = (await answers(hit.res)) !== (await answers(miss.res));
    report(`oracle: ${name} (the two answers differ)`, hit.res, differs);
    expect.soft(hit.leaked, name).toBe(false);
    expect.soft(differs, `${name}: the draft title and a made-up one get different answers`).toBe(false);
  }
});

test('populating the inverse relations never brings a draft', async ({ request }) => {
  const probes = [
    '/api/categories?populate=*',
    '/api/categories?populate=blogs',
    '/api/categories?populate[blogs]=true',
    '/api/categories?populate[blogs][filters][title][$startsWith]=Draft',
    '/api/categories?populate[blogs][populate]=*',
    '/api/categories?populate=blogs&status=published',
    '/api/categories?fields[0]=blogs',
    '/api/categories?sort=blogs.title:asc',
    '/api/authors?populate=*',
    '/api/authors?populate=blogs',
    '/api/authors?populate[blogs][fields][0]=title',
    '/api/blogs?populate[category][populate]=blogs',
    '/api/blogs?populate[category][populate][blogs][fields][0]=title',
    '/api/blogs?populate[author][populate]=*',
    '/api/blogs?populate=category.blogs',
    '/api/blogs?populate[0]=category.blogs',
  ];
  for (const path of probes) {
    const { res, leaked } = await attempt(request, `populate: ${path}`, path);
    expect.soft(leaked, `${path}: ${res.status()}`).toBe(false);
    if (res.ok()) expect.soft(JSON.stringify(await res.json()), path).not.toContain('"blogs"');
  }
  // What the site asks for still works.
  const site = await request.get(`${STRAPI}/api/categories?populate=*`);
  expect.soft(site.status()).toBe(200);
  expect.soft((await site.json()).data.length).toBeGreaterThan(0);
});

test('a cached public answer is never one computed for a token, and a token answer is never served to the public', async ({ request }) => {
  const preview = { Authorization: `Bearer ${PREVIEW_TOKEN}` };
  const path = `/api/blogs?status=draft&filters[slug][$eq]=${DRAFT.slug}`;
  const withToken = await request.get(`${STRAPI}${path}`, { headers: preview });
  expect.soft(await leaksDraft(withToken)).toBe(true);
  const after = await attempt(request, `the same URL right after a token read`, path);
  expect.soft(after.leaked).toBe(false);
  expect.soft(after.res.headers()['x-cache']).toBeUndefined();
});

test("the edge's read-only preview token and an editor's token still read drafts (the preview keeps working)", async ({ request }) => {
  for (const token of [PREVIEW_TOKEN, EDITOR_TOKEN]) {
    const headers = { Authorization: `Bearer ${token}` };
    const list = await request.get(`${STRAPI}/api/blogs?status=draft&filters[slug][$eq]=${DRAFT.slug}`, { headers });
    expect.soft(list.status()).toBe(200);
    expect.soft((await list.json()).data.map((d: { title: string }) => d.title)).toEqual([DRAFT.title]);
    const one = await request.get(`${STRAPI}/api/blogs/${draftId}?status=draft&populate[category]=true`, { headers });
    expect.soft(one.status()).toBe(200);
    expect.soft((await one.json()).data.title).toBe(DRAFT.title);
    expect.soft(one.headers()['cache-control']).toBe('no-store');
  }
  // The scheme's case does not matter to Strapi's token strategy: still the token.
  const lower = await request.get(`${STRAPI}/api/blogs?status=draft&filters[slug][$eq]=${DRAFT.slug}`, {
    headers: { Authorization: `bearer ${PREVIEW_TOKEN}` },
  });
  expect.soft([200, 401]).toContain(lower.status());
  // A token that does not exist is refused, not treated as the public.
  const made = await request.get(`${STRAPI}/api/blogs`, { headers: { Authorization: `Bearer ${'0'.repeat(64)}` } });
  expect.soft(made.status()).toBe(401);
});

test('the read-only preview token cannot write', async ({ request }) => {
  const headers = { Authorization: `Bearer ${PREVIEW_TOKEN}` };
  const create = await request.post(`${STRAPI}/api/blogs`, {
    headers,
    data: { data: { title: 'Written with the preview token', slug: `preview-token-${Date.now()}` } },
  });
  expect.soft(create.status()).toBe(403);
  const remove = await request.delete(`${STRAPI}/api/blogs/${publishedId}`, { headers });
  expect.soft(remove.status()).toBe(403);
  // Read back: nothing was written, nothing removed.
  const editor = { Authorization: `Bearer ${EDITOR_TOKEN}` };
  const written = await request.get(`${STRAPI}/api/blogs?status=draft&filters[title][$eq]=Written with the preview token`, {
    headers: editor,
  });
  expect.soft((await written.json()).data).toEqual([]);
  expect.soft((await request.get(`${STRAPI}/api/blogs/${publishedId}`, { headers: editor })).status()).toBe(200);
});

test('the public role cannot write, nor reach accounts, uploads or the admin API', async ({ request }) => {
  const writes: Array<['post' | 'put' | 'delete', string]> = [
    ['post', '/api/blogs'],
    ['post', '/api/blogs?status=published'],
    ['put', `/api/blogs/${publishedId}`],
    ['delete', `/api/blogs/${publishedId}`],
    ['delete', `/API/blogs/${publishedId}`],
    ['post', '/api/categories'],
    ['put', '/api/categories/x'],
    ['delete', '/api/categories/x'],
    ['post', '/api/authors'],
    ['delete', '/api/authors/x'],
    ['post', '/api/upload'],
    ['post', '/api/redirects'],
    ['put', '/api/redirects/x'],
    ['delete', '/api/redirects/x'],
  ];
  for (const [method, path] of writes) {
    for (const [label, headers] of BAD_HEADERS.slice(0, 3)) {
      const res = await request[method](`${STRAPI}${path}`, {
        headers,
        data: {
          data: {
            title: 'Written by an outsider',
            name: 'Outsider',
            slug: `outsider-${Date.now()}`,
            from: '/about',
            to: 'https://evil.example',
          },
        },
      });
      report(`${method.toUpperCase()} ${path} (${label})`, res, false);
      expect.soft([401, 403, 405], `${method} ${path} with ${label}: ${res.status()}`).toContain(res.status());
    }
  }
  // Read back with the editor's token: every refused write left nothing behind.
  const editor = { Authorization: `Bearer ${EDITOR_TOKEN}` };
  const still = async (path: string) =>
    ((await (await request.get(`${STRAPI}${path}`, { headers: editor })).json()) as { data: unknown[] }).data;
  expect.soft(await still('/api/blogs?status=draft&filters[title][$eq]=Written by an outsider')).toEqual([]);
  expect.soft(await still('/api/blogs?filters[title][$eq]=Written by an outsider')).toEqual([]);
  expect.soft(await still('/api/categories?filters[name][$eq]=Outsider')).toEqual([]);
  expect.soft(await still('/api/authors?filters[name][$eq]=Outsider')).toEqual([]);
  expect.soft(await still('/api/redirects?filters[to][$containsi]=evil.example')).toEqual([]);
  const kept = await request.get(`${STRAPI}/api/blogs/${publishedId}`, { headers: editor });
  expect.soft(kept.status(), 'the published post survived the deletes').toBe(200);
  expect.soft(JSON.stringify(await kept.json())).not.toContain('Written by an outsider');
  const reads = [
    '/api/users',
    '/api/users/1',
    '/api/users/me',
    '/api/users-permissions/roles',
    '/api/upload/files',
    '/api/upload/files/1',
    '/api/i18n/locales',
  ];
  for (const path of reads) {
    const res = await request.get(`${STRAPI}${path}`);
    report(`GET ${path}`, res, false);
    expect.soft([401, 403, 404], `${path}: ${res.status()}`).toContain(res.status());
  }
  const register = await request.post(`${STRAPI}/api/auth/local/register`, {
    data: { username: 'outsider', email: 'outsider@example.com', password: 'Outsider-123456' },
  });
  report('POST /api/auth/local/register', register, false);
  expect.soft([401, 403, 404, 405], await register.text()).toContain(register.status());
  // The admin's own registration, however spelled: closed, and the stranger has no account after it.
  const stranger = { email: 'stranger@example.com', password: 'Stranger-123456', firstname: 'Stranger', lastname: 'Danger' };
  for (const path of ['/admin/register-admin', '/ADMIN/Register-Admin', '/admin/register-admin/']) {
    const res = await request.post(`${STRAPI}${path}`, { data: stranger });
    report(`POST ${path}`, res, false);
    expect.soft(res.status(), `${path}: ${await res.text()}`).toBe(403);
  }
  const strangerLogin = await request.post(`${STRAPI}/admin/login`, { data: { email: stranger.email, password: stranger.password } });
  expect.soft(strangerLogin.ok(), 'the stranger signs in').toBe(false);
  for (const path of [
    `/content-manager/collection-types/api::blog.blog?status=draft`,
    `/content-manager/collection-types/api::blog.blog/${draftId}?status=draft`,
    '/content-manager/preview/url/api::blog.blog',
    '/admin/users',
    '/admin/api-tokens',
  ]) {
    const { res, leaked } = await attempt(request, `admin API: ${path}`, path, { Authorization: 'Bearer x' });
    expect.soft(leaked, path).toBe(false);
    expect.soft([401, 403], `${path}: ${res.status()}`).toContain(res.status());
  }
});

test("CORS: only the site's own origin, never with credentials", { tag: ANY_DATABASE }, async ({ request }) => {
  const path = `${STRAPI}/api/blogs?populate=*&pagination[page]=1&pagination[pageSize]=6&sort=publishedAt:desc`;
  const foreign = [
    'https://evil.example',
    'null',
    `${SITE_ORIGIN}.evil.example`,
    `${SITE_ORIGIN.replace('http://', 'https://')}`,
    'http://localhost:1',
    'http://127.0.0.1',
  ];
  for (const origin of foreign) {
    const get = await request.get(path, { headers: { Origin: origin } });
    report(`CORS GET from ${origin}`, get, false);
    expect.soft(get.headers()['access-control-allow-origin'], origin).toBeUndefined();
    expect.soft(get.headers()['access-control-allow-credentials'], origin).toBeUndefined();
    const preflight = await request.fetch(path, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect.soft(preflight.headers()['access-control-allow-origin'], origin).toBeUndefined();
    expect.soft(preflight.headers()['access-control-allow-credentials'], origin).toBeUndefined();
  }
  const own = await request.get(path, { headers: { Origin: SITE_ORIGIN } });
  expect.soft(own.status()).toBe(200);
  expect.soft(own.headers()['access-control-allow-origin']).toBe(SITE_ORIGIN);
  expect.soft(own.headers()['access-control-allow-credentials']).toBeUndefined();
  expect.soft(own.headers()['vary'] ?? '').toMatch(/origin/i);
  // A cached answer (second identical call) carries the same rule.
  const again = await request.get(path, { headers: { Origin: 'https://evil.example' } });
  expect.soft(again.headers()['access-control-allow-origin']).toBeUndefined();
});

test("the micro-cache keeps only the site's query shapes: anything else passes through uncached", async ({ request }) => {
  const site = `${STRAPI}/api/blogs?sort=publishedAt:desc&pagination[pageSize]=3&populate=*`;
  await request.get(site);
  expect.soft((await request.get(site)).headers()['x-cache']).toBe('HIT');
  for (const odd of [
    '/api/blogs?populate=*&pagination[pageSize]=3&sort=publishedAt:desc&junk=1',
    `/api/blogs?random=${Math.random()}`,
    '/API/blogs?populate=*&pagination[pageSize]=3&sort=publishedAt:desc',
  ]) {
    await request.get(`${STRAPI}${odd}`);
    const second = await request.get(`${STRAPI}${odd}`);
    expect.soft(second.headers()['x-cache'], odd).toBeUndefined();
  }
});

test('the CMS serves its own favicon, not a 500', { tag: ANY_DATABASE }, async ({ request }) => {
  const res = await request.get(`${STRAPI}/favicon.ico`);
  report('GET /favicon.ico', res, false);
  expect.soft(res.status()).toBe(200);
  expect.soft((await res.body()).length).toBeGreaterThan(0);
});
