import type { Page, Request } from '@playwright/test';
import { afterFrames } from './rendered';

/**
 * Holds back the first request to `url` that `which` picks, by `ms`, so that a newer request can
 * overtake it. `read()` resolves once the held answer has arrived in full and the page has drawn
 * since: what the page shows then is what it made of the older answer (a condition to wait for,
 * not a guess at how long the answer takes).
 */
export async function holdFirstAnswer(page: Page, url: string, which: (request: Request) => boolean = () => true, ms = 1500) {
  let held: Request | undefined;
  let onHeld: () => void;
  const heldNow = new Promise<void>((resolve) => (onHeld = resolve));
  await page.route(url, async (route) => {
    if (!held && which(route.request())) {
      held = route.request();
      onHeld();
      await new Promise((resolve) => setTimeout(resolve, ms));
    }
    await route.fallback();
  });
  return {
    /** Resolves once the older request is on its way: only then can a newer one overtake it. */
    sent: () => heldNow,
    async read() {
      if (!held) throw new Error(`no request to ${url} was held`);
      await (await held.response())?.finished();
      await afterFrames(page);
    },
  };
}
