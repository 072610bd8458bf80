import { expect, test, type Page } from '@playwright/test';
import { ANY_SCREEN } from './support/devices';
import { answerStep5, answerToStep5, expectedParams, nextButton, open, wizard } from './support/enquiry';
import { hydrated } from './support/islands';
import { EMAILJS_SEND, interceptEmailJs, testEnv } from './support/third-parties';
import { ENQUIRY_STORAGE_KEY } from '../src/lib/enquiry/wizard/storage';
import { ENQUIRY_RATE_LIMIT } from '../src/lib/enquiry/delivery/send';
import { ENQUIRY_API_PATH, ROUTES } from '../src/config/routes';

/**
 * The enquiry under bots, bad networks and impatient clicks: a bot is thanked and nothing is
 * sent, offline waits and sends once, nothing is ever sent twice.
 */

const OFFLINE = "You're offline. Your enquiry is saved and will be sent when you're back online.";

const exactRequest = (notes: string) => ({
  lib_version: expect.any(String),
  service_id: testEnv.PUBLIC_EMAILJS_SERVICE_ID,
  template_id: testEnv.PUBLIC_EMAILJS_TEMPLATE_ID,
  user_id: testEnv.PUBLIC_EMAILJS_PUBLIC_KEY,
  template_params: expectedParams(notes),
});

const saved = (page: Page) => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null'), ENQUIRY_STORAGE_KEY);

test(
  'honeypot filled: the same thank-you, nothing sent; the field is out of sight, Tab and the accessibility tree',
  { tag: ANY_SCREEN },
  async ({ page }) => {
    const bodies = await interceptEmailJs(page);
    const w = await open(page, ROUTES.enquiry);
    const trap = w.locator('input[name="company"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(w.getByRole('textbox', { name: /Company/ })).toHaveCount(0);
    await answerToStep5(w);
    await answerStep5(w);
    await trap.fill('Acme Corp', { force: true });
    await nextButton(w).click();
    await expect(w).toHaveAttribute('data-step', '6');
    await expect(w.getByText('Thanks, Ada! Your enquiry is on its way.')).toBeVisible();
    expect(bodies).toEqual([]);
    expect(await saved(page)).toBeNull();
  },
);

test('too fast for a person (five steps under 3 seconds): the same thank-you, nothing sent', { tag: ANY_SCREEN }, async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => r.url().startsWith(EMAILJS_SEND) && requests.push(r.url()));
  const bodies = await interceptEmailJs(page);
  const w = await open(page, ROUTES.contact, { paused: true });
  await answerToStep5(w, { fast: true });
  await answerStep5(w);
  await nextButton(w).click();
  await expect(w).toHaveAttribute('data-step', '6');
  await expect(w.getByText('Thanks, Ada! Your enquiry is on its way.')).toBeVisible();
  expect(bodies).toEqual([]);
  expect(requests).toEqual([]);
});

test(
  "throttled: a second enquiry within 10 s is refused by EmailJS's limitRate, said apart from a server 429",
  { tag: ANY_SCREEN },
  async ({ page }) => {
    const bodies = await interceptEmailJs(page);
    const w = await open(page, ROUTES.enquiry, { paused: true });
    await answerToStep5(w);
    await answerStep5(w);
    await nextButton(w).click();
    await expect(w).toHaveAttribute('data-step', '6');
    expect(await page.evaluate((id) => localStorage.getItem(id), ENQUIRY_RATE_LIMIT.id)).not.toBeNull();

    await w.getByRole('button', { name: 'Send another enquiry' }).click();
    await answerToStep5(w);
    await answerStep5(w, 'Second one');
    await nextButton(w).click();
    const message = w.getByTestId('send-error');
    await expect(message).toContainText('a few seconds ago');
    await expect(message).not.toContainText(/too many requests/i);
    await expect(w).toHaveAttribute('data-step', '5');
    await expect(w.getByLabel(/Anything else/)).toHaveValue('Second one');
    expect(bodies).toHaveLength(1);

    await page.clock.fastForward(ENQUIRY_RATE_LIMIT.throttle);
    await nextButton(w).click();
    await expect(w).toHaveAttribute('data-step', '6');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(exactRequest('Second one'));
  },
);

test(
  'offline, then online: the message, every answer kept, then exactly one request with the product §7 payload',
  { tag: ANY_SCREEN },
  async ({ page, context }) => {
    // Each answer held 300 ms: a second send of the same return online would be seen before the thank-you.
    const bodies = await interceptEmailJs(page, [200], 300);
    const w = await open(page, ROUTES.contact);
    await answerToStep5(w);
    await answerStep5(w, 'Call after 3pm');
    await context.setOffline(true);
    await nextButton(w).click();
    await expect(w.getByTestId('send-error')).toContainText(OFFLINE);
    await expect(w).toHaveAttribute('data-step', '5');
    await expect(w.getByLabel('$2,500-$5,000')).toBeChecked();
    await expect(w.getByLabel(/Anything else/)).toHaveValue('Call after 3pm');
    expect((await saved(page)).data.notes).toBe('Call after 3pm');
    // Pressing Send again while offline still waits; it does not queue a second send.
    await nextButton(w).click();
    await expect(w.getByTestId('send-error')).toContainText(OFFLINE);
    expect(bodies).toEqual([]);

    await context.setOffline(false);
    await expect(w).toHaveAttribute('data-step', '6');
    await expect(w.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(bodies).toEqual([exactRequest('Call after 3pm')]);
    expect(await saved(page)).toBeNull();
  },
);

test('a double click sends one request', { tag: ANY_SCREEN }, async ({ page }) => {
  const bodies = await interceptEmailJs(page, [200], 500);
  const w = await open(page, ROUTES.enquiry);
  await answerToStep5(w);
  await answerStep5(w);
  await nextButton(w).dblclick();
  await expect(w).toHaveAttribute('data-step', '6');
  // And two clicks within one task, before React has re-rendered the disabled button.
  await w.getByRole('button', { name: 'Send another enquiry' }).click();
  await page.clock.fastForward(ENQUIRY_RATE_LIMIT.throttle);
  await answerToStep5(w);
  await answerStep5(w);
  await nextButton(w).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(w).toHaveAttribute('data-step', '6');
  // A second send from the same clicks would have left before the first one's answer, held 500 ms.
  expect(bodies).toHaveLength(2);
});

test('server 500, then Retry: data intact throughout, one successful request in the end', { tag: ANY_SCREEN }, async ({ page }) => {
  const statuses: number[] = [];
  const bodies: unknown[] = [];
  await page.route(EMAILJS_SEND, async (route) => {
    bodies.push(route.request().postDataJSON());
    const status = bodies.length === 1 ? 500 : 200;
    statuses.push(status);
    await route.fulfill({ status, contentType: 'text/plain', body: status === 200 ? 'OK' : 'Server error' });
  });
  const w = await open(page, ROUTES.enquiry);
  await answerToStep5(w);
  await answerStep5(w, 'Keep this');
  await nextButton(w).click();
  await expect(w.getByTestId('send-error')).toContainText('could not be sent');
  const kept = await saved(page);
  expect(kept).toMatchObject({ step: 5, data: { firstName: 'Ada', notes: 'Keep this', budget: '$2,500-$5,000' } });
  expect(kept.inFlightSince).toBeUndefined();
  await expect(w.getByLabel(/Anything else/)).toHaveValue('Keep this');
  // No 10-second wait: a failed request sent nothing, so the limit does not hold the retry.
  await nextButton(w).click();
  await expect(w).toHaveAttribute('data-step', '6');
  expect(statuses).toEqual([500, 200]);
  expect(bodies[0]).toEqual(bodies[1]);
  expect(bodies[1]).toEqual(exactRequest('Keep this'));
});

test('a reload while sending: the answers were marked in flight, and the send is never repeated', { tag: ANY_SCREEN }, async ({ page }) => {
  const bodies: unknown[] = [];
  await page.route(EMAILJS_SEND, async (route) => {
    bodies.push(route.request().postDataJSON());
    await new Promise((r) => setTimeout(r, 2_000));
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }).catch(() => undefined);
  });
  const w = await open(page, ROUTES.enquiry);
  await answerToStep5(w);
  await answerStep5(w);
  await nextButton(w).click();
  await expect.poll(() => bodies.length).toBe(1);
  expect((await saved(page)).inFlightSince).toEqual(expect.any(Number));
  // The woken island asks for the enquiry's record once more, from where a second e-mail would go.
  const recordAskedFor = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === ENQUIRY_API_PATH);
  await page.reload();
  const again = wizard(page);
  await hydrated(page, again);
  await expect(again).toHaveAttribute('data-step', '6');
  await expect(again.getByTestId('send-interrupted')).toContainText('it was not sent again');
  expect(await saved(page)).toBeNull();
  await recordAskedFor;
  expect(bodies).toHaveLength(1);
});
