import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { answerStep5, answerToStep5, nextButton, open } from '../support/enquiry';
import { clientAddress, enquiryBody, sendEnquiry, storedEnquiries, uniqueName } from '../support/enquiries';
import { interceptEmailJs } from '../support/third-parties';
import { adminToken as adminLogin } from '../support/strapi-admin';
import { INTAKE_ERRORS } from '../../worker/enquiry';
import type { EnquiryRecordRequest } from '../../src/lib/enquiry/record';
import { ROUTES } from '../../src/config/routes';

/**
 * The enquiry Function with Turnstile on, on Cloudflare's runtime: a second edge of the harness
 * (scripts/harness/cms-e2e.mjs) with a real TURNSTILE_SECRET_KEY binding, whose tokens a stand-in of
 * Turnstile's siteverify on loopback checks as Cloudflare does (the site's secret; each token
 * once). What gets stored is read back from the real Strapi.
 */
const STRAPI = process.env.STRAPI_URL!;
const EDGE = process.env.STRAPI_TURNSTILE_EDGE_URL!;
const CONTROL = process.env.STRAPI_CONTROL!;

test.skip(!EDGE, 'The edge is not installed (npm install --prefix edge).');
test.describe.configure({ mode: 'serial' });

let admin = '';
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request, STRAPI);
});

const token = () => `e2e-turnstile-${randomUUID()}`;
/** Each from a client of its own: the limit counts per /64. */
const send = (request: APIRequestContext, body: EnquiryRecordRequest) => sendEnquiry(request, body, {}, clientAddress(), EDGE);

const rows = (request: APIRequestContext, firstName: string) => storedEnquiries(request, STRAPI, admin, { firstName });
const checks = async (): Promise<Array<{ token: string; success: boolean }>> => (await fetch(`${CONTROL}/siteverify-checks`)).json();

test('a valid token passes once; the same token again, or none, is refused and nothing is stored', async ({ request }) => {
  const name = uniqueName('Turnstile');
  const good = token();
  const first = enquiryBody(name, { turnstileToken: good });
  expect((await send(request, first)).status()).toBe(201);
  expect((await checks()).filter((c) => c.token === good)).toEqual([{ token: good, success: true }]);

  const replayed = await send(request, enquiryBody(name, { turnstileToken: good }));
  expect([replayed.status(), await replayed.json()]).toEqual([403, { error: INTAKE_ERRORS.turnstile }]);
  const missing = await send(request, enquiryBody(name));
  expect([missing.status(), await missing.json()]).toEqual([403, { error: INTAKE_ERRORS.turnstile }]);
  const made = await send(request, enquiryBody(name, { turnstileToken: 'made-up' }));
  expect(made.status()).toBe(403);
  expect((await rows(request, name)).map((r) => r.submissionKey)).toEqual([first.key]);

  // The e-mail's outcome comes later, without a token: it moves the stored one on...
  expect((await send(request, { ...first, emailOutcome: 'sent' })).status()).toBe(200);
  expect((await rows(request, name)).map((r) => r.emailOutcome)).toEqual(['sent']);
  // ...and can create nothing (Strapi's outcomeOnly guard): a report for an unknown key stores nothing.
  const stray = enquiryBody(name, { emailOutcome: 'failed', emailError: '412' });
  expect((await send(request, stray)).status()).toBe(503);
  expect((await rows(request, name)).map((r) => r.submissionKey)).toEqual([first.key]);
});

test('a visitor on the site with Turnstile on: the check passes, the enquiry is stored, the thank-you shows', async ({ page, request }) => {
  const name = uniqueName('Visitor');
  const emails = await interceptEmailJs(page, [200]);
  const w = await open(page, `${EDGE}${ROUTES.contact}`);
  await answerToStep5(w, { firstName: name });
  await answerStep5(w, 'Checked by Turnstile');
  // The widget's token is in hand before Send, as a person takes longer than the check.
  await expect(w.getByTestId('turnstile')).toHaveAttribute('data-token', /^e2e-turnstile-/);
  const issued = await w.getByTestId('turnstile').getAttribute('data-token');
  await nextButton(w).click();
  await expect(w).toHaveAttribute('data-step', '6');
  expect(emails).toHaveLength(1);
  await expect.poll(async () => (await rows(request, name)).map((r) => r.emailOutcome)).toEqual(['sent']);
  expect((await checks()).filter((c) => c.token === issued)).toEqual([{ token: issued, success: true }]);
});
