import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { afterFrames } from './rendered';

/** Below a thousandth, which Lighthouse reports as a CLS of 0. */
export const MAX_SHIFT = 0.001;

/** One layout shift: its value, and where each box it moved was and went. */
export type Shift = { value: number; nodes: string[] };

/**
 * Records, from the page's start, every layout shift no input caused, each with where its boxes
 * were and went: a shift names its cause (a font swap moves a few px; a page painted before its
 * HTML had all arrived moved the header's links by 560 px). Call before `page.goto`; read with
 * `shiftsOf`.
 */
export async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: Array<{ value: number; nodes: string[] }> };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        }
      >) {
        if (entry.hadRecentInput) continue;
        const at = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        w.shifts.push({
          value: entry.value,
          nodes: entry.sources.map(
            (s) => `${(s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?'} from ${at(s.previousRect)} to ${at(s.currentRect)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts `watchShifts` has recorded so far. */
export const shiftsOf = (page: Page): Promise<Shift[]> => page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);

/** What JavaScript a page took before the visitor acted: its script files (gzip) and inline scripts. */
export type FirstViewJs = { requested: Array<{ url: string; gzip: number }>; requestedBytes: number; inlineBytes: number };

/**
 * Starts recording every script file the page requests (its network log, each body's gzip size).
 * The function it returns waits until the network has been idle, then gives those files and the
 * gzip size of the page's inline scripts (data and speculation rules left out).
 */
export function recordScripts(page: Page): () => Promise<FirstViewJs> {
  const requested: Array<{ url: string; gzip: number }> = [];
  const pending: Array<Promise<void>> = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(res.body().then((body) => void requested.push({ url: res.url(), gzip: gzipSync(body).length })));
  });
  return async () => {
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
  };
}

/** The page's largest paint as Chrome reports it: the element, the start of its URL, and, for an image, how it is asked for. */
export type LargestPaint = { tag: string; url: string; loading: string | null; priority: string | null };

/**
 * The largest paint, read once the window is drawn whole: every image in it loaded, then two
 * frames. Read sooner, a cover still on its way leaves the title as the largest paint so far, and
 * a check of the image would be skipped (an e2e run on a busy machine did).
 */
export async function largestPaint(page: Page): Promise<LargestPaint> {
  await page.waitForFunction(() =>
    [...document.images].every((img) => {
      const box = img.getBoundingClientRect();
      const outside = box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth;
      return img.complete || box.width === 0 || outside;
    }),
  );
  await afterFrames(page);
  return page.evaluate(
    () =>
      new Promise<LargestPaint>((resolve) =>
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null; url: string };
          const img = entry.element?.tagName === 'IMG' ? entry.element : null;
          resolve({
            tag: entry.element?.tagName ?? '',
            url: entry.url.slice(0, 5),
            loading: img?.getAttribute('loading') ?? null,
            priority: img?.getAttribute('fetchpriority') ?? null,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
}
