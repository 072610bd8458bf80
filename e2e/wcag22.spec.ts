import { expect, test, type Page } from '@playwright/test';
import { breakpoints } from '../src/config/breakpoints';
import { ROUTES, SERVICE_SLUGS, blogHref, categoryPageHref, serviceHref } from '../src/config/routes';
import { sampleBlog } from './support/sample-blog';
import { ANY_SCREEN, SWEEP } from './support/devices';
import { openMenu } from './support/islands';
import { sitemapPaths } from './support/sitemap';
import { afterFrames, withItsFonts } from './support/rendered';
import {
  TEXT_SPACING_CSS,
  axeViolations,
  clippedText,
  ibmViolations,
  motionWithReducedMotion,
  obscuredFocus,
  reflowProblems,
  showEachIsland,
  smallTargets,
  walkedClear,
} from './support/wcag22';

/** WCAG 1.4.10: content reflows at 320 CSS px wide (1280 px at 400 % zoom). */
const REFLOW = { width: 320, height: 640 };

/**
 * One page of each template the site has: every other URL of the sitemap is the same template
 * with other content (another service, post, category or list page).
 */
const TEMPLATES: string[] = [
  ROUTES.home,
  ROUTES.about,
  ROUTES.services,
  serviceHref(SERVICE_SLUGS[0]),
  ROUTES.portfolio,
  ROUTES.faq,
  ROUTES.reviews,
  ROUTES.contact,
  ROUTES.enquiry,
  ROUTES.booking,
  ROUTES.blog,
  categoryPageHref(sampleBlog.posts[0]!.category!.key!),
  blogHref(sampleBlog.posts[0]!.slug!),
  ROUTES.privacy,
  ROUTES.notFound,
];

/**
 * Two accessibility engines (axe and IBM Equal Access) and the WCAG 2.2 criteria that rule engines
 * cannot see, at both emulations. One page load per route runs them all, in an order where none
 * disturbs the next: the engines on the untouched page, the keyboard walks, each island brought
 * into view (which wakes those that wake on sight), the carousels' state, target sizes, the
 * text-spacing overrides (removed after), and last the window narrowed to 320 px. The page loads
 * with reduced motion asked for, so no carousel may play and scrolling to a focused element is
 * instant.
 */
async function everyCheck(page: Page, path: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(path);
  await withItsFonts(page);

  expect.soft(await axeViolations(page), 'axe violations').toEqual([]);
  expect.soft(await ibmViolations(page), 'IBM Equal Access violations').toEqual([]);

  expect.soft(await obscuredFocus(page, 'forward'), '2.4.11 focus not obscured, Tab').toEqual([]);
  expect.soft(await obscuredFocus(page, 'backward'), '2.4.11 focus not obscured, Shift+Tab').toEqual([]);
  await showEachIsland(page);

  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
  expect.soft(await motionWithReducedMotion(page), '2.3.3 reduced motion').toEqual([]);

  expect.soft(await smallTargets(page), '2.5.8 target size').toEqual([]);

  // Exactly as wide as the screen, every island awake by now: a phone lays a wider page out at
  // its width and shows it zoomed out, the drawer then opening off screen (e2e/phone-layout.spec.ts).
  const { width } = page.viewportSize()!;
  const widths = await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth]);
  expect.soft(widths, 'as wide as the screen: layout viewport and page width').toEqual([width, width]);

  const spacing = await page.addStyleTag({ content: TEXT_SPACING_CSS });
  expect.soft(await clippedText(page), '1.4.12 text spacing: no clipped text').toEqual([]);
  await spacing.evaluate((style) => (style as Element).remove());

  // reflowProblems waits for the page to be drawn at the new width.
  await page.setViewportSize(REFLOW);
  expect.soft(await reflowProblems(page), '1.4.10 reflow at 320 x 640').toEqual([]);
  expect.soft(await clippedText(page), '1.4.10 reflow at 320 x 640: no clipped text').toEqual([]);
}

test.describe('axe, IBM Equal Access and WCAG 2.2 on every page template', () => {
  for (const path of TEMPLATES) {
    test(path, async ({ page }) => {
      test.setTimeout(120_000);
      await everyCheck(page, path);
    });
  }
});

/**
 * Every other URL of the sitemap: axe on the phone in the contributor's suite; every check at both
 * widths in CI's sweep (the sweep-* projects of playwright.config.ts, which run only when named).
 */
test.describe('every other URL of the sitemap', () => {
  const others = sitemapPaths.filter((path) => !TEMPLATES.includes(path));
  for (const path of others) {
    test(`${path}: axe`, { tag: ANY_SCREEN }, async ({ page }) => {
      await page.goto(path);
      await withItsFonts(page);
      expect(await axeViolations(page), 'axe violations').toEqual([]);
    });
    test(`${path}: every check`, { tag: SWEEP }, async ({ page }) => {
      test.setTimeout(120_000);
      await everyCheck(page, path);
    });
  }
});

test('the templates are pages the sitemap lists (or the 404 page), and the other URLs are not them', { tag: ANY_SCREEN }, () => {
  expect(TEMPLATES.filter((path) => !sitemapPaths.includes(path))).toEqual([]);
  expect(new Set(TEMPLATES).size).toBe(TEMPLATES.length);
  expect(sitemapPaths.length).toBeGreaterThan(TEMPLATES.length);
});

test.describe('WCAG 1.4.10: what an editor may write reads on a 320 px phone', () => {
  // The sample post that holds a 200-character word, a long URL as a link's text and a code block
  // with long lines (src/data/sample-blog/README.md).
  const post = sampleBlog.posts.find((p) => /"text":\s*"[^"\s]{200,}"/.test(JSON.stringify(p.content)));

  test('a 200-character word, a long URL and a long code line: nothing cut, no page-wide scrolling', async ({ page }) => {
    expect(post, 'a sample post with a 200-character word').toBeTruthy();
    await page.setViewportSize(REFLOW);
    await page.goto(blogHref(post!.slug!));
    const content = page.getByTestId('post-content');
    const word = content.getByText(/[A-Za-z0-9]{200}/);
    const url = content.getByRole('link', { name: /^\/\S{100,}$/ });
    const code = content.locator('pre').filter({ hasText: /\S{100,}/ });
    for (const long of [word, url]) {
      await long.scrollIntoViewIfNeeded();
      const box = (await long.boundingBox())!;
      // Broken over lines inside the column, every line of it in the window.
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(REFLOW.width);
      expect(box.height).toBeGreaterThan(60);
    }
    // The code keeps its lines and scrolls in its own box, from the keyboard too.
    await code.scrollIntoViewIfNeeded();
    const box = (await code.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(REFLOW.width);
    expect(await code.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await code.focus();
    await expect(code).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => code.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // A scrollbar that shows, in the brand's colour (headless Chromium hides every scrollbar, so
    // the style is what can be checked here).
    expect(await code.evaluate((el) => [getComputedStyle(el).scrollbarWidth, getComputedStyle(el).scrollbarColor])).not.toContain('none');
    expect(await code.evaluate((el) => getComputedStyle(el).scrollbarColor)).not.toBe('auto');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(REFLOW.width);
    expect(await reflowProblems(page)).toEqual([]);
    expect(await clippedText(page)).toEqual([]);
  });
});

/**
 * The checks are only worth their green if they can go red: each meets the defect it looks for
 * on a small page of its own (once, in the desktop project).
 */
test.describe('the WCAG 2.2 checks catch what they look for', () => {
  test.skip(({ isMobile }) => isMobile, 'page-free fixtures: once is enough');
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  test('focus under a sticky header on Shift+Tab, and not with scroll-padding', async ({ page }) => {
    const links = Array.from({ length: 30 }, (_, i) => `<p style="margin:40px 0"><a href="#${i}">Link ${i}</a></p>`).join('');
    const html = (padding: string) =>
      `<html lang="en" style="scroll-padding-top:${padding}"><title>t</title><body style="margin:0">` +
      `<header style="position:sticky;top:0;height:80px;background:#fff">Header</header><main>${links}</main></body></html>`;
    // Chromium scrolls an element in only when it is out of the window: one under the header
    // counts as in it, and stays there.
    await page.setContent(html('0'));
    // The walk at the browser's pace sees it, and the step-by-step walk it then falls back on names it.
    expect(await walkedClear(page, 'backward', 400)).toBe(false);
    // A link focused and left mid-page stays the browser's starting point: the next walk must still
    // start from the page's end, or the links below would already have been scrolled past.
    await page.getByRole('link', { name: 'Link 15' }).focus();
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    expect((await obscuredFocus(page, 'backward')).join()).toMatch(/covered by header/);
    await page.setContent(html('96px'));
    expect(await walkedClear(page, 'backward', 400)).toBe(true);
    // It stops where a walk a Tab at a time stops, past the first link with nothing focused, though
    // the last batch held more Tabs: the checks after it read the page as that walk left it.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await obscuredFocus(page, 'backward')).toEqual([]);
    expect(await obscuredFocus(page, 'forward')).toEqual([]);
  });

  test("the walk at the browser's pace hands over what it cannot judge before a frame", async ({ page }) => {
    const links = '<p><a href="#a">A</a></p><p><a href="#b">B</a></p>';
    await page.setContent(`<html lang="en"><title>t</title><body><main>${links}</main></body></html>`);
    expect(await walkedClear(page, 'forward', 40)).toBe(true);
    // Something that never comes to rest: the frames would keep moving it.
    await page.setContent(
      '<html lang="en"><title>t</title><style>@keyframes drift { to { transform: translateY(40px) } } .drift { animation: drift 1s infinite }</style>' +
        `<body><main class="drift">${links}</main></body></html>`,
    );
    expect(await walkedClear(page, 'forward', 40)).toBe(false);
    // The focus gone into a frame, whose keys the page no longer hears.
    await page.setContent(
      `<html lang="en"><title>t</title><body><main>${links}<iframe title="f" srcdoc="<a href='#c'>C</a>"></iframe></main></body></html>`,
    );
    expect(await walkedClear(page, 'forward', 40)).toBe(false);
  });

  test('a long word that widens the page, or is cut', async ({ page }) => {
    await page.setViewportSize(REFLOW);
    await page.setContent(`<html lang="en"><title>t</title><body><main><p>${'x'.repeat(200)}</p></main></body></html>`);
    expect((await reflowProblems(page)).join()).toMatch(/scrolls sideways/);
    await page.setContent(
      `<html lang="en"><title>t</title><body><section style="content-visibility:auto"><p>${'x'.repeat(200)}</p></section></body></html>`,
    );
    expect((await clippedText(page)).join()).toMatch(/is cut by section/);
  });

  test('text cut by its box once spaced out, small crowded targets, motion', async ({ page }) => {
    await page.setContent(
      `<html lang="en"><title>t</title><body><div style="height:48px;overflow:hidden"><p>${words(40)}</p></div>` +
        '<button style="width:16px;height:16px;padding:0">a</button><button style="width:16px;height:16px;padding:0">b</button>' +
        '<style>@keyframes spin { to { transform: rotate(1turn) } } .spin { animation: spin 1s infinite }</style><div class="spin">!</div></body></html>',
    );
    await page.addStyleTag({ content: TEXT_SPACING_CSS });
    expect((await clippedText(page)).join()).toMatch(/is cut by div/);
    expect(await smallTargets(page)).toHaveLength(2);
    expect((await motionWithReducedMotion(page)).join()).toMatch(/spin on div.* still running/);
  });

  test('a carousel that plays by itself, when motion is not reduced', async ({ page }) => {
    await page.goto(ROUTES.home);
    expect((await motionWithReducedMotion(page)).join()).toMatch(/carousel \d plays by itself/);
    await expect(page.locator('[aria-roledescription="carousel"][data-playing="true"]')).not.toHaveCount(0);
  });

  test('the wait for a drawn page ends in seconds, naming the page, when the page draws nothing', async ({ page }) => {
    // The checks above read a page once it is drawn (afterFrames): one that has stopped drawing
    // must fail the test with a reason, not hold it to its time limit.
    await page.setContent('<html lang="en"><title>t</title><body><p>Still</p></body></html>');
    await page.evaluate(() => {
      window.requestAnimationFrame = () => 0;
    });
    // A shorter wait than the checks' own: the same path, without holding a worker for it.
    await expect(afterFrames(page, 250)).rejects.toThrow(/^about:blank drew no frame in 500 ms, even in front \(visibility: visible\)$/);
  });

  test("IBM's engine reports a violation", async ({ page }) => {
    await page.setContent(
      '<html lang="en"><title>t</title><body><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>',
    );
    expect((await ibmViolations(page)).join()).toMatch(/img_alt_valid/);
  });
});

/**
 * Sections below the first render only near the viewport, at an estimated height until then. One
 * that first renders after the focus has scrolled an element below it into view grows and pushes
 * that element out of the window (a CI run: the home page's testimonial list on the phone, 1,080 px
 * down). So a keyboard visitor's first Tab renders them all, at their real size, before the focus
 * moves: what the browser reports as skipped content, before and after. With JavaScript the head's
 * script does it on the key, without it a rule of the no-JS style on the focus. `skipped` names the
 * sections the browser has not rendered.
 */
const skipped = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main > *, body > footer')]
      .filter((s) => s.firstElementChild && !s.firstElementChild.checkVisibility({ contentVisibilityAuto: true }))
      .map((s) => s.getAttribute('aria-labelledby') ?? s.tagName.toLowerCase()),
  );

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });
    test("a keyboard visitor's first Tab renders every section, so no height is estimated while focus moves", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(ROUTES.home);
      // Without JavaScript the page runs no frame callbacks to wait on: nothing below the first
      // screen has been drawn, which is what the first check reads.
      if (javaScriptEnabled) await afterFrames(page);
      expect(await skipped(page), 'sections far below the first are not rendered yet').toContain('testimonials-heading');
      await page.keyboard.press('Tab');
      expect(await skipped(page), 'after the first Tab').toEqual([]);
    });

    test('keyboard focus that comes without a Tab in the page renders every section too', { tag: ANY_SCREEN }, async ({ page }) => {
      // From the browser's own toolbar, a screen reader or the booking frame: the focus lands, visibly,
      // with no key the page sees. Here on the footer's last link, the farthest down.
      await page.goto(ROUTES.home);
      if (javaScriptEnabled) await afterFrames(page);
      expect(await skipped(page)).toContain('testimonials-heading');
      await page
        .locator('footer a')
        .last()
        .evaluate((a) => (a as HTMLElement).focus({ focusVisible: true } as FocusOptions));
      expect(await skipped(page), 'after the focus came').toEqual([]);
    });
  });
}

test.describe('WCAG 2.2: focus not obscured in the header menus', () => {
  test('the open drawer, both Tab directions', async ({ page, viewport }) => {
    test.skip((viewport?.width ?? 0) > breakpoints.headerNarrowMax, 'the drawer is narrow-only');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(ROUTES.home);
    await openMenu(page);
    await page.getByRole('button', { name: 'Show service pages' }).click();
    expect.soft(await obscuredFocus(page, 'forward', 40)).toEqual([]);
    expect.soft(await obscuredFocus(page, 'backward', 40)).toEqual([]);
    expect(await ibmViolations(page)).toEqual([]);
  });

  test('the services dropdown, scrolled down the page', async ({ page, viewport }) => {
    test.skip((viewport?.width ?? 0) <= breakpoints.headerNarrowMax, 'the dropdown is wide-only');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(ROUTES.services);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    const toggle = page.getByRole('button', { name: 'Show service pages' });
    await toggle.click();
    const items = page.locator('#services-dropdown a');
    await expect(items.first()).toBeVisible();
    for (const item of await items.all()) {
      await item.focus();
      const box = (await item.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      // The item itself is the topmost element at its centre: nothing is drawn over it.
      const topmost = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent?.trim(), {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      expect(topmost).toBe((await item.textContent())?.trim());
    }
    expect(await ibmViolations(page)).toEqual([]);
  });
});
