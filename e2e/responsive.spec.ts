import { expect, test, type Locator } from '@playwright/test';
import { hydrated } from './support/islands';

/** SPEC §2 and §9 layouts at the breakpoints themselves (each test sets its own widths). */
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, 'sets its own widths; runs once');

const overflows = (list: Locator) => list.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
const rowsOf = (items: Locator) => items.evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size);

test('header: narrow layout up to 1024px, wide from 1025px', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Open menu/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.setViewportSize({ width: 1025, height: 800 });
  await expect(page.getByRole('button', { name: /Open menu/ })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('hero gallery: swipe slider under 600px, two per row to 900px, four in a row above', async ({ page }) => {
  await page.goto('/about');
  const list = page.getByTestId('hero-gallery').getByRole('list');
  const items = list.getByRole('listitem');
  await page.setViewportSize({ width: 599, height: 900 });
  expect(await overflows(list)).toBe(true);
  expect(await list.evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain('x');
  await page.setViewportSize({ width: 600, height: 900 });
  expect(await overflows(list)).toBe(false);
  expect(await rowsOf(items)).toBe(2);
  await page.setViewportSize({ width: 899, height: 900 });
  expect(await rowsOf(items)).toBe(2);
  await page.setViewportSize({ width: 900, height: 900 });
  expect(await rowsOf(items)).toBe(1);
});

test('testimonials: a horizontal swipe list under 600px only', async ({ page }) => {
  await page.goto('/');
  const list = page.getByTestId('testimonial-list');
  await page.setViewportSize({ width: 599, height: 900 });
  expect(await overflows(list)).toBe(true);
  await page.setViewportSize({ width: 600, height: 900 });
  expect(await overflows(list)).toBe(false);
});

test('portfolio carousel: 1 card under 600px, 2 under 960px, else 3', async ({ page }) => {
  const visible = async (width: number) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const carousel = page.getByTestId('portfolio-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await hydrated(page, carousel);
    return carousel.locator('[aria-roledescription="slide"]:not([aria-hidden])').count();
  };
  expect(await visible(599)).toBe(1);
  expect(await visible(600)).toBe(2);
  expect(await visible(959)).toBe(2);
  expect(await visible(960)).toBe(3);
});

test('booking popup: phone layout under 975px, 900-1000px wide from 975px', async ({ page }) => {
  await page.route('https://calendly.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>Pick a time</p>' }));
  await page.setViewportSize({ width: 974, height: 800 });
  await page.goto('/booking-appointment');
  const button = page.getByRole('link', { name: 'Schedule Now' });
  await hydrated(page, button);
  await button.click();
  const modal = page.getByTestId('booking-modal');
  expect(Math.round((await modal.boundingBox())!.width)).toBe(974);
  await page.setViewportSize({ width: 975, height: 800 });
  const box = (await modal.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(900);
  expect(box.width).toBeLessThanOrEqual(1000);
});
