import { expect, test, type Page } from '@playwright/test';
import { answerStep5, answerToStep5, expectedParams, nextButton, open } from '../support/enquiry';
import { alertsFor, enquiryBody, sendEnquiry, storedEnquiries, uniqueName } from '../support/enquiries';
import { EMAILJS_SEND, interceptEmailJs } from '../support/third-parties';
import { ANY_DATABASE, adminToken as adminLogin } from '../support/strapi-admin';
import { EMAIL_TIMEOUT_MS } from '../../src/lib/enquiry/delivery/deliver';
import { ENQUIRY_API_PATH, ROUTES } from '../../src/config/routes';
import { site } from '../../src/config/site';
import { control } from '../support/strapi-run';

/**
 * Every enquiry reaches the agency: the wizard on the site served by Cloudflare's runtime
 * (workerd, with the enquiry Function), storing into the real Strapi beside the e-mail. EmailJS
 * is intercepted at the browser's edge and made to fail in each way it does; Strapi is stopped
 * through the control server. What the visitor sees, what Strapi holds and what the team hears.
 */
const STRAPI = process.env.STRAPI_URL!;
const EDGE = process.env.STRAPI_EDGE_URL!;

test.skip(!EDGE, 'The edge is not installed (npm install --prefix edge).');
test.use({ baseURL: EDGE });
test.describe.configure({ mode: 'serial' });

let admin = '';
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request, STRAPI);
});

/** The wizard answered to step 5 under a first name of its own. */
async function answered(page: Page, name: string, path: string = ROUTES.contact) {
  const w = await open(page, path);
  await answerToStep5(w, { firstName: name });
  await answerStep5(w, 'Call after 3pm');
  return w;
}

/** The requests the page made to the enquiry Function, with their bodies. */
function storeRequests(page: Page) {
  const bodies: Array<{ key: string; emailOutcome: string; emailError: string }> = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === ENQUIRY_API_PATH && r.method() === 'POST') bodies.push(r.postDataJSON());
  });
  return bodies;
}

for (const status of [412, 429, 500]) {
  // What Strapi stores is the same for every status: PostgreSQL runs one of them.
  const tag = status === 412 ? [] : [ANY_DATABASE];
  test(
    `EmailJS answering ${status}: the visitor is thanked, Strapi holds the enquiry as failed (${status}), the team is told once`,
    { tag },
    async ({ page, request }) => {
      const name = uniqueName('Fail');
      const emails = await interceptEmailJs(page, [status]);
      const w = await answered(page, name);
      await nextButton(w).click();
      await expect(w).toHaveAttribute('data-step', '6');
      await expect(w.getByText(/Your enquiry is on its way/)).toBeVisible();
      expect(emails).toHaveLength(1);
      await expect
        .poll(async () => (await storedEnquiries(request, STRAPI, admin, { firstName: name })).map((e) => [e.emailOutcome, e.emailError]))
        .toEqual([['failed', String(status)]]);
      const [row] = await storedEnquiries(request, STRAPI, admin, { firstName: name });
      expect(row).toMatchObject({ ...expectedParams('Call after 3pm'), firstName: name, page: ROUTES.contact });
      // Told by the housekeeping's next round (every 5 s here), once.
      await expect.poll(async () => (await alertsFor(name)).length, { timeout: 20_000 }).toBe(1);
      const [alert] = await alertsFor(name);
      expect(alert!.text).toMatch(
        new RegExp(`${name} \\S+, received \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC: its e-mail failed \\(${status}\\)`),
      );
      expect(alert!.enquiry.adminUrl).toBe(`${STRAPI}/admin/content-manager/collection-types/api::enquiry.enquiry/${row!.documentId}`);
    },
  );
}

test(
  'EmailJS never answering: after its timeout the visitor is thanked, and the record says "timeout"',
  { tag: ANY_DATABASE },
  async ({ page, request }) => {
    const name = uniqueName('Slow');
    let asked!: () => void;
    const emailAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route(EMAILJS_SEND, () => {
      // Never answered.
      asked();
    });
    const w = await answered(page, name);
    await nextButton(w).click();
    await expect(w.getByRole('button', { name: /Sending/ })).toBeDisabled();
    // "Sending" shows before the delivery code has loaded; its timeout starts just before the
    // e-mail's request goes out, so the clock moves on only once that request has arrived.
    await emailAsked;
    await page.clock.fastForward(EMAIL_TIMEOUT_MS);
    await expect(w).toHaveAttribute('data-step', '6');
    await expect
      .poll(async () => (await storedEnquiries(request, STRAPI, admin, { firstName: name })).map((e) => [e.emailOutcome, e.emailError]))
      .toEqual([['failed', 'timeout']]);
  },
);

test('both channels working: one e-mail with the product §7 parameters, one record marked sent, no alert', async ({ page, request }) => {
  const name = uniqueName('Both');
  const emails = await interceptEmailJs(page, [200]);
  const stores = storeRequests(page);
  const w = await answered(page, name, ROUTES.enquiry);
  await nextButton(w).click();
  await expect(w).toHaveAttribute('data-step', '6');
  expect((emails[0] as { template_params: unknown }).template_params).toEqual({ ...expectedParams('Call after 3pm'), firstName: name });
  await expect
    .poll(async () => (await storedEnquiries(request, STRAPI, admin, { firstName: name })).map((e) => e.emailOutcome))
    .toEqual(['sent']);
  // The record was asked for at once, then told the e-mail went, under one key.
  expect(stores.map((s) => s.emailOutcome)).toEqual(['pending', 'sent']);
  expect(new Set(stores.map((s) => s.key)).size).toBe(1);
  const [row] = await storedEnquiries(request, STRAPI, admin, { firstName: name });
  expect(row!.submissionKey).toBe(stores[0]!.key);
  expect(row!.page).toBe(ROUTES.enquiry);
  // No alert: a marked enquiry whose e-mail failed, stored after this one was marked sent, is
  // named by the housekeeping's next round (every 5 s here); that round, which read this one too,
  // names only it.
  const marker = uniqueName('Marker');
  expect((await sendEnquiry(request, enquiryBody(marker, { emailOutcome: 'failed', emailError: '500' }))).status()).toBe(201);
  await expect.poll(async () => (await alertsFor(marker)).length, { timeout: 20_000 }).toBe(1);
  expect(await alertsFor(name)).toEqual([]);
});

test('a double click on Send: one e-mail and one record', { tag: ANY_DATABASE }, async ({ page, request }) => {
  const name = uniqueName('Double');
  const emails = await interceptEmailJs(page, [200], 800);
  const w = await answered(page, name);
  await nextButton(w).dblclick();
  await expect(w).toHaveAttribute('data-step', '6');
  expect(emails).toHaveLength(1);
  await expect
    .poll(async () => (await storedEnquiries(request, STRAPI, admin, { firstName: name })).map((e) => e.emailOutcome))
    .toEqual(['sent']);
});

test(
  'a reload while sending: the e-mail is never sent again, and the record stays one',
  { tag: ANY_DATABASE },
  async ({ page, request }) => {
    const name = uniqueName('Reload');
    let emails = 0;
    await page.route(EMAILJS_SEND, () => {
      emails += 1; // held: the page reloads before EmailJS answers
    });
    const stores = storeRequests(page);
    const w = await answered(page, name);
    await nextButton(w).click();
    await expect.poll(() => stores.length).toBe(1);
    await expect.poll(async () => (await storedEnquiries(request, STRAPI, admin, { firstName: name })).length).toBe(1);
    await page.reload();
    await expect(page.getByTestId('send-interrupted')).toBeVisible();
    // The reloaded page asks for the record once more under the same key: still one.
    await expect.poll(() => stores.length).toBe(2);
    expect(stores[1]!.key).toBe(stores[0]!.key);
    expect(emails).toBe(1);
    await expect.poll(async () => (await storedEnquiries(request, STRAPI, admin, { firstName: name })).length).toBe(1);
  },
);

test('offline at Send, then online: exactly one e-mail and one record', { tag: ANY_DATABASE }, async ({ page, context, request }) => {
  const name = uniqueName('Offline');
  const emails = await interceptEmailJs(page, [200]);
  const w = await answered(page, name);
  await context.setOffline(true);
  await nextButton(w).click();
  await expect(w.getByTestId('send-error')).toContainText(/offline/i);
  await context.setOffline(false);
  await expect(w).toHaveAttribute('data-step', '6');
  expect(emails).toHaveLength(1);
  await expect
    .poll(async () => (await storedEnquiries(request, STRAPI, admin, { firstName: name })).map((e) => e.emailOutcome))
    .toEqual(['sent']);
});

test(
  'Strapi stopped: with EmailJS failing too, the phone message and every answer kept; then EmailJS alone carries it',
  { tag: ANY_DATABASE },
  async ({ page, request }) => {
    // Strapi's restart at the end takes up to a minute on a busy machine.
    test.setTimeout(150_000);
    const name = uniqueName('Down');
    const emails = await interceptEmailJs(page, [500, 200]);
    const w = await answered(page, name);
    expect((await control('/strapi/stop')).ok).toBe(true);
    try {
      await nextButton(w).click();
      const message = w.getByTestId('send-error');
      // The edge's answer (Strapi refuses the connection) and EmailJS's 500 first: seconds on a busy machine.
      await expect(message).toBeVisible({ timeout: 30_000 });
      await expect(message).toContainText(site.phone);
      await expect(w).toHaveAttribute('data-step', '5');
      await expect(w.getByLabel('$2,500-$5,000')).toBeChecked();
      await expect(w.getByLabel(/Anything else/)).toHaveValue('Call after 3pm');
      await expect(w.getByText(/Your enquiry is on its way/)).toHaveCount(0);
      await nextButton(w).click();
      await expect(w).toHaveAttribute('data-step', '6');
      expect(emails).toHaveLength(2);
    } finally {
      expect((await control('/strapi/start')).ok).toBe(true);
    }
    // Nothing reached Strapi while it was down; the e-mail carried the enquiry.
    expect(await storedEnquiries(request, STRAPI, admin, { firstName: name })).toEqual([]);
  },
);
