import { expect, test } from '@playwright/test';
import { hydrated, openMenu } from './support/islands';
import { breakpoints } from '../src/config/breakpoints';
import { ROUTES } from '../src/config/routes';
import { sitemapPaths } from './support/sitemap';
import { axeViolations } from './support/wcag22';

// axe on every URL of the sitemap runs in e2e/wcag22.spec.ts, on the same page load as the
// second engine and the WCAG 2.2 checks; here, the states a visitor's action opens.
test.describe('axe: zero violations', () => {
  test('the sitemap lists every page', () => {
    expect(sitemapPaths.length).toBeGreaterThanOrEqual(23);
    expect(sitemapPaths).toContain('/blog/core-web-vitals-explained-for-business-owners');
  });

  test('the open drawer', async ({ page, viewport }) => {
    test.skip((viewport?.width ?? 0) > breakpoints.headerNarrowMax, 'drawer is narrow-only');
    await page.goto(ROUTES.home);
    await openMenu(page);
    await page.getByRole('button', { name: 'Show service pages' }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('axe: interactive states', () => {
  test('the wizard showing its errors', async ({ page }) => {
    await page.goto(ROUTES.enquiry);
    const wizard = page.getByTestId('enquiry-wizard');
    await hydrated(page, wizard);
    await wizard.getByRole('button', { name: 'Get Started' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText('First name is required')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the booking modal', async ({ page }) => {
    await page.route('https://calendly.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Calendly</title><p>Pick a time</p>' }),
    );
    await page.goto(ROUTES.booking);
    const button = page.getByRole('button', { name: 'Schedule Now' });
    await hydrated(page, button);
    await button.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  // One page per test: two pages and two scans in one test ran past its 30 s on a busy machine.
  test('blog search suggestions', async ({ page }) => {
    await page.goto(ROUTES.blog);
    const list = page.getByTestId('blog-list');
    await hydrated(page, list);
    await page.getByRole('combobox', { name: 'Search articles' }).fill('se');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the newsletter error', async ({ page }) => {
    await page.goto(ROUTES.portfolio);
    const form = page.getByTestId('newsletter-card');
    await form.scrollIntoViewIfNeeded();
    await hydrated(page, form);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Email is required')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
