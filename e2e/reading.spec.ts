import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { toBlogs } from '../src/lib/strapi/mappers';
import { tableOfContents, withHeadingIds, type ContentsEntry } from '../src/lib/rich-text/outline';
import { readingMinutes } from '../src/lib/rich-text/reading';
import { blogHref, blogPageHref, ROUTES } from '../src/config/routes';
import { hydrated } from './support/islands';
import { phoneCopyOf } from './support/phone-copy';
import { WIDER_THAN_PHONE, breakpoints } from '../src/config/breakpoints';
import { ANY_SCREEN } from './support/devices';

/**
 * A post worth reading to the end: its reading time (the same on its card), contents that link to
 * its headings with or without JavaScript, breadcrumbs that search engines read as the visitor
 * sees them, and page changes that fade only for those who want motion.
 */
const posts = toBlogs(JSON.parse(readFileSync('src/data/sample-blog/blogs.json', 'utf8')), '');
const post = posts.find((p) => p.slug === 'core-web-vitals-explained-for-business-owners')!;
/** A post whose cover is a photograph, as agencies upload them. */
const photographed = posts.find((p) => p.slug === 'choosing-a-crm-that-your-team-will-actually-use')!;
const flat = (entries: ContentsEntry[]): ContentsEntry[] => entries.flatMap((e) => [e, ...flat(e.children)]);
const expected = flat(tableOfContents(withHeadingIds(post.content)));

/** The contents a visitor of this width can see: the fold on phones and tablets, the aside beside the text on wide screens. */
async function visibleContents(page: Page) {
  const fold = page.getByTestId('post-contents');
  if (await fold.isVisible()) {
    await fold.locator('summary').click();
    return fold.getByRole('navigation', { name: 'Contents' });
  }
  return page.getByTestId('post-contents-wide');
}

test('a post says how long it takes to read, and its card in the list says the same', { tag: ANY_SCREEN }, async ({ page }) => {
  await page.goto(blogHref(post.slug!));
  const label = `${readingMinutes(post.content)} min read`;
  await expect(page.getByTestId('post-reading-time')).toHaveText(label);
  await page.goto(ROUTES.blog);
  const card = page.getByTestId('blog-card').filter({ has: page.getByRole('link', { name: post.title }) });
  await expect(card.getByTestId('card-reading-time')).toHaveText(label);
});

test('the contents list every heading of the post, in order, and each link lands on its heading below the header', async ({ page }) => {
  await page.goto(blogHref(post.slug!));
  expect(expected.length).toBeGreaterThanOrEqual(3);
  const contents = await visibleContents(page);
  const links = contents.getByRole('link');
  await expect(links).toHaveText(expected.map((e) => e.text));
  for (const [i, entry] of expected.entries()) {
    await expect(links.nth(i)).toHaveAttribute('href', `#${entry.id}`);
    await expect(page.getByTestId('post-content').locator(`#${entry.id}`)).toHaveText(entry.text);
  }
  const last = expected.at(-1)!;
  await links.last().click();
  await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
  const heading = page.locator(`#${last.id}`);
  await expect(heading).toBeInViewport();
  const headerBottom = await page.getByRole('banner').evaluate((h) => h.getBoundingClientRect().bottom);
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the contents open and their links work', async ({ page }) => {
    await page.goto(blogHref(post.slug!));
    const contents = await visibleContents(page);
    await contents.getByRole('link', { name: expected[1]!.text, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${expected[1]!.id}$`));
    await expect(page.locator(`#${expected[1]!.id}`)).toBeInViewport();
  });
});

test('BreadcrumbList JSON-LD parses and says what the visible breadcrumb says', { tag: ANY_SCREEN }, async ({ page }) => {
  await page.goto(blogHref(post.slug!));
  const visible = await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('listitem')
    .filter({ hasNotText: /^\/$/ })
    .allTextContents();
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const crumbs = blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'BreadcrumbList');
  expect(crumbs, 'a BreadcrumbList').toBeTruthy();
  const items = crumbs.itemListElement as Array<{ position: number; name: string; item: string }>;
  expect(items.map((i) => i.name)).toEqual(visible.map((t) => t.trim()));
  expect(items.map((i) => i.position)).toEqual([1, 2]);
  expect(items.map((i) => new URL(i.item).pathname)).toEqual([ROUTES.blog, blogHref(post.slug!)]);
});

/** The navigation of the page's @view-transition rules that apply now (the last one wins). */
const viewTransition = (page: Page) =>
  page.evaluate(() => {
    let navigation = 'none';
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSMediaRule) {
          if (window.matchMedia(rule.conditionText).matches) walk(rule.cssRules);
        } else if (rule.constructor.name === 'CSSViewTransitionRule') {
          navigation = (rule as CSSRule & { navigation: string }).navigation;
        }
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    return navigation;
  });

/**
 * Whether each page this tab opens was revealed through a view transition, as the browser reports
 * it: the new page's `pagereveal` event and its `viewTransition` (null when none runs). Each page
 * also notes, for the tab (sessionStorage outlives the page), when it was revealed and when its
 * transition ended, so that a transition missing on a busy machine explains itself.
 */
async function watchReveals(page: Page) {
  await page.addInitScript(() => {
    const note = (line: string) => {
      const log: string[] = JSON.parse(sessionStorage.getItem('reveal-log') ?? '[]');
      sessionStorage.setItem('reveal-log', JSON.stringify([...log, `${location.pathname} ${line} at ${Math.round(performance.now())} ms`]));
    };
    addEventListener('pagereveal', (event) => {
      const w = window as unknown as { reveals?: boolean[]; settled?: boolean };
      const transition = (event as Event & { viewTransition?: ViewTransition | null }).viewTransition;
      (w.reveals ??= []).push(Boolean(transition));
      note(`revealed ${transition ? 'with' : 'without'} a transition`);
      w.settled = !transition;
      void transition?.finished.finally(() => {
        w.settled = true;
        note('transition ended');
      });
    });
  });
}
const reveals = (page: Page) => page.evaluate(() => (window as unknown as { reveals?: boolean[] }).reveals ?? []);
const revealLog = (page: Page) => page.evaluate(() => sessionStorage.getItem('reveal-log') ?? '');
/** The page's own transition has ended (a visitor reads a page before leaving it). */
const settled = (page: Page) => expect.poll(() => page.evaluate(() => (window as unknown as { settled?: boolean }).settled)).toBe(true);

/** On /blog: `follow` takes the first card's link the visitor's way and lands on the post. */
async function followFirstCard(page: Page, follow: (link: Locator) => Promise<void>) {
  const link = page
    .getByTestId('blog-card')
    .first()
    .getByRole('link', { name: /Read More/ });
  const href = (await link.getAttribute('href'))!;
  await follow(link);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
}
const byKeyboard = async (link: Locator) => {
  await link.focus();
  await link.page().keyboard.press('Enter');
};

test('following a card with the keyboard runs the transition, the header held still, and so does going back', async ({ page }) => {
  await watchReveals(page);
  await page.goto(ROUTES.blog);
  await page.waitForLoadState('load');
  // A page opened from the address bar is revealed without one. The reveal comes with the page's
  // first frame, which can follow the load event: a read at load found none yet (an e2e run did).
  await expect.poll(() => reveals(page)).toEqual([false]);
  expect(await page.getByRole('banner').evaluate((h) => getComputedStyle(h).viewTransitionName)).toBe('site-header');
  await followFirstCard(page, byKeyboard);
  await expect.poll(() => reveals(page)).toEqual([true]);
  // Back, as the page's own history step (Chromium runs no transition for its own toolbar's button),
  // once the way in has ended: going back in the middle of it skips it, and a CI run's way back
  // then came without a transition.
  await settled(page);
  await page.evaluate(() => history.back());
  await expect(page).toHaveURL(new RegExp(`${ROUTES.blog}$`));
  // The tab's third page: /blog, the post, /blog again.
  await expect.poll(async () => (await revealLog(page)).match(/ revealed /g)?.length).toBe(3);
  expect((await reveals(page)).at(-1), await revealLog(page)).toBe(true);
});

test('a tap on a phone runs the transition', async ({ page, isMobile }) => {
  test.skip(!isMobile, "A tap is a phone's.");
  await watchReveals(page);
  await page.goto(ROUTES.blog);
  await page.waitForLoadState('load');
  await followFirstCard(page, (link) => link.tap());
  await expect.poll(() => reveals(page)).toEqual([true]);
});

test('a visitor who asks for reduced motion gets no transition', { tag: ANY_SCREEN }, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await watchReveals(page);
  await page.goto(ROUTES.blog);
  await page.waitForLoadState('load');
  await followFirstCard(page, byKeyboard);
  // The reveal happened, and without a transition.
  await expect.poll(() => reveals(page)).toEqual([false]);
  expect(await viewTransition(page)).toBe('none');
});

test('the card being followed names its cover and title, the post names its own: one pair to morph, and only one', async ({ page }) => {
  await page.goto(ROUTES.blog);
  await expect.poll(() => viewTransition(page)).toBe('auto');
  const names = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('*')]
        .map((el) => getComputedStyle(el).viewTransitionName)
        .filter((n) => n !== 'none' && n !== '' && n !== 'root'),
    );
  // Before a card is chosen only the header is named.
  expect(await names()).toEqual(['site-header']);
  const card = page.getByTestId('blog-card').first();
  await card.getByRole('link', { name: /Read More/ }).focus();
  expect(await names()).toEqual(['site-header', 'post-cover', 'post-title']);
  expect(await card.getByRole('heading').evaluate((h) => getComputedStyle(h).viewTransitionName)).toBe('post-title');
  const href = (await card.getByRole('link', { name: /Read More/ }).getAttribute('href'))!;
  await card.getByRole('link', { name: /Read More/ }).click();
  // On the post itself: /blog has a first-level heading too, and a CI run read the list's while
  // the post was on its way, then lost the page to the navigation.
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.waitForLoadState('domcontentloaded');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => viewTransition(page)).toBe('auto');
  expect(await page.getByTestId('post-cover').evaluate((c) => getComputedStyle(c).viewTransitionName)).toBe('post-cover');
  expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).viewTransitionName)).toBe('post-title');
  expect(await names()).toEqual(['site-header', 'post-title', 'post-cover']);
});

test('a phone draws the cover that came with the HTML; a wider screen fetches the rendition its width needs', async ({
  page,
  viewport,
}) => {
  const coverRequests: string[] = [];
  page.on('request', (r) => {
    if (/\/uploads\/[a-z_]*cover_crm_adoption/.test(r.url())) coverRequests.push(new URL(r.url()).pathname);
  });
  await page.goto(blogHref(photographed.slug!));
  const img = page.getByTestId('post-cover').getByRole('img', { name: photographed.coverImage!.alt });
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
  const shown = await img.evaluate((i: HTMLImageElement) => i.currentSrc);
  // The preload is for wider screens only: a phone never asks for a file it will not draw.
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute('media', WIDER_THAN_PHONE);
  if ((viewport?.width ?? 0) < breakpoints.mobile) {
    // The cover is a photograph: its copy is the AVIF, and the browser draws that, not the file.
    expect(shown).toMatch(/^data:image\/avif;base64,/);
    expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(750);
    await page.waitForLoadState('load');
    expect(coverRequests).toEqual([]);
    // And it is the page's largest paint, as Chrome reports it (a blurry stand-in of too few bits
    // per pixel would not count): the cover image, its URL the copy. Chrome reports a paint once
    // the frame is shown, which can come after the load event: until then the largest so far is the
    // header's logo (a fresh clone's run on a busy machine read it so).
    const largest = () =>
      page.evaluate(
        () =>
          new Promise<{ tag: string; url: string; bitsPerPixel: number }>((resolve) =>
            new PerformanceObserver((list, observer) => {
              observer.disconnect();
              const entry = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null; url: string; size: number };
              // The entry's URL is cut short for a data: URL; the element has it whole.
              const src = (entry.element as HTMLImageElement | null)?.currentSrc ?? '';
              const bytes = ((src.length - src.indexOf(',') - 1) * 3) / 4;
              resolve({ tag: entry.element?.tagName ?? '', url: entry.url.slice(0, 23), bitsPerPixel: (bytes * 8) / (750 * 394) });
            }).observe({ type: 'largest-contentful-paint', buffered: true }),
          ),
      );
    let lcp = await largest();
    await expect.poll(async () => (lcp = await largest())).toMatchObject({ tag: 'IMG', url: 'data:image/avif;base64,' });
    expect(lcp.bitsPerPixel).toBeGreaterThan(0.05);
  } else {
    expect(new URL(shown).pathname).toMatch(/^\/uploads\/(large_)?cover_crm_adoption_\w+\.jpg$/);
    await page.waitForLoadState('load');
    expect(coverRequests).toEqual([new URL(shown).pathname]);
  }
});

/** The paths of every cover rendition the page asks for from now on. */
function coverRequests(page: Page): string[] {
  const covers: string[] = [];
  page.on('request', (r) => {
    if (/\/uploads\/[a-z_]*cover_/.test(r.url())) covers.push(new URL(r.url()).pathname);
  });
  return covers;
}

/** Those of `covers` that are a rendition of the list's first card's cover. */
async function leadCardFiles(page: Page, covers: string[]): Promise<string[]> {
  const srcset = (await page.getByTestId('blog-card').first().locator('picture source[media]').getAttribute('srcset'))!;
  const file = srcset.match(/\/uploads\/small_(cover_\w+)\.jpg/)![1]!;
  return covers.filter((u) => u.includes(file));
}

test("the list's first card draws its cover from the HTML on a phone, and only that card", async ({ page, viewport }) => {
  const covers = coverRequests(page);
  await page.goto(ROUTES.blog);
  const images = page.getByTestId('blog-card').getByRole('img');
  const first = images.first();
  await expect.poll(() => first.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
  const shown = await first.evaluate((i: HTMLImageElement) => i.currentSrc);
  const phone = (viewport?.width ?? 0) < breakpoints.mobile;
  if (phone) expect(shown).toMatch(/^data:image\/(avif|webp);base64,/);
  else expect(new URL(shown).pathname).toMatch(/^\/uploads\/[a-z]+_cover_\w+\.jpg$/);
  // Every other card draws its own file.
  for (const img of (await images.all()).slice(1)) expect(await img.getAttribute('src')).toMatch(/^\/uploads\/small_cover_/);
  await page.waitForLoadState('load');
  if (phone) {
    // No rendition of the first card's cover was asked for: the phone had it already.
    expect(await leadCardFiles(page, covers)).toEqual([]);
  }
});

test("a later list page carries its lead card's copy once, and the woken list draws that same copy", async ({
  page,
  request,
  viewport,
}) => {
  const path = blogPageHref(2);
  // The copy travels in the card's <picture> only, not a second time in the island's props.
  const html = await (await request.get(path)).text();
  const copies = html.match(/data:image\/(avif|webp);base64,[A-Za-z0-9+/=]+/g) ?? [];
  expect(copies).toHaveLength(1);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const covers = coverRequests(page);
  await page.goto(path);
  const lead = page.getByTestId('blog-card').first();
  expect(await phoneCopyOf(lead)).toBe(copies[0]);
  // The island draws the card itself once woken: with the copy it read back from the page, the
  // same <picture> (a different one would be a hydration error, and React would draw it anew).
  await hydrated(page, page.getByTestId('blog-list'));
  expect(await phoneCopyOf(lead)).toBe(copies[0]);
  // And again after the list has shown another page and come back to this one.
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('link', { name: 'Page 1' }).click();
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(await phoneCopyOf(page.getByTestId('blog-card').first())).toBe(copies[0]);
  expect(errors).toEqual([]);
  if ((viewport?.width ?? 0) < breakpoints.mobile) {
    // A phone drew the copy throughout: no file of the lead card's cover was asked for.
    expect(await leadCardFiles(page, covers)).toEqual([]);
  }
});
