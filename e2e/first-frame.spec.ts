import { expect, test } from '@playwright/test';
import { ROUTES, serviceHref } from '../src/config/routes';
import { faqGroups } from '../src/data/faqs';
import { faqPage, home, servicesPage } from '../src/data/pages';
import { submitLabel } from '../src/lib/enquiry/wizard/wizard';
import { startHeldHtml } from './support/held-html';
import { afterFrames, onScreen } from './support/rendered';
import { MAX_SHIFT } from './support/first-view';
import { WAIT_BOUND } from './support/devices';

/**
 * What is parsed late never moves what a visitor already sees. A busy phone, or a slow connection,
 * paints a page while its HTML is still arriving; here the network holds a page's HTML at a given
 * point for a moment (support/held-html.ts) so the browser paints what it has parsed, then the rest
 * arrives. The footer follows the page in plain flow, so the part of it parsed late
 * grows downwards and moves nothing above it.
 *
 * A page opened from outside (as here) paints without waiting for its footer: the layout alone
 * must hold.
 */

// Most of each test is a wait: never two of them at once (WAIT_BOUND).
test.describe.configure({ lock: WAIT_BOUND });

const STALLS = [
  ['the menu button', '<span class="sr-only">Open menu </span>'],
  ['the header', '</header>'],
  ['the main content', '</main>'],
  ['the footer', '</footer>'],
] as const;

/** The tag of a page's leading illustration (an image drawn from the page: ui/FirstScreenArt.astro). */
const ILLUSTRATION = /<img[^>]*data-testid="illustration"/;

/**
 * Stalls of one page, inside a row laid out by what follows it: a phone painted the FAQ's topics
 * with half of them parsed, and a centred row moved its first topics aside when the rest came; it
 * painted the enquiry wizard's submit button before its label, at the right end of its row, and
 * the button grew leftwards when the label came; it painted an inner page's centred hero before
 * its label's words, as narrow as the label's padding.
 */
const PAGE_STALLS = [
  [ROUTES.faq, 'the list of topics', `<a href="#${faqGroups[1]!.id}"`],
  [ROUTES.enquiry, "the wizard's submit button", `${submitLabel(0)}<svg`],
  // The inner pages' centred hero, painted before its label's words: a CI run's phone moved it
  // from a 24 px box in the middle to the column's left edge when they came (a shift of 0.095).
  [ROUTES.services, "the hero's label", `${servicesPage.heroLabel}</p>`],
  // The label itself, painted before its words as its padding alone, then moved aside by them (a
  // CI run's phone on /faq, whose label is the widest of the centred ones).
  [ROUTES.faq, "the hero's label", `${faqPage.label.replace('&', '&amp;')}</p>`],
  // A button painted before its label: as narrow as its padding, it sat beside its neighbour, then
  // its label moved it to the next row (the home hero's second button) or aside (a centred one).
  [ROUTES.home, "the hero's second button", `${home.heroSecondaryCta}</a>`],
  [ROUTES.services, "the hero's button", `${servicesPage.heroCta}</a>`],
  // A hero beside its illustration, painted before the illustration's markup: the row was as tall
  // as the text until the drawing came, then the text moved down to stay centred beside it (a CI
  // run's 1,440 px window moved the CRM page's text 19 px so; this stall moved the booking page's 76 px).
  [serviceHref('crm-solutions'), "the hero's illustration", ILLUSTRATION],
  [ROUTES.booking, "the booking page's illustration", ILLUSTRATION],
  [ROUTES.home, "the home page's illustration", /<img[^>]*alt="Illustration of a website/],
  // A figure's value, shown above its label but after it in the markup: a CI run's phone painted
  // the last label before its value, at the top of its column, and moved it down when the value came.
  [ROUTES.home, "a hero figure's value", new RegExp(`<dd[^>]*>${home.stats.at(-1)!.value}</dd>`)],
] as const satisfies ReadonlyArray<readonly [string, string, string | RegExp]>;

const stalls = [
  ...[ROUTES.enquiry, ROUTES.home].flatMap((path) => STALLS.map(([where, before]) => [path, where, before] as const)),
  ...PAGE_STALLS,
];
test.describe(() => {
  let network: Awaited<ReturnType<typeof startHeldHtml>>;
  test.beforeAll(async () => (network = await startHeldHtml(test.info().project.use.baseURL!)));
  test.afterEach(() => network.release());
  test.afterAll(() => network.close());

  for (const [path, where, before] of stalls) {
    test(`${path}: a stall in ${where} while the HTML arrives moves nothing already painted`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      const at = typeof before === 'string' ? before : (html.match(before)?.[0] ?? '');
      expect(at, `the page has ${before}`).not.toBe('');
      expect(html, `the page has ${before}`).toContain(at);
      // Once: a second one earlier in the page would put the stall somewhere else.
      expect(html.split(at).length - 1, `${before} once in the page`).toBe(1);
      const stall = network.hold(path, html.indexOf(at));
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: string[]; painted: boolean };
        w.shifts = [];
        w.painted = false;
        // The browser did paint during the stall (else this test proves nothing).
        requestAnimationFrame(() => (w.painted = document.readyState === 'loading'));
        // Each shift says what moved, from where to where, when, and which fonts were still on their
        // way: a rare one on a busy CI machine must explain itself from the log alone.
        const box = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
        type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources: Source[] }>) {
            const moved = entry.sources.map(
              (s) => `${(s.node as Element | undefined)?.outerHTML?.slice(0, 60)} [${box(s.previousRect)} -> ${box(s.currentRect)}]`,
            );
            const pending = [...document.fonts].filter((f) => f.status === 'loading').map((f) => `${f.family} ${f.weight}`);
            w.shifts.push(
              `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms (${document.readyState}; fonts loading: ${pending.join(', ') || 'none'}) ${moved.join(' | ')}`,
            );
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(network.origin + path);
      await afterFrames(page);
      expect(stall.sent(), 'the page stalled on its way in').toBe(true);
      const { shifts, painted } = await page.evaluate(() => {
        const w = window as unknown as { shifts: string[]; painted: boolean };
        return { shifts: w.shifts, painted: w.painted };
      });
      expect(painted, 'a frame was painted while the HTML was still arriving').toBe(true);
      const total = shifts.reduce((sum, s) => sum + Number.parseFloat(s), 0);
      expect(total, shifts.join('\n')).toBeLessThan(MAX_SHIFT);
    });
  }
});

/**
 * A page reached from another page of the site (the navigations a view transition runs on) holds
 * its first frame until its footer is parsed (<link rel="expect" blocking="render">), so the
 * transition's new state is the whole page. A page opened from outside, or reloaded, runs no
 * transition and holds nothing: Chromium presents a held frame only after load, which cost a
 * phone's first paint a few hundred milliseconds on every landing.
 */
test('only a page reached from the site holds its first frame for its footer', async ({ page, isMobile }) => {
  const holding = () => page.locator('head link[rel="expect"][href="#site-footer"][blocking="render"]').count();
  await page.goto(ROUTES.about);
  expect(await holding(), 'opened from the address bar').toBe(0);
  const reviews = page.getByRole('contentinfo').getByRole('link', { name: 'Reviews' });
  await onScreen(reviews);
  await (isMobile ? reviews.tap() : reviews.click());
  await expect(page).toHaveURL(/\/reviews$/);
  expect(await holding(), 'reached by a link').toBe(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  expect(await holding(), 'reached by going back').toBe(1);
  await page.reload();
  expect(await holding(), 'reloaded').toBe(0);
});
