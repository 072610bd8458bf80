import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHmac, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken } from '../support/strapi-admin';

/**
 * Editors see their change go live (cms/src/rebuilds/, src/plugins/rebuilds/): a publish asks
 * GitHub for a rebuild (the control server stands in for its API), the deploy workflow's own
 * reporter (scripts/checks/report-rebuild.mjs, run here as the workflow runs it) tells the CMS the
 * run started and how it ended, and the admin says so; a failure reaches the team's webhook with
 * the run's link. The report route is attacked first: nothing it refuses is written.
 */
const STRAPI = process.env.STRAPI_URL!;
const CONTROL = process.env.STRAPI_CONTROL!;
const SECRET = process.env.STRAPI_REBUILD_REPORT_SECRET!;
const REPORT_URL = `${STRAPI}/api/rebuilds/report`;
const ROOT = new URL('../../', import.meta.url).pathname;

test.skip(!SECRET, 'scripts/harness/cms-e2e.mjs gives the CMS its report secret.');
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const CLOCK = '\\d\\d?:\\d\\d(?: [AP]M)?';

/** The post the second test publishes and sees go live, for the admin's panel. */
let livePost = '';

// The specs after this one count the published posts: the post this one publishes goes with it.
test.afterAll(async () => {
  if (!livePost) return;
  const res = await fetch(`${STRAPI}/api/blogs/${livePost}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${process.env.STRAPI_TOKEN}` },
  });
  expect(res.status).toBeLessThan(300);
});

type Status = { rebuilds: Array<Record<string, string | null>>; post: { state: string } | null; canRebuild: boolean };
async function status(request: APIRequestContext, session: string, documentId?: string): Promise<Status> {
  const res = await request.get(`${STRAPI}/rebuilds/status${documentId ? `?documentId=${documentId}` : ''}`, {
    headers: { Authorization: `Bearer ${session}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Status }).data;
}

/** The workflow's reporter, as the workflow runs it, with GitHub's variables of run `runId`. */
function workflowReports(args: string[], { runId, request }: { runId: string; request: string | null }) {
  const run = spawnSync(process.execPath, ['scripts/checks/report-rebuild.mjs', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      REBUILD_REPORT_URL: REPORT_URL,
      REBUILD_REPORT_SECRET: SECRET,
      REBUILD_REQUEST: request ?? '',
      GITHUB_RUN_ID: runId,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: 'agency/site',
      GITHUB_SHA: 'b'.repeat(40),
      GITHUB_EVENT_NAME: request ? 'workflow_dispatch' : 'push',
    },
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.trim();
}

/** A report signed as the workflow signs one, changed as a test says. */
function signed(body: string, { time = Math.floor(Date.now() / 1000), secret = SECRET } = {}) {
  const signature = `sha256=${createHmac('sha256', secret).update(`${time}.${body}`).digest('hex')}`;
  return { 'Content-Type': 'application/json', 'X-Rebuild-Time': String(time), 'X-Rebuild-Signature': signature };
}

const dispatches = async () =>
  ((await (await fetch(`${CONTROL}/rebuilds`)).json()) as Array<{ body: { inputs: { reason: string; request?: string } } }>).map(
    (r) => r.body.inputs,
  );

test('the report route refuses what the workflow did not send, and writes nothing', async ({ request }) => {
  const session = await adminToken(request, STRAPI);
  const before = await status(request, session);
  const start = (over = {}) =>
    JSON.stringify({
      phase: 'start',
      runId: '900001',
      runUrl: 'https://github.com/agency/site/actions/runs/900001',
      trigger: 'cms',
      request: randomUUID(),
      commit: 'c'.repeat(40),
      at: new Date().toISOString(),
      ...over,
    });
  // Each body made once and signed as sent: made twice, its time (to the millisecond) could differ.
  const body = start();
  const oversized = start({ pad: 'x'.repeat(5000) });
  const pushThenEnd = start({ trigger: 'push', request: null, phase: 'end', outcome: 'live' });
  const attempts: Array<[string, Record<string, string>, string, number]> = [
    ['no signature', { 'Content-Type': 'application/json' }, body, 401],
    ['a wrong signature', signed(body, { secret: 'not-the-secret-of-the-workflow-32' }), body, 401],
    ['an old time', signed(body, { time: Math.floor(Date.now() / 1000) - 3600 }), body, 401],
    ['an oversized body', signed(oversized), oversized, 413],
    ['a run the CMS never asked for', signed(body), body, 409],
    ['a push naming a run id, then an end for another', signed(pushThenEnd), pushThenEnd, 409],
  ];
  // The admin's routes: nobody signed in, or with a made-up session, reads or starts nothing.
  for (const auth of [{}, { Authorization: 'Bearer not-a-session' }]) {
    expect((await request.get(`${STRAPI}/rebuilds/status`, { headers: auth })).status()).toBe(401);
    expect((await request.post(`${STRAPI}/rebuilds/now`, { headers: auth })).status()).toBe(401);
  }
  for (const [what, headers, data, expected] of attempts) {
    const res = await request.post(REPORT_URL, { headers, data });
    expect(res.status(), what).toBe(expected);
    expect(await res.text(), what).not.toContain('900001');
  }
  expect(await status(request, session)).toEqual(before);
});

test('a publish asks for a rebuild; the workflow reports it started and went live; the post is live', async ({ request }) => {
  const session = await adminToken(request, STRAPI);
  const asked = (await dispatches()).length;
  const token = { Authorization: `Bearer ${process.env.STRAPI_TOKEN}` };
  const created = await request.post(`${STRAPI}/api/blogs?status=published`, {
    headers: token,
    data: {
      data: { title: `Goes Live ${Date.now()}`, content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Live soon.' }] }] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
  livePost = documentId;
  await expect.poll(async () => (await dispatches()).length, { timeout: 30_000 }).toBeGreaterThan(asked);
  const { request: requestId } = (await dispatches()).at(-1)!;
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect((await status(request, session, documentId)).post).toMatchObject({ state: 'waiting' });

  expect(workflowReports(['start'], { runId: '700001', request: requestId! })).toBe('The CMS was told: start.');
  expect((await status(request, session)).rebuilds[0]).toMatchObject({
    state: 'running',
    runUrl: 'https://github.com/agency/site/actions/runs/700001',
  });
  // The same report again (a replay): refused, nothing changed.
  expect(workflowReports(['start'], { runId: '700001', request: requestId! })).toContain('The CMS refused the report (409)');
  expect(workflowReports(['end', 'live'], { runId: '700001', request: requestId! })).toBe('The CMS was told: end live.');
  expect((await status(request, session, documentId)).post).toMatchObject({ state: 'live' });
});

/** A new admin user of `role` (invited, then registered as the invitation asks), signed in. */
async function userOf(request: APIRequestContext, session: string, role: 'strapi-editor' | 'strapi-author'): Promise<string> {
  const auth = { Authorization: `Bearer ${session}` };
  const roles = (
    (await (await request.get(`${STRAPI}/admin/roles`, { headers: auth })).json()) as { data: Array<{ id: number; code: string }> }
  ).data;
  const tag = `${role.slice(7)}-${Date.now()}`;
  const invited = await request.post(`${STRAPI}/admin/users`, {
    headers: auth,
    data: { firstname: 'Ed', lastname: tag, email: `${tag}@agency.example`, roles: [roles.find((r) => r.code === role)!.id] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { registrationToken } = ((await invited.json()) as { data: { registrationToken: string } }).data;
  const registered = await request.post(`${STRAPI}/admin/register`, {
    data: { registrationToken, userInfo: { firstname: 'Ed', lastname: tag, password: `Rebuild-lamp-${Date.now()}-9X` } },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  return ((await registered.json()) as { data: { token: string } }).data.token;
}

test('Rebuild now: offered to Editors and sent once; not to Authors, whom the API refuses', async ({ request }) => {
  const session = await adminToken(request, STRAPI);
  const author = await userOf(request, session, 'strapi-author');
  expect((await status(request, author)).canRebuild).toBe(false);
  const refused = await request.post(`${STRAPI}/rebuilds/now`, { headers: { Authorization: `Bearer ${author}` } });
  expect(refused.status()).toBe(403);

  const editor = await userOf(request, session, 'strapi-editor');
  expect((await status(request, editor)).canRebuild).toBe(true);
  const asked = (await dispatches()).length;
  const now = await request.post(`${STRAPI}/rebuilds/now`, { headers: { Authorization: `Bearer ${editor}` } });
  expect(now.status(), await now.text()).toBe(202);
  // Asked again while that one waits: refused, with why, and GitHub asked once.
  const again = await request.post(`${STRAPI}/rebuilds/now`, { headers: { Authorization: `Bearer ${editor}` } });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain('A rebuild is already waiting to start');
  expect((await dispatches()).length).toBe(asked + 1);
  expect((await dispatches()).at(-1)).toMatchObject({ reason: 'Rebuild now' });
});

test('a failed rebuild: said in words, kept, and the team told with the run', async ({ request }) => {
  const session = await adminToken(request, STRAPI);
  const { request: requestId } = (await dispatches()).at(-1)!;
  const dir = mkdtempSync(join(tmpdir(), 'rebuild-log-'));
  try {
    writeFileSync(join(dir, 'build.log'), 'building\n[ERROR] The post "broken" could not be rendered: a block of an unknown type\n');
    workflowReports(['start'], { runId: '700002', request: requestId! });
    expect(workflowReports(['end', 'failed', 'The build', join(dir, 'build.log')], { runId: '700002', request: requestId! })).toBe(
      'The CMS was told: end failed The build ' + join(dir, 'build.log') + '.',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const latest = (await status(request, session)).rebuilds[0]!;
  expect(latest).toMatchObject({ state: 'failed', failedStep: 'The build', runUrl: 'https://github.com/agency/site/actions/runs/700002' });
  const alerts = ((await (await fetch(`${CONTROL}/alerts`)).json()) as Array<{ body: { text: string; rebuild?: { runUrl: string } } }>)
    .map((a) => a.body)
    .filter((b) => b.rebuild);
  expect(alerts.at(-1)).toMatchObject({
    rebuild: { kind: 'rebuild-failed', runUrl: 'https://github.com/agency/site/actions/runs/700002' },
  });
  expect(alerts.at(-1)!.text).toContain('The build');
});

test('two instances asked at once send GitHub one request', async ({ request }) => {
  test.skip(!process.env.STRAPI_SECOND_URL, 'The PostgreSQL run starts a second instance.');
  const session = await adminToken(request, STRAPI);
  const asked = (await dispatches()).length;
  const answers = await Promise.all(
    [STRAPI, process.env.STRAPI_SECOND_URL!].map((cms) =>
      request.post(`${cms}/rebuilds/now`, { headers: { Authorization: `Bearer ${session}` } }),
    ),
  );
  expect(answers.map((a) => a.status()).sort()).toEqual([202, 409]);
  expect((await dispatches()).length).toBe(asked + 1);
});

for (const [screen, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 412, height: 915 }],
] as const) {
  test(`the admin says it in words (${screen}): the home page's rebuilds, and a post's place on the live site`, async ({ page }) => {
    test.skip(!process.env.STRAPI_ADMIN_BUILT, 'The admin panel is not built (scripts/harness/cms-e2e.mjs builds it).');
    await page.setViewportSize(viewport);
    await signIn(page);
    const widget = page.getByTestId('rebuilds-widget');
    await expect(widget).toBeVisible({ timeout: 30_000 });
    // The editor's own clock, in their browser's locale ("09:04", "9:04 AM").
    await expect(widget).toContainText(new RegExp(`Asked for by an editor: failed at ${CLOCK} \\(The build\\)`));
    await expect(widget).toContainText(new RegExp(`After a change was published: live at ${CLOCK}`));
    await expect(widget.getByRole('button', { name: 'Rebuild now' })).toBeVisible();
    await widget.scrollIntoViewIfNeeded();
    await test.info().attach(`widget-${screen}`, { body: await page.screenshot(), contentType: 'image/png' });
    await page.goto(`${STRAPI}/admin/content-manager/collection-types/api::blog.blog/${livePost}`);
    await expect(page.getByTestId('live-status')).toHaveText(new RegExp(`^Live since ${CLOCK}\\.$`), { timeout: 30_000 });
    await test.info().attach(`post-${screen}`, { body: await page.screenshot(), contentType: 'image/png' });
  });
}

async function signIn(page: Page) {
  const { ADMIN } = await import('../support/strapi-admin');
  await page.goto(`${STRAPI}/admin`);
  await page.locator('input[name="email"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/auth\//, { timeout: 30_000 });
}
