import { expect, test } from '@playwright/test';
import { routes } from './support/routes';
import { breakpoints } from '../src/config/breakpoints';

test.use({ javaScriptEnabled: false });

test.describe('with JavaScript off', () => {
  for (const { path, h1 } of routes) {
    test(`${path} is readable and navigable`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      // Every header destination is a plain link somewhere on the page.
      for (const href of ['/', '/about', '/services', '/portfolio', '/blog', '/contact', '/booking-appointment']) {
        const visible = page.locator(`a[href="${href}"]:visible`);
        expect(await visible.count(), `visible link to ${href}`).toBeGreaterThan(0);
      }
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('the portfolio carousel is a scrollable list of all eight projects', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByTestId('portfolio-carousel');
    await expect(carousel.getByRole('img')).toHaveCount(8);
  });

  test('the desktop Services dropdown opens on hover', async ({ page, viewport }) => {
    test.skip((viewport?.width ?? 0) <= breakpoints.headerNarrowMax, 'wide layout only');
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(page.locator('#services-dropdown')).toBeVisible();
  });

  test('the blog lists every post', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'All articles' })).toBeVisible();
    expect(await page.locator('a[href^="/blog/"]').count()).toBeGreaterThanOrEqual(8);
  });
});
