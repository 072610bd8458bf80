import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ROUTES, blogHref } from '../src/config/routes';
import { ANY_SCREEN, WAIT_BOUND } from './support/devices';
import { routes } from './support/routes';
import { sampleBlog } from './support/sample-blog';
import { afterFrames, withItsFonts } from './support/rendered';
import { MAX_SHIFT, largestPaint, recordScripts, shiftsOf, watchShifts } from './support/first-view';

/**
 * A route's first view, opened from outside with nothing touched, one page load for each route
 * and screen:
 * - the web fonts arriving move nothing: the headings' face comes inside the page and Inter
 *   afterwards (fonts-late.css), its metric-matched fallback keeping every line where it was;
 * - no script file before the visitor acts, and the inline loader within js-budget.json's
 *   firstView (every script the page requests, from its network log, gzip): no island's
 *   framework code loads on first view, on a phone or on a wide screen;
 * - where the largest paint, as Chrome reports it, is an image fetched over the network, the
 *   page asks for it at once and first (never loading="lazy"; fetchpriority="high"): a card's
 *   image left at the low priority of images queues behind the rest on a slow phone.
 *
 * Every route, and on the phone every sample post too: a post's header line (author, date, reading
 * time) is as long as its author's name, and the line that fits in Inter but not in its fallback
 * at 412 px moved the cover below it, in Lighthouse, on one post of eight.
 */
// Most of each test is a wait: never two of them at once (WAIT_BOUND).
test.describe.configure({ lock: WAIT_BOUND });

const { firstView } = JSON.parse(readFileSync('js-budget.json', 'utf8')) as { firstView: { requestedKB: number; inlineKB: number } };
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const posts = sampleBlog.posts.map((p) => blogHref(p.slug!)).filter((path) => !routes.some((r) => r.path === path));

for (const path of [...routes.map((r) => r.path), ...posts]) {
  // Skipped before any page is made for it (the modifier asks only for isMobile).
  test.describe(() => {
    test.skip(({ isMobile }) => !isMobile && posts.includes(path), 'the posts beyond the routes: on the phone, where lines wrap');
    test(`first view of ${path}: the fonts move nothing, no script file, its largest-paint image asked for first`, async ({
      page,
      context,
      isMobile,
    }) => {
      if (isMobile) {
        // At the width of Lighthouse's phone too: where a line wraps depends on the width. And a
        // phone's slower CPU (Lighthouse's 4x on its phone, 1x on its desktop): the first layout then
        // happens before even the inlined face is decoded, so it is in the fallbacks, as a visitor on
        // a slow phone may see it.
        await page.setViewportSize({ width: 412, height: 823 });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      }
      // And Inter late enough that the first paint is surely without it.
      await page.route('**/fonts-late*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await watchShifts(page);
      const scripts = recordScripts(page);
      await page.goto(path);

      await withItsFonts(page);
      // Two frames for the shift of the last swap to be reported.
      await afterFrames(page);
      const shifts = await shiftsOf(page);
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      expect.soft(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(MAX_SHIFT);

      const lcp = await largestPaint(page);
      if (lcp.tag === 'IMG' && lcp.url !== 'data:') {
        expect.soft(lcp.loading, 'lazy loading holds the largest-paint image until layout').not.toBe('lazy');
        expect.soft(lcp.priority, 'the largest-paint image asked for first').toBe('high');
      }

      const js = await scripts();
      test
        .info()
        .annotations.push(
          { type: 'js', description: `${path}: ${kb(js.requestedBytes)} KB requested, ${kb(js.inlineBytes)} KB inline` },
          { type: 'largest paint', description: `${lcp.tag} ${lcp.url}` },
        );
      expect
        .soft(
          js.requested.map((r) => r.url),
          'script files on first view',
        )
        .toEqual([]);
      expect.soft(kb(js.requestedBytes), 'script files on first view, KB gzip').toBeLessThanOrEqual(firstView.requestedKB);
      expect.soft(kb(js.inlineBytes), 'inline scripts, KB gzip').toBeLessThanOrEqual(firstView.inlineKB);
    });
  });
}

test('the budget is tight: the same measure sees the script a woken island loads', { tag: ANY_SCREEN }, async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto(ROUTES.blog);
  // Waking an island loads its code: the measure above then sees framework JavaScript.
  await page.getByRole('combobox', { name: 'Search articles' }).focus();
  const js = await scripts();
  expect(js.requested.length).toBeGreaterThan(0);
  expect(kb(js.requestedBytes)).toBeGreaterThan(firstView.requestedKB);
});
