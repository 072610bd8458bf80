import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, adminToken as adminLogin } from '../support/strapi-admin';
import { ENQUIRY_UID, storedEnquiries } from '../support/enquiries';
import enquirySchema from '../../cms/src/api/enquiry/content-types/enquiry/schema.json' with { type: 'json' };
import { databaseRows } from '../support/strapi-database';
import type { EnquiryRecordRequest } from '../../src/lib/enquiry/record';
import { ENQUIRY_API_PATH } from '../../src/config/routes';

/**
 * A person's rights, in Strapi's real admin panel: the administrator answers an access request
 * (every enquiry of one address, downloaded with every field) and an erasure request (deleted
 * for good, from the admin, the API and the database, with a record that holds no personal
 * data), from the "Privacy requests" page (cms/src/plugins/privacy/). An editor sees none of it,
 * and enquiries stay read-only otherwise.
 */
const STRAPI = process.env.STRAPI_URL!;
const EDGE = process.env.STRAPI_EDGE_URL!;

test.skip(!process.env.STRAPI_ADMIN_BUILT, 'The admin panel is not built (scripts/harness/cms-e2e.mjs builds it).');
test.skip(!EDGE, 'The edge is not installed (npm install --prefix edge).');
test.use({ viewport: { width: 1440, height: 900 } });

let admin = '';
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request, STRAPI);
});

/** An enquiry from `email`, as the site's wizard stores it through the edge. */
async function enquire(request: APIRequestContext, email: string, firstName: string) {
  const body: EnquiryRecordRequest = {
    key: randomUUID(),
    page: '/contact',
    fillMs: 42_000,
    company: '',
    emailOutcome: 'sent',
    emailError: '',
    answers: {
      firstName,
      lastName: 'Requester',
      email,
      phoneNumber: '312 555 0177',
      businessSituation: 'Other',
      otherBusinessSituation: 'We sell kayaks, "mostly" online, =SUM(1)',
      goals: ['Improve my Google rankings (SEO)'],
      hasWebsite: 'Yes',
      websiteUrl: 'https://kayaks.example',
      budget: '$1,000-$2,500',
      timeframe: '1-3 months',
      notes: 'Line one\nLine two',
    },
  };
  const res = await request.post(`${EDGE}${ENQUIRY_API_PATH}`, {
    headers: {
      Origin: EDGE,
      'Content-Type': 'application/json',
      'CF-Connecting-IP': `2001:db8:77:${Math.floor(Math.random() * 0xffff).toString(16)}::1`,
    },
    data: Buffer.from(JSON.stringify(body)),
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${STRAPI}/admin/auth/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/auth\//, { timeout: 30_000 });
}

/** Nothing (a guided tour, a banner, a dialog) drawn over the admin's main area once the page has settled. */
async function expectNothingOver(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const onTop = await page
    .locator('main')
    .first()
    .evaluate((main) => {
      const box = main.getBoundingClientRect();
      const points = [0.25, 0.5, 0.75].map((f) =>
        document.elementFromPoint(box.left + box.width * f, box.top + Math.min(box.height, 600) * f),
      );
      return points.every((el) => el !== null && main.contains(el));
    });
  expect(onTop, 'the main area is covered').toBe(true);
}

/** A download the page starts, read whole. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
}

test('an administrator finds two enquiries of one address, downloads them whole, erases them for good; an editor sees none of it', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 8);
  const email = `person-${tag}@example.com`;
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('link', { name: 'Privacy requests' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy requests', level: 1 })).toBeVisible({ timeout: 30_000 });

  // The e2e CMS keeps enquiries 45 s: they are sent once the page is open.
  await enquire(request, email, `First${tag}`);
  await enquire(request, email.toUpperCase(), `Second${tag}`);
  await enquire(request, `someone-else-${tag}@example.com`, `Other${tag}`);
  const stored = [
    ...(await storedEnquiries(request, STRAPI, admin, { firstName: `First${tag}` })),
    ...(await storedEnquiries(request, STRAPI, admin, { firstName: `Second${tag}` })),
  ];
  expect(stored).toHaveLength(2);

  // The access request: found by the address, whatever its case.
  await page.getByLabel('E-mail address').fill(` ${email.replace('person', 'Person')} `);
  await page.getByRole('button', { name: 'Find enquiries' }).click();
  await expect(page.getByRole('status').filter({ hasText: `2 enquiries from ${email}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `First${tag}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Second${tag}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Other${tag}` })).toHaveCount(0);
  await info.attach('found', { body: await page.screenshot(), contentType: 'image/png' });

  const json = await downloaded(page, () => page.getByRole('button', { name: 'Download as JSON' }).click());
  // Nothing of the address, nor of its hash, in the file's name.
  expect(json.name).toMatch(/^enquiries-\d{4}-\d\d-\d\d\.json$/);
  const file = JSON.parse(json.text) as { address: string; enquiries: Array<Record<string, unknown>> };
  expect(file.address).toBe(email);
  // Every field of the Enquiry schema, and its identifier and dates, as the CMS holds them.
  const columns = Object.keys(file.enquiries[0]!);
  expect(columns).toEqual(['documentId', 'createdAt', 'updatedAt', ...Object.keys(enquirySchema.attributes)]);
  const byKey = (rows: Array<Record<string, unknown>>) =>
    [...rows].sort((a, b) => String(a.submissionKey).localeCompare(String(b.submissionKey)));
  const held = byKey(stored as unknown as Array<Record<string, unknown>>).map((row) =>
    Object.fromEntries(columns.map((c) => [c, row[c] ?? null])),
  );
  expect(byKey(file.enquiries)).toEqual(held);

  const csv = await downloaded(page, () => page.getByRole('button', { name: 'Download as CSV' }).click());
  const lines = csv.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines).toHaveLength(3);
  expect(lines[0]!.split(',')).toEqual(Object.keys(file.enquiries[0]!).map((c) => `"${c}"`));
  // Every cell quoted; a formula's start after a separator of any locale neutralised.
  expect(csv.text).toContain(`"Other: We sell kayaks, ""mostly"" online, '=SUM(1)"`);

  // The erasure request.
  await page.getByRole('button', { name: 'Erase these 2 enquiries' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Erase for good?' });
  await expect(dialog).toContainText(email);
  await info.attach('erase dialog', { body: await page.screenshot(), contentType: 'image/png' });
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(page.getByText('Erased 2 enquiries. The erasure is recorded below.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `No enquiry was sent from ${email}` })).toBeVisible();
  const log = page.getByRole('grid', { name: 'Erasures made' });
  await expect(log.getByRole('row').nth(1)).toContainText(`${ADMIN.firstname}`);
  await info.attach('erased', { body: await page.screenshot(), contentType: 'image/png' });

  // Gone from the admin and from the database; the other address's enquiry stays.
  for (const { firstName } of stored) expect(await storedEnquiries(request, STRAPI, admin, { firstName })).toEqual([]);
  expect(await storedEnquiries(request, STRAPI, admin, { firstName: `Other${tag}` })).toHaveLength(1);
  expect(await databaseRows('SELECT document_id FROM enquiries WHERE lower(email) = $1', [email])).toEqual([]);
  // No route of the Content API reads an enquiry, erased or not.
  expect([404, 405]).toContain((await request.get(`${STRAPI}/api/enquiries?filters[email][$eq]=${email}`)).status());

  // The record: when, by whom, how many, a hash; nothing of the person.
  const records = await databaseRows<Record<string, unknown>>('SELECT * FROM privacy_erasures');
  const mine = records.filter((r) => Number(r.enquiries) === 2 && String(r.erased_by).includes(ADMIN.firstname));
  expect(mine.length).toBeGreaterThan(0);
  const everything = JSON.stringify(records);
  for (const personal of [email, tag, 'Requester', '312 555 0177', 'kayaks']) expect(everything).not.toContain(personal);

  // Ordinary deletes stay refused, for the administrator too.
  const [other] = await storedEnquiries(request, STRAPI, admin, { firstName: `Other${tag}` });
  const remove = await request.delete(`${STRAPI}/content-manager/collection-types/${ENQUIRY_UID}/${other!.documentId}`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(remove.status()).toBeGreaterThanOrEqual(400);
  expect(await remove.text()).toContain('Enquiries are read-only');

  // An editor: no menu entry, no page, and every route refused.
  const roles = (
    (await (await request.get(`${STRAPI}/admin/roles`, { headers: { Authorization: `Bearer ${admin}` } })).json()) as {
      data: Array<{ id: number; code: string }>;
    }
  ).data;
  const editor = { email: `editor-${tag}@agency.example`, password: `Editor-lamp-${tag}-9X` };
  const invited = await request.post(`${STRAPI}/admin/users`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { firstname: 'Rita', lastname: 'Reader', email: editor.email, roles: [roles.find((r) => r.code === 'strapi-editor')!.id] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { registrationToken } = ((await invited.json()) as { data: { registrationToken: string } }).data;
  const registered = await request.post(`${STRAPI}/admin/register`, {
    data: { registrationToken, userInfo: { firstname: 'Rita', lastname: 'Reader', password: editor.password } },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const editorSession = ((await registered.json()) as { data: { token: string } }).data.token;
  const asEditor = { Authorization: `Bearer ${editorSession}` };
  for (const [method, path, data] of [
    ['GET', `/privacy/enquiries?email=${encodeURIComponent(`someone-else-${tag}@example.com`)}`, undefined],
    ['GET', `/privacy/enquiries/export?email=${encodeURIComponent(`someone-else-${tag}@example.com`)}&format=json`, undefined],
    ['POST', '/privacy/erasures', { email: `someone-else-${tag}@example.com`, ids: [other!.documentId] }],
    ['GET', '/privacy/erasures', undefined],
  ] as const) {
    const res = await request.fetch(`${STRAPI}${path}`, { method, headers: asEditor, data });
    expect(res.status(), `${method} ${path}`).toBe(403);
    expect(await res.text()).not.toContain(`Other${tag}`);
  }
  // Nobody signed in at all.
  expect((await request.get(`${STRAPI}/privacy/erasures`)).status()).toBe(401);
  expect(await storedEnquiries(request, STRAPI, admin, { firstName: `Other${tag}` })).toHaveLength(1);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, editor.email, editor.password);
  await expect(page.getByRole('link', { name: 'Content Manager' })).toBeVisible();
  // The editor's first sign-in: no tour, banner or dialog over the first screen nor over the posts.
  await expectNothingOver(page);
  await page.goto(`${STRAPI}/admin/content-manager/collection-types/api::blog.blog`);
  await expect(page.getByRole('grid')).toBeVisible({ timeout: 30_000 });
  await expectNothingOver(page);
  await expect(page.getByRole('link', { name: 'Privacy requests' })).toHaveCount(0);
  await page.goto(`${STRAPI}/admin/plugins/privacy`);
  await expect(page.getByText(/don.t have the permissions/i)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('E-mail address')).toHaveCount(0);
  await info.attach('editor', { body: await page.screenshot(), contentType: 'image/png' });
});
