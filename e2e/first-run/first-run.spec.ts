// A new developer's first run: `npm start` on a fresh clone with nothing configured
// (playwright.first-run.config.ts). Every way a prospect gets in touch ends somewhere that works,
// and what they sent is where the terminal says (scripts/dev/stand-ins.mjs).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { answerStep5, answerToStep5, nextButton, open } from '../support/enquiry';
import { hydrated } from '../support/islands';
import { sitemapPaths } from '../support/sitemap';
import { ROUTES } from '../../src/config/routes';
import { NEWSLETTER_MESSAGES } from '../../src/lib/newsletter/newsletter';
import { BOOKING_ELSEWHERE } from '../../src/lib/booking/calendly';

const RECORDS = new URL('../../.local/', import.meta.url).pathname;

/** The screen a path ends on, as the visitor sees it, kept with the run's report. */
const keep = async (page: Page, name: string) => test.info().attach(name, { body: await page.screenshot(), contentType: 'image/png' });

/** The enquiries the stand-in kept whose answers hold `marker`. */
function enquiriesWith(marker: string) {
  const dir = `${RECORDS}enquiries`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((f) => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as { answers: Record<string, unknown>; emailOutcome: string })
    .filter((r) => JSON.stringify(r.answers).includes(marker));
}

test('the enquiry reaches its thank-you step, and is kept in .local/enquiries/', async ({ page }) => {
  const firstName = `First${randomUUID().slice(0, 8)}`;
  const w = await open(page, ROUTES.enquiry);
  await answerToStep5(w, { firstName });
  await answerStep5(w, 'Sent on the first run');
  await nextButton(w).click();
  await expect(w).toHaveAttribute('data-step', '6');
  // The step is shorter than the form: the page scrolls up to its heading, where the focus went.
  await expect(w.getByRole('heading', { name: 'Thank You!' })).toBeInViewport();
  await keep(page, 'enquiry-thank-you');
  // The second request (the e-mail's outcome: no EmailJS here) updates the same record.
  await expect.poll(() => enquiriesWith(firstName).map((r) => r.emailOutcome)).toEqual(['failed']);
  expect(enquiriesWith(firstName)[0]!.answers).toMatchObject({ firstName, notes: 'Sent on the first run' });
});

test('a newsletter sign-up is thanked, and written to .local/newsletter.jsonl', async ({ page }) => {
  const email = `first-run-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto(ROUTES.portfolio);
  const form = page.getByTestId('newsletter-card');
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, form);
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(NEWSLETTER_MESSAGES.success)).toBeVisible();
  await keep(page, 'newsletter-thanked');
  await expect
    .poll(() => (existsSync(`${RECORDS}newsletter.jsonl`) ? readFileSync(`${RECORDS}newsletter.jsonl`, 'utf8') : ''))
    .toContain(`"email":"${email}"`);
});

test('Book Appointment, with no calendar, leads to the enquiry', async ({ page }) => {
  await page.goto(ROUTES.booking);
  await page.getByRole('button', { name: 'Schedule Now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(BOOKING_ELSEWHERE.text)).toBeVisible();
  await keep(page, 'booking-without-calendar');
  await dialog.getByRole('link', { name: BOOKING_ELSEWHERE.enquiry }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.enquiry}$`));
  await expect(page.getByTestId('enquiry-wizard')).toBeVisible();
});

test('no console warning or error on any URL of the sitemap', async ({ page }) => {
  test.setTimeout(120_000);
  const said: string[] = [];
  const listen = (message: ConsoleMessage) => {
    if (['warning', 'error'].includes(message.type())) said.push(`${page.url()}: ${message.type()}: ${message.text()}`);
  };
  page.on('console', listen);
  page.on('pageerror', (err) => said.push(`${page.url()}: ${err.message}`));
  for (const path of sitemapPaths) await page.goto(path, { waitUntil: 'load' });
  // The header's menu on a phone, opened and closed, as a visitor's first tap does.
  if (test.info().project.name === 'first-run-mobile') {
    await page.getByRole('button', { name: /^Open menu/ }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  }
  expect(said).toEqual([]);
});
