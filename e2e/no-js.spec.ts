import { expect, test } from '@playwright/test';
import { routes } from './support/routes';
import { deadControls } from './support/controls';
import { testEnv } from './support/third-parties';
import { breakpoints } from '../src/config/breakpoints';
import { site } from '../src/config/site';
import { calendlyPageUrl } from '../src/lib/booking/calendly';
import { BLOG } from '../src/lib/blog/constants';
import { laterPages } from '../src/lib/blog/list-state';
import { listPageData } from '../src/lib/blog/list-snapshot';
import { sampleBlog } from './support/sample-blog';
import { mailtoHref, telHref } from '../src/lib/contact/contact';
import { ROUTES, blogHref, blogPageHref } from '../src/config/routes';
import { ANY_SCREEN } from './support/devices';

test.use({ javaScriptEnabled: false });

/** The bundled sample blog the e2e build was made from: what each list page must show. */
const blog = sampleBlog;
const listPaths = [blogPageHref(1), ...laterPages(blog.posts.length).map(blogPageHref)];
const NEEDS_PAGE_2 = `the sample blog has ${blog.posts.length} posts; page 2 needs more than ${BLOG.pageSize}`;

test.describe('with JavaScript off', () => {
  // Every route, and every page of the list: one load each. Issue "A prospect's first look": no
  // visible button does nothing.
  const h1s = new Map(routes.map((r) => [r.path, r.h1]));
  for (const path of [...new Set([...h1s.keys(), ...listPaths])]) {
    test(`${path} is readable and navigable, and every visible control is a link or works`, async ({ page, viewport }) => {
      await page.goto(path);
      const h1 = h1s.get(path);
      expect(await deadControls(page), 'controls that do nothing without JavaScript').toEqual([]);
      if (h1 !== undefined) {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
        await expect(page.getByRole('contentinfo')).toBeVisible();
        // Every header destination is a plain link: on the page, or, on a narrow screen, in the
        // drawer the menu button opens by itself.
        if ((viewport?.width ?? 0) <= breakpoints.headerNarrowMax) await page.getByRole('button', { name: /Open menu/ }).click();
        for (const href of ['/', ROUTES.about, ROUTES.services, ROUTES.portfolio, ROUTES.blog, ROUTES.contact, ROUTES.booking]) {
          const visible = page.locator(`a[href="${href}"]:visible`);
          expect(await visible.count(), `visible link to ${href}`).toBeGreaterThan(0);
        }
      }
    });
  }

  test('the menu button opens the drawer by itself; its links, the service pages, the close button and Escape work', async ({
    page,
    viewport,
  }) => {
    test.skip((viewport?.width ?? 0) > breakpoints.headerNarrowMax, 'the drawer is narrow-only');
    await page.goto(ROUTES.about);
    const button = page.getByRole('button', { name: /Open menu/ });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await button.click();
    await expect(drawer).toBeVisible();
    // The chevron needs JavaScript: hidden, and the service pages listed instead.
    await expect(drawer.getByRole('button', { name: 'Show service pages' })).toBeHidden();
    await expect(drawer.getByRole('link', { name: 'Search Engine Optimization' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await button.click();
    await drawer.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.blog}$`));
  });

  for (const path of [ROUTES.contact, ROUTES.enquiry]) {
    test(`${path}: instead of the wizard, the agency's phone and e-mail`, { tag: ANY_SCREEN }, async ({ page }) => {
      await page.goto(path);
      const enquiry = page.getByTestId('enquiry');
      await expect(enquiry.getByRole('button')).toHaveCount(0);
      await expect(enquiry.getByRole('link', { name: site.phone })).toHaveAttribute('href', telHref(site.phone));
      await expect(enquiry.getByRole('link', { name: site.email })).toHaveAttribute('href', mailtoHref(site.email));
      await expect(enquiry.getByText(/You can reach us just as well at/)).toBeVisible();
    });
  }

  test("Schedule Now opens the booking dialog by itself: Calendly's own page in a new tab, the phone, and it closes", async ({ page }) => {
    await page.goto(ROUTES.booking);
    const button = page.getByRole('button', { name: 'Schedule Now' });
    const dialog = page.getByRole('dialog', { name: 'Book Your Appointment' });
    await button.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('The booking calendar needs JavaScript.')).toBeVisible();
    await expect(dialog.getByTestId('booking-spinner')).toBeHidden();
    const link = dialog.getByRole('link', { name: /Calendly's page/ });
    await expect(link).toHaveAttribute('href', calendlyPageUrl(testEnv.PUBLIC_CALENDLY_URL!));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(dialog.getByRole('link', { name: `Or call us at ${site.phone}` })).toHaveAttribute('href', telHref(site.phone));
    await dialog.getByRole('button', { name: 'Close modal' }).click();
    await expect(dialog).toBeHidden();
    await button.click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the portfolio carousel is a scrollable list of all eight projects', async ({ page }) => {
    await page.goto(ROUTES.home);
    const carousel = page.getByTestId('portfolio-carousel');
    await expect(carousel.getByRole('img')).toHaveCount(8);
  });

  test('the desktop Services dropdown opens on hover', async ({ page, viewport }) => {
    test.skip((viewport?.width ?? 0) <= breakpoints.headerNarrowMax, 'wide layout only');
    await page.goto(ROUTES.home);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(page.locator('#services-dropdown')).toBeVisible();
  });
});

test.describe('the blog list without JavaScript', () => {
  test('no search box, category or Clear Filters: they need JavaScript', { tag: ANY_SCREEN }, async ({ page }) => {
    await page.goto(ROUTES.blog);
    await expect(page.getByRole('combobox', { name: 'Search articles' })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Category' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeHidden();
    await expect(page.getByTestId('blog-card')).toHaveCount(Math.min(BLOG.pageSize, blog.posts.length));
  });

  test('/blog/page/2 exists and is linked', { tag: ANY_SCREEN }, async ({ page, request }) => {
    test.skip(blog.posts.length <= BLOG.pageSize, NEEDS_PAGE_2);
    const expected = listPageData(blog, 2).initial.cards;
    await page.goto(ROUTES.blog);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await page.waitForLoadState('domcontentloaded');
    // The next 6 posts, newest first.
    const hrefs = await page
      .getByTestId('blog-card')
      .getByRole('link', { name: /Read More/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(expected.map((c) => blogHref(c.slug!)));
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Its own canonical URL and title, and a place in the sitemap.
    const canonical = new URL('/blog/page/2', testEnv.SITE_URL).href;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page).toHaveTitle(/^Blog – page 2 \|/);
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    expect(sitemap).toContain(`<loc>${canonical}</loc>`);
    // Previous leads back to /blog, the first page's only address.
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('Next walks every page, and every post is reachable', { tag: ANY_SCREEN }, async ({ page }) => {
    test.skip(blog.posts.length <= BLOG.pageSize, NEEDS_PAGE_2);
    const reached: string[] = [];
    await page.goto(ROUTES.blog);
    for (const path of listPaths) {
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      // The address changes when the next page starts arriving: its cards are all there once it is parsed.
      await page.waitForLoadState('domcontentloaded');
      reached.push(
        ...(await page
          .getByTestId('blog-card')
          .getByRole('link', { name: /Read More/ })
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))),
      );
      const next = page.getByRole('link', { name: 'Next' });
      if (path === listPaths.at(-1)) await expect(next).toHaveCount(0);
      else await next.click();
    }
    expect(reached.sort()).toEqual(
      blog.posts
        .filter((p) => p.slug)
        .map((p) => blogHref(p.slug!))
        .sort(),
    );
  });

  test('/blog/page/1 redirects to /blog', { tag: ANY_SCREEN }, async ({ page }) => {
    await page.goto('/blog/page/1');
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe('with JavaScript on, the controls show before their island wakes', () => {
  test.use({ javaScriptEnabled: true });

  test('blog filters and pages, wizard, Schedule Now, menu button', async ({ page, viewport }) => {
    const asleep = (inside: ReturnType<typeof page.getByRole>) => page.locator('astro-island[ssr]').filter({ has: inside });
    await page.goto(ROUTES.blog);
    for (const control of [
      page.getByRole('combobox', { name: 'Search articles' }),
      page.getByRole('combobox', { name: 'Category' }),
      page.getByRole('button', { name: 'Clear Filters' }),
    ]) {
      await expect(control).toBeVisible();
      await expect(asleep(control)).toHaveCount(1);
    }
    if ((viewport?.width ?? 0) <= breakpoints.headerNarrowMax) await expect(page.getByRole('button', { name: /Open menu/ })).toBeVisible();
    await page.goto(ROUTES.enquiry);
    await expect(page.getByRole('button', { name: /^Get Started/ })).toBeVisible();
    await page.goto(ROUTES.booking);
    await expect(page.getByRole('button', { name: 'Schedule Now' })).toBeVisible();
  });
});
