import { expect, test, type Page } from '@playwright/test';

async function openCarousel(page: Page) {
  // Time moves only when a test says so.
  await page.clock.install({ time: new Date('2026-01-05T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-05T10:00:01Z'));
  await page.goto('/');
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

test.describe('portfolio carousel (SPEC §4, §9)', () => {
  test('advances every 4 seconds', async ({ page }) => {
    const carousel = await openCarousel(page);
    await expect(carousel).toHaveAttribute('data-active', '0');
    await page.clock.runFor(3900);
    await expect(carousel).toHaveAttribute('data-active', '0');
    await page.clock.runFor(200);
    await expect(carousel).toHaveAttribute('data-active', '1');
    await page.clock.runFor(4000);
    await expect(carousel).toHaveAttribute('data-active', '2');
  });

  test('wraps to the start after the last item, then resets without animation', async ({ page }) => {
    const carousel = await openCarousel(page);
    await carousel.getByRole('button', { name: 'Show project 8: Social Media Campaign' }).click();
    await release(page);
    await expect(carousel).toHaveAttribute('data-active', '7');
    await page.clock.runFor(4000);
    await expect(carousel).toHaveAttribute('data-position', '8');
    await expect(carousel).toHaveAttribute('data-active', '0');
    const track = carousel.getByTestId('carousel-track');
    expect(await track.evaluate((el) => el.style.transition)).toContain('500ms');
    await page.clock.runFor(510);
    await expect(carousel).toHaveAttribute('data-position', '0');
    expect(await track.evaluate((el) => el.style.transition)).toBe('none');
    await page.clock.runFor(60);
    await expect.poll(() => track.evaluate((el) => el.style.transition)).toContain('500ms');
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

  test('does not autoplay for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const carousel = await openCarousel(page);
    await page.clock.runFor(9000);
    await expect(carousel).toHaveAttribute('data-active', '0');
  });

  test('shows one card under 600px and three at 1440px', async ({ page, viewport }) => {
    const carousel = await openCarousel(page);
    const visible = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden])');
    await expect(visible).toHaveCount((viewport?.width ?? 0) < 600 ? 1 : 3);
  });

  test('a touch swipe of 50px or more moves it under 600px', async ({ page, viewport }) => {
    test.skip((viewport?.width ?? 0) >= 600, 'swipe is for narrow screens');
    const carousel = await openCarousel(page);
    const swipe = (dx: number) =>
      carousel.getByTestId('carousel-track').evaluate((el, delta) => {
        const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 100 });
        el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(200)], changedTouches: [touch(200)] }));
        el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(200 + delta)] }));
      }, dx);
    await swipe(-60);
    await expect(carousel).toHaveAttribute('data-active', '1');
    await swipe(-30);
    await expect(carousel).toHaveAttribute('data-active', '1');
    await swipe(70);
    await expect(carousel).toHaveAttribute('data-active', '0');
  });

  test('its dots fit one row, on a phone too', async ({ page }) => {
    const carousel = await openCarousel(page);
    const dots = carousel.getByTestId('carousel-dots').getByRole('button');
    await expect(dots).toHaveCount(8);
    const tops = await dots.evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size);
    expect(tops).toBe(1);
  });

  test('View All Projects leads to /portfolio', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', '/portfolio');
  });
});
