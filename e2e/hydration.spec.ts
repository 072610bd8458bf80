import { expect, test, type Page } from '@playwright/test';
import { breakpoints } from '../src/config/breakpoints';
import { ROUTES } from '../src/config/routes';
import { NEWSLETTER_MESSAGES } from '../src/lib/newsletter/newsletter';
import { COMPILE_HINT } from '../src/build/integrations/compile-hint';
import { ANY_SCREEN } from './support/devices';

/**
 * Issue: JavaScript only where a visitor acts. Islands load their code on the visitor's first
 * use (client:intent), and the action that woke them is not lost, even on a slow network.
 */
const isIslandChunk = (url: URL) => /\/_astro\/.+\.js$/.test(url.pathname);

/** Hold every island chunk back by `ms`, as a slow phone network would. */
async function slowChunks(page: Page, ms = 2000) {
  await page.route(isIslandChunk, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

/** URLs of the JavaScript files the page requested so far. */
function scriptLog(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') urls.push(req.url());
  });
  return urls;
}

test.describe('narrow screens', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) > breakpoints.headerNarrowMax, 'drawer is narrow-only');

  test('the first tap on the menu button opens the drawer, with its code 2 s late', async ({ page }) => {
    const scripts = scriptLog(page);
    await slowChunks(page);
    await page.goto(ROUTES.about);
    await page.waitForLoadState('networkidle');
    expect(scripts, 'no JavaScript file before the visitor acts').toEqual([]);
    const button = page.getByRole('button', { name: /Open menu/ });
    await button.tap();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible({ timeout: 10_000 });
    // The tap asks for the drawer's code once the drawer is drawn.
    await expect.poll(() => scripts.some((u) => u.includes('MobileMenu'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('keyboard focus on the menu button wakes the drawer; Enter opens it', async ({ page }) => {
    await page.goto(ROUTES.services);
    const button = page.getByRole('button', { name: /Open menu/ });
    await button.focus();
    await page.locator('astro-island:not([ssr])').filter({ has: button }).waitFor({ state: 'attached' });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });
});

test.describe('wide screens', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) <= breakpoints.headerNarrowMax, 'wide layout only');

  test('hovering and clicking around the header never loads React', async ({ page }) => {
    const scripts = scriptLog(page);
    await page.goto(ROUTES.about);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Services' }).hover();
    await page.getByRole('button', { name: 'Show service pages' }).click();
    await nav.getByRole('link', { name: 'Blog' }).hover();
    await page.getByRole('link', { name: 'Book Appointment' }).first().hover();
    await page.mouse.click(5, 400);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((u) => /client\.|MobileMenu|react/i.test(u))).toEqual([]);
  });
});

test('the first character typed in the blog search stays and brings suggestions', { tag: ANY_SCREEN }, async ({ page }) => {
  await slowChunks(page, 1000);
  await page.goto(ROUTES.blog);
  const box = page.getByRole('combobox', { name: 'Search articles' });
  await box.click();
  await page.keyboard.type('s');
  await expect(box).toHaveValue('s');
  await expect(page.getByRole('listbox', { name: 'Suggested titles' }).getByRole('option').first()).toBeVisible({ timeout: 10_000 });
  await expect(box).toHaveValue('s');
  await expect(box).toBeFocused();
});

test('an address typed in the newsletter while its code loads is the one signed up', { tag: ANY_SCREEN }, async ({ page }) => {
  const posted: string[] = [];
  await page.route(/list-manage\.com/, async (route) => {
    posted.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, body: '' });
  });
  await slowChunks(page);
  await page.goto(ROUTES.portfolio);
  const card = page.getByTestId('newsletter-card');
  await card.getByLabel('Email address').fill('ada@example.com');
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(NEWSLETTER_MESSAGES.success)).toBeVisible({ timeout: 10_000 });
  expect(posted).toEqual([expect.stringContaining('EMAIL=ada%40example.com')]);
});

test('the first click on the wizard button advances it, with its code 2 s late', { tag: ANY_SCREEN }, async ({ page }) => {
  await slowChunks(page);
  await page.goto(ROUTES.enquiry);
  const wizard = page.getByTestId('enquiry-wizard');
  await wizard.getByRole('button', { name: /^Get Started/ }).click();
  await expect(wizard.getByRole('heading', { name: 'Your Contact Details' })).toBeVisible({ timeout: 10_000 });
});

test('the first click on a blog list page link turns the page in place', { tag: ANY_SCREEN }, async ({ page }) => {
  await slowChunks(page, 1000);
  await page.goto(ROUTES.blog);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/, { timeout: 10_000 });
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  // The island took the click over: no load of the pre-rendered page.
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
});

test("the first click on Schedule Now opens the booking modal, not the provider's page", async ({ page, context }) => {
  await page.route('https://calendly.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>Pick a time</p>' }));
  await slowChunks(page, 1000);
  const tabs: unknown[] = [];
  context.on('page', (p) => tabs.push(p));
  await page.goto(ROUTES.booking);
  await page.getByRole('button', { name: 'Schedule Now' }).click();
  // The dialog is the platform's: it shows before its island's code has arrived.
  await expect(page.getByRole('dialog', { name: 'Book Your Appointment' })).toBeVisible({ timeout: 500 });
  await expect(page.locator('iframe[title="Choose a time for your free consultation"]')).toBeAttached({ timeout: 10_000 });
  expect(tabs).toEqual([]);
});

test('speculation rules: Chromium accepts the rule set and starts a prerender of a hovered link', async ({
  page,
  browserName,
  viewport,
}) => {
  test.skip(browserName !== 'chromium' || (viewport?.width ?? 0) <= breakpoints.headerNarrowMax, 'Chromium, wide header');
  const cdp = await page.context().newCDPSession(page);
  const ruleSets: Array<{ errorType?: string }> = [];
  const attempts: string[] = [];
  cdp.on('Preload.ruleSetUpdated', (e) => ruleSets.push(e.ruleSet));
  // Chromium reports the attempt, then declines it because a DevTools client (this test) is attached.
  cdp.on('Preload.prerenderStatusUpdated', (e) => attempts.push(e.key.url));
  await cdp.send('Preload.enable');
  await page.goto(ROUTES.about);
  await expect.poll(() => ruleSets.length).toBe(1);
  expect(ruleSets[0]!.errorType).toBeUndefined();
  expect(attempts).toEqual([]);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).hover();
  await expect.poll(() => attempts).toContain(new URL(ROUTES.services, page.url()).href);
});

test(
  'speculation rules: valid JSON that prerenders same-origin pages on intent, never a preview',
  { tag: ANY_SCREEN },
  async ({ page }) => {
    await page.goto(ROUTES.home);
    const rules = page.locator('script[type="speculationrules"]');
    await expect(rules).toHaveCount(1);
    const parsed = JSON.parse((await rules.textContent())!);
    expect(parsed.prerender[0]).toMatchObject({ source: 'document', eagerness: 'moderate' });
    expect(JSON.stringify(parsed)).toContain('"/preview/*"');
  },
);

test("the React renderer, a tap's largest file, opens with V8's compile hint", { tag: ANY_SCREEN }, async ({ request }) => {
  const html = await (await request.get(ROUTES.blog)).text();
  const renderers = new Set([...html.matchAll(/renderer-url="([^"]+)"/g)].map((m) => m[1]!));
  expect(renderers.size, 'the blog list names its renderer').toBe(1);
  for (const url of renderers) expect((await (await request.get(url)).text()).startsWith(`${COMPILE_HINT}\n`), url).toBe(true);
});
