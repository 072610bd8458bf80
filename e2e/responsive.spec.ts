import { expect, test, type Locator } from '@playwright/test';
import { hydrated } from './support/islands';
import { breakpoints } from '../src/config/breakpoints';
import { ROUTES } from '../src/config/routes';

const { mobile, tablet, portfolioWide, popup, headerNarrowMax } = breakpoints;

/** product §2 and §9 layouts at the breakpoints themselves (each test sets its own widths). */
test.skip(({ isMobile }) => isMobile, 'sets its own widths; runs once, in the desktop project');

const overflows = (list: Locator) => list.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
const rowsOf = (items: Locator) => items.evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size);

test(`header: narrow layout up to ${headerNarrowMax}px, wide from ${headerNarrowMax + 1}px`, async ({ page }) => {
  await page.setViewportSize({ width: headerNarrowMax, height: 800 });
  await page.goto(ROUTES.home);
  await expect(page.getByRole('button', { name: /Open menu/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.setViewportSize({ width: headerNarrowMax + 1, height: 800 });
  await expect(page.getByRole('button', { name: /Open menu/ })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test(`hero gallery: swipe slider under ${mobile}px, two per row to ${tablet}px, four in a row above`, async ({ page }) => {
  await page.goto(ROUTES.about);
  const list = page.getByTestId('hero-gallery').getByRole('list');
  const items = list.getByRole('listitem');
  await page.setViewportSize({ width: mobile - 1, height: 900 });
  expect(await overflows(list)).toBe(true);
  expect(await list.evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain('x');
  await page.setViewportSize({ width: mobile, height: 900 });
  expect(await overflows(list)).toBe(false);
  expect(await rowsOf(items)).toBe(2);
  await page.setViewportSize({ width: tablet - 1, height: 900 });
  expect(await rowsOf(items)).toBe(2);
  await page.setViewportSize({ width: tablet, height: 900 });
  expect(await rowsOf(items)).toBe(1);
});

test(`testimonials: a horizontal swipe list under ${mobile}px only`, async ({ page }) => {
  await page.goto(ROUTES.home);
  const list = page.getByTestId('testimonial-list');
  await page.setViewportSize({ width: mobile - 1, height: 900 });
  expect(await overflows(list)).toBe(true);
  await page.setViewportSize({ width: mobile, height: 900 });
  expect(await overflows(list)).toBe(false);
});

test(`portfolio carousel: 1 card under ${mobile}px, 2 under ${portfolioWide}px, else 3`, async ({ page }) => {
  // The island reads the width once it has woken (an effect): the count is awaited, not sampled.
  const expectVisible = async (width: number, cards: number) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(ROUTES.home);
    const carousel = page.getByTestId('portfolio-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await hydrated(page, carousel);
    await expect(carousel.locator('[aria-roledescription="slide"]:not([aria-hidden])'), `at ${width}px`).toHaveCount(cards);
  };
  await expectVisible(mobile - 1, 1);
  await expectVisible(mobile, 2);
  await expectVisible(portfolioWide - 1, 2);
  await expectVisible(portfolioWide, 3);
});

test(`booking popup: phone layout under ${popup}px, 900-1000px wide from ${popup}px`, async ({ page }) => {
  await page.route('https://calendly.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>Pick a time</p>' }));
  await page.setViewportSize({ width: popup - 1, height: 800 });
  await page.goto(ROUTES.booking);
  const button = page.getByRole('button', { name: 'Schedule Now' });
  await hydrated(page, button);
  await button.click();
  const modal = page.getByTestId('booking-modal');
  expect(Math.round((await modal.boundingBox())!.width)).toBe(popup - 1);
  await page.setViewportSize({ width: popup, height: 800 });
  const box = (await modal.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(900);
  expect(box.width).toBeLessThanOrEqual(1000);
});
