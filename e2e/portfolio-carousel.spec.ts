import { expect, test, type Locator, type Page } from '@playwright/test';
import { ANY_SCREEN } from './support/devices';
import { breakpoints } from '../src/config/breakpoints';
import { CAROUSEL_TIMING } from '../src/lib/carousel/carousel';
import { ROUTES } from '../src/config/routes';

async function openCarousel(page: Page) {
  // Time moves only when a test says so.
  await page.clock.install({ time: new Date('2026-01-05T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-05T10:00:01Z'));
  await page.goto(ROUTES.home);
  const carousel = page.getByTestId('portfolio-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole('button', { name: 'Next project' })).toBeVisible();
  await release(page);
  return carousel;
}

/** Move the mouse away and drop focus, so neither hover nor focus pauses autoplay. */
async function release(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe('portfolio carousel (product §4, §9)', () => {
  test('advances every 4 seconds', async ({ page }) => {
    const carousel = await openCarousel(page);
    await expect(carousel).toHaveAttribute('data-active', '0');
    await page.clock.runFor(CAROUSEL_TIMING.autoplayMs - 100);
    await expect(carousel).toHaveAttribute('data-active', '0');
    await page.clock.runFor(200);
    await expect(carousel).toHaveAttribute('data-active', '1');
    await page.clock.runFor(CAROUSEL_TIMING.autoplayMs);
    await expect(carousel).toHaveAttribute('data-active', '2');
  });

  test('wraps from the last project to the first, moving on in 0.5 s', async ({ page }) => {
    const carousel = await openCarousel(page);
    await carousel.getByRole('button', { name: 'Show project 8: Social Media Campaign' }).click();
    await release(page);
    await expect(carousel).toHaveAttribute('data-active', '7');
    const left = (el: Locator) => el.evaluate((e) => e.getBoundingClientRect().left);
    const start = await left(carousel.getByTestId('carousel-viewport'));
    const first = carousel.getByRole('group', { name: '1 of 8', exact: true, includeHidden: true });
    await page.clock.runFor(CAROUSEL_TIMING.autoplayMs);
    await expect(carousel).toHaveAttribute('data-active', '0');
    // Halfway, project 1 is coming in from the right: it moves on, not back through all eight...
    await page.clock.runFor(CAROUSEL_TIMING.transitionMs / 2);
    const halfway = await left(first);
    expect(halfway).toBeGreaterThan(start + 1);
    // ...and 0.5 s after it set off it is at rest at the start of the carousel.
    await page.clock.runFor(CAROUSEL_TIMING.transitionMs / 2 + 50);
    expect(Math.abs((await left(first)) - start)).toBeLessThan(1);
    await page.clock.runFor(500);
    expect(Math.abs((await left(first)) - start)).toBeLessThan(1);
  });

  test('hydration keeps the first project as the server rendered it', async ({ page }) => {
    await page.goto(ROUTES.home);
    const carousel = page.getByTestId('portfolio-carousel');
    const firstSlide = carousel.locator('[aria-roledescription="slide"]').first();
    // client:visible: below the fold the island is still the server's HTML.
    await expect(page.locator('astro-island[ssr]').filter({ has: carousel })).toHaveCount(1);
    // Embla positions the slides through the CSSOM (a style property, never markup in the HTML).
    const markup = () =>
      firstSlide.evaluate((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        copy.removeAttribute('style');
        return copy.outerHTML;
      });
    const before = await markup();
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('button', { name: 'Next project' })).toBeVisible();
    expect(await markup()).toBe(before);
  });

  test('goes backwards with wraparound and the dots jump', async ({ page }) => {
    const carousel = await openCarousel(page);
    await carousel.getByRole('button', { name: 'Previous project' }).click();
    await expect(carousel).toHaveAttribute('data-active', '7');
    await carousel.getByRole('button', { name: 'Show project 3: Mobile App UI' }).click();
    await expect(carousel).toHaveAttribute('data-active', '2');
    await expect(carousel.getByRole('button', { name: 'Show project 3: Mobile App UI' })).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Next project' }).click();
    await expect(carousel).toHaveAttribute('data-active', '3');
  });

  test('pauses on hover and with the pause button', async ({ page }) => {
    const carousel = await openCarousel(page);
    await carousel.hover();
    await page.clock.runFor(9000);
    await expect(carousel).toHaveAttribute('data-active', '0');
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await release(page);
    await page.clock.runFor(9000);
    await expect(carousel).toHaveAttribute('data-active', '0');
  });

  test('does not autoplay for visitors who prefer reduced motion', { tag: ANY_SCREEN }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const carousel = await openCarousel(page);
    await page.clock.runFor(9000);
    await expect(carousel).toHaveAttribute('data-active', '0');
  });

  test('shows one card under 600px and three at 1440px', async ({ page, viewport }) => {
    const carousel = await openCarousel(page);
    const visible = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden])');
    await expect(visible).toHaveCount((viewport?.width ?? 0) < breakpoints.mobile ? 1 : 3);
  });

  test('a touch swipe of 50px or more moves it under 600px', async ({ page, viewport }) => {
    test.skip((viewport?.width ?? 0) >= breakpoints.mobile, 'swipe is for narrow screens');
    const carousel = await openCarousel(page);
    // Start, two moves, end: Embla's drag follows the finger and would pick an item by the
    // flick's speed; the spec's threshold decides instead.
    const swipe = (dx: number) =>
      carousel.getByTestId('carousel-track').evaluate((el, delta) => {
        const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 100 });
        const fire = (type: string, x: number) =>
          el.dispatchEvent(
            new TouchEvent(type, {
              bubbles: true,
              cancelable: true,
              touches: type === 'touchend' ? [] : [touch(x)],
              changedTouches: [touch(x)],
            }),
          );
        fire('touchstart', 200);
        fire('touchmove', 200 + delta / 2);
        fire('touchmove', 200 + delta);
        fire('touchend', 200 + delta);
      }, dx);
    const threshold = CAROUSEL_TIMING.swipeThresholdPx;
    await swipe(-(threshold + 10));
    await expect(carousel).toHaveAttribute('data-active', '1');
    await swipe(-(threshold - 20));
    await expect(carousel).toHaveAttribute('data-active', '1');
    await swipe(threshold + 20);
    await expect(carousel).toHaveAttribute('data-active', '0');
    await swipe(threshold);
    await expect(carousel).toHaveAttribute('data-active', '7');
  });

  test('its dots fit one row, on a phone too', async ({ page }) => {
    const carousel = await openCarousel(page);
    const dots = carousel.getByTestId('carousel-dots').getByRole('button');
    await expect(dots).toHaveCount(8);
    const tops = await dots.evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size);
    expect(tops).toBe(1);
  });

  test('View All Projects leads to /portfolio', { tag: ANY_SCREEN }, async ({ page }) => {
    await page.goto(ROUTES.home);
    await expect(page.getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', ROUTES.portfolio);
  });
});
