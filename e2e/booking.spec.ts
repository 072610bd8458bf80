import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support/islands';
import { recordRequests, testEnv } from './support/third-parties';
import { POPUP_ROOT_ID, calendlyUrl } from '../src/lib/booking/calendly';
import { breakpoints } from '../src/config/breakpoints';
import { ROUTES } from '../src/config/routes';

const FRAME = calendlyUrl(testEnv.PUBLIC_CALENDLY_URL!);

async function openBooking(page: Page, frameHeld?: Promise<unknown>) {
  await page.route('https://calendly.com/**', async (route) => {
    if (frameHeld) await frameHeld;
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Calendly</title><p>Pick a time</p>' });
  });
  await page.goto(ROUTES.booking);
  // A button that opens the dialog by itself (an invoker command); the island mounts the frame.
  const button = page.getByRole('button', { name: 'Schedule Now' });
  await hydrated(page, button);
  return button;
}

test('nothing of Calendly loads before the visitor asks; then the prefilled frame, with a spinner until it loads', async ({ page }) => {
  const calendly = recordRequests(page, /calendly\.com$/);
  // Calendly answers only once the spinner has been seen: a fixed delay raced a busy machine.
  let answer: (value?: unknown) => void = () => {};
  const button = await openBooking(page, new Promise((resolve) => (answer = resolve)));
  await page.waitForLoadState('networkidle');
  expect(calendly).toEqual([]);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Appointment' });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('booking-spinner')).toBeVisible();
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('src', FRAME);
  answer();
  await expect(page.getByTestId('booking-spinner')).toBeHidden();
  expect(calendly.map((r) => r.url())).toEqual([FRAME]);
  const params = new URL(FRAME).searchParams;
  expect(params.get('a1')).toBe('');
  expect(params.get('a3')).toBe('');
  expect(params.get('primary_color')).toBe('0f2fa9');
});

test('the modal closes with the close button, on the overlay and with Escape, and keeps focus inside', async ({ page }) => {
  const button = await openBooking(page);
  const dialog = page.getByRole('dialog', { name: 'Book Your Appointment' });

  await button.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close modal' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await button.click();
  await expect(dialog).toBeVisible();
  // The walk starts once the calendar has loaded, the dialog a visitor reads: a Tab pressed on a
  // busy machine while the frame was still being swapped in once left the focus outside for 7 s
  // (CI, desktop, passed on retry); with the frame held, or released mid-walk, the focus stayed
  // inside on an idle one.
  await expect(page.getByTestId('booking-spinner')).toBeHidden();
  // Opening moves the focus into the dialog (a frame after it shows, on a busy machine): the
  // trap is tested from there, not from the button still focused under the overlay.
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    // A modal dialog keeps the focus inside (or on the browser's own chrome, never the page behind it).
    await expect
      .poll(() => dialog.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body))
      .toBe(true);
  }
  const viewport = page.viewportSize()!;
  if (viewport.width >= breakpoints.popup) {
    await page.mouse.click(10, 10);
    await expect(dialog).toBeHidden();
  } else {
    // Under the popup breakpoint the popup fills the screen: there is no overlay to click.
    const box = (await page.getByTestId('booking-modal').boundingBox())!;
    expect(Math.round(box.width)).toBe(viewport.width);
  }
});

test(`popup sizes from ${breakpoints.popup}px: 900-1000px wide, at most 680px high`, async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) < breakpoints.popup, 'desktop layout');
  const button = await openBooking(page);
  await button.click();
  const box = (await page.getByTestId('booking-modal').boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(900);
  expect(box.width).toBeLessThanOrEqual(1000);
  expect(box.height).toBeLessThanOrEqual(680);
});

test('the frame mounts into the popup root element, and the hidden inline container exists', async ({ page }) => {
  const button = await openBooking(page);
  await button.click();
  await expect(page.locator(`#${POPUP_ROOT_ID} iframe`)).toHaveAttribute('src', FRAME);
  const inline = page.getByTestId('inline-widget-container');
  await expect(inline).toBeHidden();
  await expect(inline).toHaveClass(/h-\[630px\]/);
  await expect(inline).toHaveClass(/min-w-\[320px\]/);
});
