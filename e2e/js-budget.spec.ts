import { expect, test, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { routes } from './support/routes';
import { ROUTES } from '../src/config/routes';
import { ANY_SCREEN } from './support/devices';

/**
 * JavaScript before the visitor acts, as the browser sees it: every script file the page requests
 * (its network log, gzip) and every inline script of its HTML, against js-budget.json's firstView.
 * No island's framework code may load on first view, on a phone or on a wide screen.
 */
const { firstView } = JSON.parse(readFileSync('js-budget.json', 'utf8')) as { firstView: { requestedKB: number; inlineKB: number } };
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function firstViewJs(page: Page, path: string) {
  const requested: Array<{ url: string; gzip: number }> = [];
  const pending: Array<Promise<void>> = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(res.body().then((body) => void requested.push({ url: res.url(), gzip: gzipSync(body).length })));
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((s) => !/json|speculationrules/.test(s.getAttribute('type') ?? ''))
      .map((s) => s.textContent ?? ''),
  );
  return {
    requested,
    requestedBytes: requested.reduce((sum, r) => sum + r.gzip, 0),
    inlineBytes: inline.reduce((sum, code) => sum + gzipSync(code).length, 0),
  };
}

for (const { path } of routes) {
  test(`first view of ${path}: no script file, inline loader within budget`, async ({ page }) => {
    const js = await firstViewJs(page, path);
    test
      .info()
      .annotations.push({ type: 'js', description: `${path}: ${kb(js.requestedBytes)} KB requested, ${kb(js.inlineBytes)} KB inline` });
    expect(
      js.requested.map((r) => r.url),
      'script files on first view',
    ).toEqual([]);
    expect(kb(js.requestedBytes)).toBeLessThanOrEqual(firstView.requestedKB);
    expect(kb(js.inlineBytes)).toBeLessThanOrEqual(firstView.inlineKB);
  });
}

test('the budget is tight: a page that requests a script is caught', { tag: ANY_SCREEN }, async ({ page }) => {
  await page.goto(ROUTES.blog);
  // Waking an island loads its code: the same measure then sees framework JavaScript.
  const requested: number[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') requested.push(1);
  });
  await page.getByRole('combobox', { name: 'Search articles' }).focus();
  await expect.poll(() => requested.length).toBeGreaterThan(0);
});
