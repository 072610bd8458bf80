import { expect, test } from '@playwright/test';
import { phone } from './support/devices';
import { routes } from './support/routes';

/**
 * On a real phone (mobile viewport, touch, pixel density) a page that is wider than the screen
 * is laid out at that width and shown zoomed out: the drawer then opens off-screen. Every route
 * must be exactly as wide as the screen, at a phone's and a small tablet's width. The phone's
 * width (390 px) is checked on every URL of the sitemap by e2e/wcag22.spec.ts, on the page load
 * it makes there; here, the small tablet's.
 */
test.skip(({ isMobile }) => !isMobile, 'needs a real phone emulation; runs in the mobile project');

for (const width of [768]) {
  for (const { path } of routes) {
    test(`${path} is exactly as wide as a ${width}px screen`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ ...phone(width), ...(baseURL ? { baseURL } : {}) });
      const page = await context.newPage();
      await page.goto(path);
      // Lazy islands (carousels) render below the fold only when scrolled to.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      const layout = await page.evaluate(() => ({
        innerWidth: window.innerWidth,
        scrollWidth: document.documentElement.scrollWidth,
      }));
      expect(layout).toEqual({ innerWidth: width, scrollWidth: width });
      await context.close();
    });
  }
}
