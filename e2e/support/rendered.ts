import type { Locator, Page } from '@playwright/test';

/**
 * Resolves after the page has drawn two frames. Until its first frame, Chromium has not decided
 * which `content-visibility: auto` sections (every section below the first, global.css) are on
 * screen: it skips them all, so `innerText` leaves their words out and their boxes have no height.
 * A visitor never reads a page before it is drawn; a check of what is drawn waits for it too.
 * Needs JavaScript on: with it off the page runs no frame callbacks.
 */
export async function afterFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The text a visitor reads in `locator` (its innerText), once the page is drawn. */
export async function renderedText(locator: Locator): Promise<string> {
  await afterFrames(locator.page());
  return locator.innerText();
}
