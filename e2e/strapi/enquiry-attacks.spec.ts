import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import {
  alertsFor,
  clientAddress as client,
  clientPrefix as prefix,
  enquiryBody as body,
  sendEnquiry as send,
  storedEnquiries,
  uniqueName,
  ENQUIRY_UID,
} from '../support/enquiries';
import { ANY_DATABASE, adminToken as adminLogin, SITE_DIST } from '../support/strapi-admin';
import { backdateEnquiry } from '../support/strapi-database';
import { ENQUIRY_BODY_MAX_BYTES } from '../../src/lib/enquiry/record';
import { INTAKE_ERRORS } from '../../worker/enquiry';
import { SUITE_RATE_LIMITS } from '../../scripts/harness/cms-e2e/run.mjs';
import { ENQUIRY_API_PATH } from '../../src/config/routes';

/**
 * The enquiry Function and the Enquiry collection, tried as an attacker would: every request
 * goes to the edge (workerd, worker/index.ts) or straight to Strapi, and every refusal
 * is checked by reading back what Strapi holds, through the administrator's API.
 */
const STRAPI = process.env.STRAPI_URL!;
const EDGE = process.env.STRAPI_EDGE_URL!;
const FULL_TOKEN = process.env.STRAPI_TOKEN!;
const PREVIEW_TOKEN = process.env.STRAPI_PREVIEW_TOKEN ?? '';
const ENQUIRY_TOKEN = process.env.STRAPI_ENQUIRY_TOKEN!;
// SQLite, to read and break the edge's local D1 as Cloudflare's store would fail: the CMS's own copy.
interface Sqlite {
  prepare(sql: string): { get(): unknown; all(): unknown[]; run(row: unknown): unknown };
  exec(sql: string): void;
  close(): void;
}
const Database = createRequire(new URL('../../cms/package.json', import.meta.url))('better-sqlite3') as new (
  file: string,
  options?: { readonly?: boolean; fileMustExist?: boolean },
) => Sqlite;

test.skip(!EDGE, 'The edge is not installed (npm install --prefix edge).');
test.describe.configure({ mode: 'serial' });

let admin = '';
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request, STRAPI);
});

/**
 * The e2e edge counts 60 requests a minute per client (ENQUIRY_RATE_LIMIT in
 * scripts/harness/cms-e2e/run.mjs), in windows that start on the minute: a burst that crosses into
 * the next window starts a new count there. A burst spec starts with at least `needMs` of a window left.
 */
async function aWindowLeft(needMs = 25_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((r) => setTimeout(r, left + 250));
}

const rows = (request: APIRequestContext, firstName: string) => storedEnquiries(request, STRAPI, admin, { firstName });

test('a person’s enquiry through the edge: 201, stored once; the same key again: 200, still one', async ({ request }) => {
  const name = uniqueName('Plain');
  const enquiry = body(name);
  expect((await send(request, enquiry)).status()).toBe(201);
  const again = await send(request, {
    ...enquiry,
    emailOutcome: 'failed',
    emailError: '412',
    answers: { ...enquiry.answers, lastName: 'Changed' },
  });
  expect([again.status(), await again.json()]).toEqual([200, { ok: true }]);
  const stored = await rows(request, name);
  expect(stored.map((r) => [r.lastName, r.emailOutcome, r.emailError])).toEqual([['Mallory', 'failed', '412']]);
});

test('twenty requests with one key at once: one record', async ({ request }) => {
  const name = uniqueName('Burst');
  const enquiry = body(name);
  const ip = client();
  const statuses = await Promise.all(Array.from({ length: 20 }, () => send(request, enquiry, {}, ip).then((r) => r.status())));
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.filter((s) => s === 200)).toHaveLength(19);
  expect(await rows(request, name)).toHaveLength(1);
});

test('refused at the door, with a clear JSON error, and nothing stored', { tag: ANY_DATABASE }, async ({ request }) => {
  const name = uniqueName('Refused');
  const cases: Array<[string, Promise<import('@playwright/test').APIResponse>, number, string | RegExp]> = [
    ['oversized', send(request, { ...body(name), company: 'x'.repeat(ENQUIRY_BODY_MAX_BYTES) }), 413, INTAKE_ERRORS.tooLarge],
    ['malformed JSON', send(request, `{"key": "${randomUUID()}", "answers": {`), 400, INTAKE_ERRORS.malformed],
    ['wrong types', send(request, { ...body(name), fillMs: '42000' }), 400, /fillMs/],
    ['an unknown field', send(request, { ...body(name), createdAt: '2000-01-01' }), 400, /createdAt is not a field/],
    ['an unknown answer', send(request, { ...body(name), answers: { ...body(name).answers, isAdmin: true } }), 400, /answers.isAdmin/],
    [
      'an option the wizard has not',
      send(request, body(name, { answers: { ...body(name).answers, budget: '$0' } })),
      400,
      /answers.budget/,
    ],
    ['a foreign Origin', send(request, body(name), { Origin: 'https://evil.example' }), 403, INTAKE_ERRORS.origin],
    ['a form post', send(request, 'a=1', { 'Content-Type': 'application/x-www-form-urlencoded' }), 415, INTAKE_ERRORS.contentType],
    ['text/plain', send(request, body(name), { 'Content-Type': 'text/plain' }), 415, INTAKE_ERRORS.contentType],
    ['GET', request.get(`${EDGE}${ENQUIRY_API_PATH}`, { headers: { Origin: EDGE } }), 405, INTAKE_ERRORS.method],
  ];
  for (const [what, pending, status, error] of cases) {
    const res = await pending;
    expect(res.status(), what).toBe(status);
    expect(res.headers()['content-type'], what).toMatch(/^application\/json/);
    expect(((await res.json()) as { error: string }).error, what).toMatch(error);
  }
  expect(await rows(request, name)).toEqual([]);
});

test('bots are thanked and nothing is kept: the honeypot filled, or faster than a person', { tag: ANY_DATABASE }, async ({ request }) => {
  const name = uniqueName('Bot');
  for (const bot of [body(name, { company: 'ACME Corp' }), body(name, { fillMs: 900 })]) {
    const res = await send(request, bot);
    expect([res.status(), await res.json()]).toEqual([200, { ok: true }]);
  }
  expect(await rows(request, name)).toEqual([]);
});

test(
  'a burst over the rate limit from one client: 429 with Retry-After, nothing stored past it; another client still gets in',
  { tag: ANY_DATABASE },
  async ({ request }) => {
    test.setTimeout(90_000);
    await aWindowLeft();
    const ip = client();
    // The e2e edge allows 60 requests a minute per client (SUITE_RATE_LIMITS): junk counts too.
    const junk = await Promise.all(Array.from({ length: 60 }, () => send(request, '{', {}, ip).then((r) => r.status())));
    expect(junk.every((s) => s === 400 || s === 429)).toBe(true);
    const name = uniqueName('Limited');
    const over = await send(request, body(name), {}, ip);
    expect(over.status()).toBe(429);
    expect(await over.json()).toEqual({ error: INTAKE_ERRORS.rateLimited });
    expect(Number(over.headers()['retry-after'])).toBeGreaterThan(0);
    expect(await rows(request, name)).toEqual([]);
    expect((await send(request, body(name), {}, client())).status()).toBe(201);
  },
);

/** The limiter's rows in the edge's local D1 (scripts/dev/preview-edge.mjs keeps it per port, in the temp folder). */
function rateRows(): Array<{ client: string; win: number; hits: number }> {
  const dir = join(tmpdir(), `agency-edge-state-${new URL(EDGE).port}`, 'v3', 'd1');
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.sqlite'));
  const rows = [];
  for (const file of files) {
    const db = new Database(join(dir, file), { readonly: true, fileMustExist: true });
    try {
      if (db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'enquiry_rate'").get())
        rows.push(
          ...(db.prepare('SELECT client, win, hits FROM enquiry_rate').all() as Array<{ client: string; win: number; hits: number }>),
        );
    } finally {
      db.close();
    }
  }
  return rows;
}

test(
  'a flood from many addresses of one /64 is one client: past the first layer’s limit it is refused before D1 is asked',
  { tag: ANY_DATABASE },
  async ({ request }) => {
    test.setTimeout(90_000);
    await aWindowLeft();
    const within = prefix();
    // 300 junk requests, each from a new address of the /64. Cloudflare's Rate Limiting binding
    // (wrangler.jsonc, simulated by workerd) lets `firstLayer` of them a minute through to the D1
    // counter, which would allow twice as many (SUITE_RATE_LIMITS, scripts/harness/cms-e2e/run.mjs).
    const { firstLayer } = SUITE_RATE_LIMITS;
    const statuses: number[] = [];
    for (let batch = 0; batch < 12; batch++) {
      statuses.push(
        ...(await Promise.all(Array.from({ length: 25 }, () => send(request, '{', {}, client(within)).then((r) => r.status())))),
      );
    }
    // Every answer, by status, so that a failure says what came instead.
    const byStatus = Object.fromEntries([...new Set(statuses)].map((st) => [st, statuses.filter((s) => s === st).length]));
    expect(byStatus[400] ?? 0, JSON.stringify(byStatus)).toBe(firstLayer);
    expect(byStatus[429] ?? 0, JSON.stringify(byStatus)).toBe(300 - firstLayer);
    const name = uniqueName('Rotated');
    expect((await send(request, body(name), {}, client(within))).status()).toBe(429);
    expect(await rows(request, name)).toEqual([]);
    // What the flood cost D1: the requests the first layer let through, one counted statement
    // each; the others never reached it (before the binding, D1 counted every one up to its limit).
    const mine = rateRows().filter((r) => r.client === `${within}::/64`);
    expect(mine.map((r) => r.hits)).toEqual([firstLayer]);
    expect((await send(request, body(name), {}, client())).status()).toBe(201);
  },
);

test(
  'with the limiter’s store failing, a genuine enquiry is still recorded; bots are still kept out',
  { tag: ANY_DATABASE },
  async ({ request }) => {
    // The store fails as D1 does when its table cannot be written: the limiter's table made a view.
    const dir = join(tmpdir(), `agency-edge-state-${new URL(EDGE).port}`, 'v3', 'd1');
    const [file] = readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.sqlite'));
    const db = new Database(join(dir, file!));
    const saved = db.prepare('SELECT client, win, hits FROM enquiry_rate').all();
    db.exec('DROP TABLE enquiry_rate; CREATE VIEW enquiry_rate AS SELECT 1 AS client, 1 AS win, 1 AS hits');
    try {
      const name = uniqueName('StoreDown');
      const res = await send(request, body(name));
      expect(res.status()).toBe(201);
      expect((await rows(request, name)).map((r) => r.firstName)).toEqual([name]);
      const bot = await send(request, body(uniqueName('StoreDownBot'), { company: 'ACME' }));
      expect([bot.status(), await bot.json()]).toEqual([200, { ok: true }]);
    } finally {
      db.exec(
        'DROP VIEW enquiry_rate; CREATE TABLE enquiry_rate (client TEXT NOT NULL, win INTEGER NOT NULL, hits INTEGER NOT NULL, PRIMARY KEY (client, win))',
      );
      const put = db.prepare('INSERT INTO enquiry_rate (client, win, hits) VALUES (@client, @win, @hits)');
      for (const row of saved) put.run(row);
      db.close();
    }
  },
);

test('the team’s alert shows a hostile name as characters: no mention, no disguised link, no formatting', async ({ request }) => {
  test.setTimeout(60_000);
  const tag = uniqueName('');
  const firstName = `<!channel> *urgent*${tag}`;
  const lastName = '<https://evil.example|Open the CMS> & _now_';
  const res = await send(
    request,
    body(firstName, { emailOutcome: 'failed', emailError: '412', answers: { ...body(firstName).answers, lastName } }),
  );
  expect(res.status()).toBe(201);
  // The alert arrives at the harness's webhook receiver on loopback, from the housekeeping's next round (5 s here).
  await expect.poll(async () => (await alertsFor(firstName)).length, { timeout: 20_000 }).toBe(1);
  const { text, enquiry } = (await alertsFor(firstName))[0]!;
  const line = text.split('\n').find((l: string) => l.includes(tag))!;
  expect(line).toContain('&lt;!channel&gt;');
  expect(line).toContain('&lt;https:\u200B/\u200B/\u200Bevil.\u200Bexample|Open the CMS&gt;');
  expect(line).toContain('&amp;');
  // Our own link is the only control sequence of the line: to the entry in the admin.
  expect(line.match(/<[^>]*>/g)).toEqual([`<${enquiry.adminUrl}|Open it in the CMS>`]);
  expect(enquiry.adminUrl).toMatch(new RegExp(`/admin/content-manager/collection-types/api::enquiry.enquiry/${enquiry.documentId}$`));
  // Nothing else the visitor sent goes to the channel.
  expect(text).not.toContain('mallory@example.com');
  expect(text).not.toContain('312 555 0199');
});

test('text is stored as text: a <script> in a name comes back as those characters', async ({ request }) => {
  const name = `<script>alert('${uniqueName('x')}')</script>`;
  expect((await send(request, body(name))).status()).toBe(201);
  const [row] = await rows(request, name);
  expect(row!.firstName).toBe(name);
});

test('no route of the Content API reads an enquiry, with or without any token', async ({ request }) => {
  const name = uniqueName('Secret');
  expect((await send(request, body(name))).status()).toBe(201);
  const [row] = await rows(request, name);
  const id = row!.documentId;
  const tokens = { public: null, full: FULL_TOKEN, enquiry: ENQUIRY_TOKEN, preview: PREVIEW_TOKEN || null };
  for (const [who, token] of Object.entries(tokens)) {
    const headers = token ? { Authorization: `Bearer ${token}` } : {};
    for (const path of [
      '/api/enquiries',
      `/api/enquiries/${id}`,
      `/api/enquiries?filters[firstName][$eq]=${encodeURIComponent(name)}`,
      '/api/ENQUIRIES',
      `/api/enquiries/${id}?populate=*`,
    ]) {
      const res = await request.get(`${STRAPI}${path}`, { headers });
      expect([404, 405], `${who} GET ${path}`).toContain(res.status());
      expect(await res.text(), `${who} GET ${path}`).not.toContain(name);
    }
    // From the other types: no relation leads to an enquiry.
    for (const path of ['/api/blogs?populate[enquiries]=*', '/api/blogs?filters[enquiries][firstName][$eq]=x', '/api/authors?populate=*']) {
      const res = await request.get(`${STRAPI}${path}`, { headers });
      expect(await res.text(), `${who} GET ${path}`).not.toContain(name);
    }
  }
});

test('the enquiry token creates enquiries and does nothing else; no other credential creates one', async ({ request }) => {
  const enquiryAuth = { Authorization: `Bearer ${ENQUIRY_TOKEN}` };
  for (const [method, path] of [
    ['GET', '/api/blogs'],
    ['GET', '/api/categories'],
    ['POST', '/api/blogs'],
    ['POST', '/api/redirects'],
    ['GET', '/api/upload/files'],
    ['GET', '/api/users'],
  ] as const) {
    const res = await request.fetch(`${STRAPI}${path}`, {
      method,
      headers: enquiryAuth,
      data: method === 'POST' ? { data: { title: 'x', from: '/x', to: '/' } } : undefined,
    });
    expect([401, 403, 404, 405], `${method} ${path}`).toContain(res.status());
  }
  const name = uniqueName('Direct');
  const { key, answers } = body(name);
  const data = { submissionKey: key, ...answers, goals: answers.goals.join(', '), page: '/contact', emailOutcome: 'sent', emailError: '' };
  delete (data as Record<string, unknown>).otherBusinessSituation;
  for (const headers of [{}, PREVIEW_TOKEN ? { Authorization: `Bearer ${PREVIEW_TOKEN}` } : null].filter(Boolean) as Array<
    Record<string, string>
  >) {
    const res = await request.post(`${STRAPI}/api/enquiries`, { headers, data: { data } });
    expect([401, 403]).toContain(res.status());
  }
  for (const method of ['PUT', 'DELETE']) {
    const res = await request.fetch(`${STRAPI}/api/enquiries/anything`, { method, headers: enquiryAuth, data: { data } });
    expect([404, 405], method).toContain(res.status());
  }
  expect(await rows(request, name)).toEqual([]);
});

test('in the admin panel enquiries are read-only, and the Editor and Author roles have no permission on them', async ({ request }) => {
  const name = uniqueName('ReadOnly');
  expect((await send(request, body(name))).status()).toBe(201);
  const [row] = await rows(request, name);
  const auth = { Authorization: `Bearer ${admin}` };
  const base = `${STRAPI}/content-manager/collection-types/${ENQUIRY_UID}`;
  const edit = await request.put(`${base}/${row!.documentId}`, { headers: auth, data: { ...row, firstName: 'Tampered' } });
  expect(edit.status()).toBeGreaterThanOrEqual(400);
  expect(await edit.text()).toContain('Enquiries are read-only');
  const remove = await request.delete(`${base}/${row!.documentId}`, { headers: auth });
  expect(remove.status()).toBeGreaterThanOrEqual(400);
  const create = await request.post(base, { headers: auth, data: { ...row, submissionKey: randomUUID(), documentId: undefined } });
  expect(create.status()).toBeGreaterThanOrEqual(400);
  expect((await rows(request, name)).map((r) => r.firstName)).toEqual([name]);
  expect(await rows(request, 'Tampered')).toEqual([]);

  const roles = (
    (await (await request.get(`${STRAPI}/admin/roles`, { headers: auth })).json()) as { data: Array<{ id: number; code: string }> }
  ).data;
  for (const role of roles.filter((r) => r.code !== 'strapi-super-admin')) {
    const permissions = (
      (await (await request.get(`${STRAPI}/admin/roles/${role.id}/permissions`, { headers: auth })).json()) as {
        data: Array<{ subject: string | null }>;
      }
    ).data;
    expect(
      permissions.filter((p) => p.subject === ENQUIRY_UID),
      role.code,
    ).toEqual([]);
  }
});

test('retention: an enquiry past its time is deleted by the cron, a recent one kept', async ({ request }) => {
  // The e2e Strapi keeps enquiries 45 s and looks every 5 s (scripts/harness/cms-e2e/run.mjs). The
  // old one is made old in the database, as an hour passing would make it, rather than waited for.
  const old = uniqueName('Old');
  const recent = uniqueName('Recent');
  expect((await send(request, body(old))).status()).toBe(201);
  expect((await send(request, body(recent))).status()).toBe(201);
  const [stored] = await rows(request, old);
  await backdateEnquiry(stored!.documentId, 60 * 60_000);
  await expect.poll(async () => (await rows(request, old)).length, { timeout: 20_000, intervals: [1000] }).toBe(0);
  expect(await rows(request, recent)).toHaveLength(1);
});

test('the create-only token is in no built file and in no answer of the Function', { tag: ANY_DATABASE }, async ({ request }) => {
  expect(ENQUIRY_TOKEN.length).toBeGreaterThan(20);
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
  for (const file of files(SITE_DIST)) expect(readFileSync(file, 'latin1').includes(ENQUIRY_TOKEN), file).toBe(false);
  for (const res of [
    await send(request, body(uniqueName('Leak'))),
    await send(request, '{'),
    await send(request, body('x'), { Origin: 'https://evil.example' }),
  ]) {
    expect(JSON.stringify(res.headers()) + (await res.text())).not.toContain(ENQUIRY_TOKEN);
  }
});
