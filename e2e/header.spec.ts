import { expect, test } from '@playwright/test';
import { openMenu } from './support/islands';
import { site } from '../src/config/site';
import { breakpoints } from '../src/config/breakpoints';
import { ROUTES, serviceHref } from '../src/config/routes';

const digits = site.phone.replace(/\D/g, '');

test.describe('header at 390px (narrow layout)', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) > breakpoints.headerNarrowMax, 'narrow layout only');

  test('phone button, centred 40x40 logo, menu button with the phone number', async ({ page }) => {
    await page.goto(ROUTES.home);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: `Call us at ${site.phone}` })).toHaveAttribute('href', `tel:${digits}`);
    const logo = banner.getByRole('link', { name: `${site.name} home` }).locator('img');
    const box = (await logo.boundingBox())!;
    expect(box.width).toBe(40);
    expect(box.height).toBe(40);
    expect(Math.abs(box.x + box.width / 2 - 195)).toBeLessThan(2);
    const menu = banner.getByRole('button', { name: /Open menu/ });
    await expect(menu).toContainText(site.phone);
    await expect(banner.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  test('drawer: opens, lists every link, closes with the close button and Escape', async ({ page }) => {
    await page.goto(ROUTES.about);
    const menu = await openMenu(page);
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // After its slide-in: 280px wide, against the right edge.
    await expect
      .poll(async () => {
        const box = (await drawer.boundingBox())!;
        return [Math.round(box.width), Math.round(box.x + box.width)];
      })
      .toEqual([280, 390]);
    for (const name of ['Home', 'About Us', 'Services', 'Portfolio', 'Blog', 'Contact Us']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: 'About Us', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute('href', `tel:${digits}`);
    await expect(drawer.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', ROUTES.booking);

    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('drawer keeps focus inside while open', async ({ page }) => {
    await page.goto(ROUTES.home);
    await openMenu(page);
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      const inside = await drawer.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body);
      expect(inside).toBe(true);
    }
  });

  test('drawer Services group expands to the four sub-pages', async ({ page }) => {
    await page.goto(ROUTES.home);
    await openMenu(page);
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const toggle = drawer.getByRole('button', { name: 'Show service pages' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.getByRole('link', { name: 'Search Engine Optimization' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Web Design & Development', 'Search Engine Optimization', 'CRM Solutions', 'Ads Management']) {
      await expect(drawer.getByRole('link', { name })).toBeVisible();
    }
    await drawer.getByRole('link', { name: 'CRM Solutions' }).click();
    await expect(page).toHaveURL(/\/services\/crm-solutions$/);
  });

  test('choosing Services navigates to /services and closes the drawer', async ({ page }) => {
    await page.goto(ROUTES.home);
    await openMenu(page);
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('a click on the overlay closes the drawer', async ({ page }) => {
    await page.goto(ROUTES.home);
    await openMenu(page);
    await page.mouse.click(40, 400);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});

test.describe('header at 1440px (wide layout)', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) <= breakpoints.headerNarrowMax, 'wide layout only');

  test('logo, inline links, Book Appointment; no menu button', async ({ page }) => {
    await page.goto(ROUTES.home);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['About Us', ROUTES.about],
      ['Services', ROUTES.services],
      ['Portfolio', ROUTES.portfolio],
      ['Blog', ROUTES.blog],
      ['Contact Us', ROUTES.contact],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', ROUTES.booking);
    await expect(page.getByRole('button', { name: /Open menu/ })).toBeHidden();
    await expect(page.getByRole('link', { name: `Call us at ${site.phone}` })).toBeHidden();
  });

  test('Services dropdown: hover opens (260px), leaving closes', async ({ page }) => {
    await page.goto(ROUTES.home);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const panel = page.locator('#services-dropdown');
    await expect(panel).toBeHidden();
    await nav.getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())!.width).toBe(260);
    await expect(panel.getByRole('link')).toHaveCount(4);
    await expect(nav.getByRole('button', { name: 'Show service pages' })).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(700, 600);
    await expect(panel).toBeHidden();
  });

  test('Services dropdown: a click on the chevron of a hovered-open panel keeps it open', async ({ page }) => {
    await page.goto(ROUTES.home);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const panel = page.locator('#services-dropdown');
    const toggle = nav.getByRole('button', { name: 'Show service pages' });
    await nav.getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(panel).toBeVisible();
    await toggle.click();
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // A second click closes it, as the keyboard would.
    await toggle.click();
    await expect(panel).toBeHidden();
  });

  test('Services dropdown: a click outside closes it; choosing an item navigates', async ({ page }) => {
    await page.goto(ROUTES.home);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Show service pages' });
    const panel = page.locator('#services-dropdown');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.mouse.click(700, 600);
    await expect(panel).toBeHidden();

    await nav.getByRole('link', { name: 'Services', exact: true }).hover();
    await panel.getByRole('link', { name: 'Search Engine Optimization' }).click();
    await expect(page).toHaveURL(/\/services\/seo-optimization$/);
    await expect(page.locator('#services-dropdown')).toBeHidden();
  });

  test('Services dropdown works from the keyboard, Escape closes it', async ({ page }) => {
    await page.goto(ROUTES.home);
    const toggle = page.getByRole('button', { name: 'Show service pages' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#services-dropdown').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#services-dropdown')).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the current link is marked on exact and nested paths', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto(serviceHref('crm-solutions'));
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', /.*/);
    await page.goto(ROUTES.blog);
    await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await page.goto(ROUTES.home);
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
  });
});
