import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { redirectTable } from '../src/config/redirects';

// The table itself is checked against product §2 by src/lib/redirects/rules.test.ts; here every entry
// is followed in the browser, with a trailing-slash variant and a path under each wildcard.
const cases: Array<[string, string]> = redirectTable.flatMap((rule): Array<[string, string]> =>
  rule.from.endsWith('/*')
    ? [[`${rule.from.slice(0, -2)}/an-old-page/from-2019`, rule.to]]
    : [
        [rule.from, rule.to],
        [`${rule.from}/`, rule.to],
      ],
);

test.describe('legacy redirects', () => {
  test.skip(({ isMobile }) => isMobile, 'runs once, in the desktop project');

  // One page follows them all, one after the other (a page of its own for each cost 2.4 s a case
  // on a busy machine, most of it the page); a failed check names its case and the others still
  // run (a page that cannot load at all stops the test there).
  test(`every legacy path (${cases.length}) leads to its page`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const [from, to] of cases) {
      await page.goto(from);
      await expect.soft(page, `${from} -> ${to}`).toHaveURL((url) => url.pathname.replace(/(.)\/$/, '$1') === to);
    }
  });

  test('an unknown path shows Page Not Found with status 404', async ({ page }) => {
    const res = await page.goto('/this/page/does-not-exist');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  test('dist/_redirects holds a 301 for every entry of the table', () => {
    const lines = readFileSync('dist/_redirects', 'utf8').trim().split('\n');
    for (const rule of redirectTable) expect(lines).toContain(`${rule.from} ${rule.to} 301`);
  });
});
