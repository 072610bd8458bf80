import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openMenu } from './support/islands';
import { routes } from './support/routes';

/** WCAG 2.2 AA and below, the bar of every page. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('axe: zero violations', () => {
  for (const { path } of routes) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
    });
  }

  test('the open drawer', async ({ page, viewport }) => {
    test.skip((viewport?.width ?? 0) > 1024, 'drawer is narrow-only');
    await page.goto('/');
    await openMenu(page);
    await page.getByRole('button', { name: 'Show service pages' }).click();
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
