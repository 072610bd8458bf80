import { expect, test } from '@playwright/test';
import { PREVIEW_PROBLEMS } from '../../src/lib/preview/messages';

/**
 * The draft preview's route on dist/ served by workerd, here without its variables (e2e/strapi/
 * preview.spec.ts drives it with a real Strapi): the page says so, with the preview's headers.
 */
test('the preview route is served by its Function: never cached, never indexed, only frameable by the CMS', async ({ page }) => {
  const res = await page.goto('/preview/blog/some-document?status=draft&expires=4102444800&sig=x');
  // No secret on this server unless a developer's cms/.env lends one: either way no preview.
  expect([401, 503]).toContain(res?.status());
  const problem = Object.values(PREVIEW_PROBLEMS).find((p) => p.httpStatus === res?.status())!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(problem.heading);
  const headers = res!.headers();
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  // dist/ is built without a CMS: nothing may frame it.
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
});

test('the bare preview page is not a way in', async ({ request }) => {
  for (const path of ['/preview/blog', '/preview/blog.html', '/preview', '/preview/blog/a/b']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBeGreaterThanOrEqual(400);
    expect(res.headers()['cache-control'], path).toBe('no-store');
  }
});
