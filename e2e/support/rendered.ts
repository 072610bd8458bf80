import type { Locator, Page } from '@playwright/test';

/**
 * Resolves after the page has drawn two frames. Until its first frame, Chromium has not decided
 * which `content-visibility: auto` sections (every section below the first, global.css) are on
 * screen: it skips them all, so `innerText` leaves their words out and their boxes have no height.
 * A visitor never reads a page before it is drawn; a check of what is drawn waits for it too.
 * Needs JavaScript on: with it off the page runs no frame callbacks.
 */
export async function afterFrames(page: Page, frameWaitMs = FRAME_WAIT_MS): Promise<void> {
  if (await twoFrames(page, frameWaitMs)) return;
  // Headless Chromium on a busy machine has, now and then, stopped drawing a page: a CI run's WCAG
  // check of /blog on the phone emulation waited two minutes for a frame that never came, and its
  // retry passed. Asking for the page in front is what restarts a stopped compositor elsewhere; if
  // the page still draws nothing, the test says so at once rather than at its time limit.
  const stopped = await page.evaluate(() => document.visibilityState);
  console.warn(`${page.url()} drew no frame in ${frameWaitMs} ms (visibility: ${stopped}): bringing it to the front`);
  await page.bringToFront();
  if (await twoFrames(page, frameWaitMs)) return;
  const state = await page.evaluate(() => document.visibilityState);
  throw new Error(`${page.url()} drew no frame in ${2 * frameWaitMs} ms, even in front (visibility: ${state})`);
}

/** Far above a frame on the busiest CI run (tens of milliseconds), far below a test's time limit. */
const FRAME_WAIT_MS = 5_000;

/** Whether the page drew two frames within `ms`. */
function twoFrames(page: Page, ms: number): Promise<boolean> {
  return page.evaluate(
    (ms) =>
      new Promise<boolean>((resolve) => {
        setTimeout(() => resolve(false), ms);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)));
      }),
    ms,
  );
}

/**
 * Brings `locator` into the window and resolves once the page has drawn it there, as a visitor
 * sees a link before pressing it. A section still skipped (`content-visibility: auto`) is laid out
 * only as it comes into view, and what is in it moves while a click aims at it: Playwright's
 * first try then finds the footer over the link, and a CI run's click on a footer link landed
 * and navigated nowhere.
 */
export async function onScreen(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await afterFrames(locator.page());
}

/** The text a visitor reads in `locator` (its innerText), once the page is drawn. */
export async function renderedText(locator: Locator): Promise<string> {
  await afterFrames(locator.page());
  return locator.innerText();
}

/**
 * Resolves once the page has loaded, is drawn, and its body face (Inter, which BaseLayout asks for
 * only after the page's first largest-paint report) is in use: the page as a visitor reads it,
 * with every font it will get. What an idle network would also wait for, without its quiet time.
 */
export async function withItsFonts(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForLoadState('load');
  // A face loads only once a layout uses it: a page that has stopped drawing is brought back first.
  await afterFrames(page);
  await page.waitForFunction(() => [...document.fonts].some((f) => f.family === 'Inter Variable' && f.status === 'loaded'), null, {
    timeout,
    polling: 50,
  });
  await page.evaluate(() => document.fonts.ready);
}
