import { expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from './islands';
import { ENQUIRY_MIN_FILL_MS } from '../../src/lib/enquiry/record';
import { TURNSTILE_SCRIPT } from '../../src/lib/enquiry/turnstile';

/**
 * Turnstile's widget, as a build with PUBLIC_TURNSTILE_SITE_KEY loads it, answered at the
 * browser's edge (no request leaves the machine): it hands the wizard a token at once, of the
 * shape the harness's stand-in siteverify accepts once (scripts/harness/cms-e2e/control.mjs). A build without
 * the key never asks for it.
 */
export const TURNSTILE_WIDGET = `window.turnstile = {
  render(element, options) {
    const token = 'e2e-turnstile-' + crypto.randomUUID();
    element.dataset.token = token;
    options.callback(token);
    return 'e2e-widget';
  },
  remove() {},
};`;

export const wizard = (page: Page) => page.getByTestId('enquiry-wizard');
export const nextButton = (w: Locator) => w.getByRole('button', { name: /^(Next|Get Started|Send Enquiry)/ });

/**
 * Open a page with the wizard, on Playwright's clock: time flows as usual, and a test moves it
 * on past the wizard's minimum fill time (a person's pace) with `humanPause`, without waiting;
 * `paused` stops it, for tests that measure what happens within a time limit.
 */
export async function open(page: Page, path: string, { paused = false } = {}) {
  await page.route(TURNSTILE_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: TURNSTILE_WIDGET }));
  await page.clock.install();
  await page.goto(path);
  const w = wizard(page);
  await w.scrollIntoViewIfNeeded();
  await hydrated(page, w);
  // Paused, the page's time moves only when the test says, however slow the machine is.
  if (paused) await pauseClock(page);
  return w;
}

/** Stop the page's clock where it is. */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
}

/** Move the page's clock on by the wizard's minimum fill time, as a person's answers take. */
export async function humanPause(w: Locator) {
  await w.page().clock.fastForward(ENQUIRY_MIN_FILL_MS);
}

/** Steps 0-4 with a typical visitor's answers, at a person's pace unless `fast`. */
export async function answerToStep5(
  w: Locator,
  opts: { other?: string; website?: string | null; fast?: boolean; firstName?: string } = {},
) {
  await nextButton(w).click();
  await w.getByLabel('First name').fill(opts.firstName ?? 'Ada');
  await w.getByLabel('Last name').fill('Lovelace');
  await w.getByLabel('Email').fill('ada@example.com');
  await w.getByLabel('Phone number').fill('312 555 0100');
  await nextButton(w).click();
  if (opts.other) {
    await w.getByLabel('Other').check();
    await w.getByLabel('Tell us about your situation').fill(opts.other);
  } else {
    await w.getByLabel('I need more traffic and leads').check();
  }
  await nextButton(w).click();
  await w.getByLabel('Run paid ads (PPC)').check();
  await w.getByLabel('Marketing strategy guidance').check();
  await nextButton(w).click();
  if (opts.website === null) {
    await w.getByLabel('No', { exact: true }).check();
  } else {
    await w.getByLabel('Yes', { exact: true }).check();
    await w.getByLabel('Website URL').fill(opts.website ?? 'https://ada.example.com');
  }
  await nextButton(w).click();
  await expect(w).toHaveAttribute('data-step', '5');
  if (!opts.fast) await humanPause(w);
}

export async function answerStep5(w: Locator, notes = '') {
  await w.getByLabel('$2,500-$5,000').check();
  await w.getByLabel('Within 30 days').check();
  if (notes) await w.getByLabel(/Anything else/).fill(notes);
}

/** The exact EmailJS template params of product §7 for answerToStep5 + answerStep5(notes). */
export const expectedParams = (notes: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '312 555 0100',
  businessSituation: 'I need more traffic and leads',
  goals: 'Run paid ads (PPC), Marketing strategy guidance',
  hasWebsite: 'Yes',
  websiteUrl: 'https://ada.example.com',
  budget: '$2,500-$5,000',
  timeframe: 'Within 30 days',
  notes: notes || 'Not provided',
});
