import { svgDataUrl } from '../src/lib/ui/svg-data-url';
import { expect, test, type Page } from '@playwright/test';
import { services } from '../src/data/services';
import { site } from '../src/config/site';
import { FAVICON_PATH, ROUTES, blogHref, blogPageHref } from '../src/config/routes';
import { renderedText } from './support/rendered';
import { expectSocialCard } from './support/social-card';

/** Rounded corners of the page's illustration panel. */
const illustrationRadius = async (page: Page, path: string) => {
  await page.goto(path);
  return page
    .getByTestId('illustration')
    .first()
    .evaluate((el) => getComputedStyle(el).borderTopLeftRadius);
};

test('the booking and 404 illustrations are rounded like every other illustration panel', async ({ page }) => {
  const panel = await illustrationRadius(page, services[1]!.href);
  expect(parseFloat(panel)).toBeGreaterThan(0);
  expect(await illustrationRadius(page, ROUTES.booking)).toBe(panel);
  expect(await illustrationRadius(page, ROUTES.notFound)).toBe(panel);
});

/**
 * The specialty cards frame their 4:3 art in boxes of other shapes (tall beside the text, wide
 * above it): the browser must draw each picture whole, either in a box of its own shape or
 * stretched to the box (object-fit: fill) so that the SVG's own `meet` fits it inside and its
 * background runs on. A crop (object-fit: cover in a box of another shape) cut the device
 * mock-ups, a face and the funnel at the sides.
 */
test('the specialty cards draw their art whole, never cropped', async ({ page }) => {
  await page.goto('/');
  const images = page.getByTestId('specialty-cards').locator('img');
  await expect(images).toHaveCount(services.length);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    const drawn = await image.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const box = img.getBoundingClientRect();
      const svg = new DOMParser().parseFromString(await (await fetch(img.currentSrc)).text(), 'image/svg+xml').documentElement;
      return {
        fit: getComputedStyle(img).objectFit,
        boxAspect: box.width / box.height,
        artAspect: img.naturalWidth / img.naturalHeight,
        aspectRule: svg.getAttribute('preserveAspectRatio') ?? 'xMidYMid meet',
      };
    });
    const sameShape = Math.abs(drawn.boxAspect - drawn.artAspect) < 0.02;
    expect(sameShape || (drawn.fit === 'fill' && !/slice|none/.test(drawn.aspectRule)), JSON.stringify(drawn)).toBe(true);
  }
});

/**
 * The empty band above a service page's FAQ: from the last content above (or from where the
 * FAQ's colour starts, when the block above has another colour) down to the FAQ's content.
 */
async function gapAboveFaq(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => document.documentElement.setAttribute('data-render-all', ''));
  return page.getByTestId('faq-section').evaluate((faq) => {
    const above = faq.previousElementSibling!;
    const sameColour = getComputedStyle(above).backgroundColor === getComputedStyle(faq).backgroundColor;
    const start = sameColour
      ? above.querySelector('.container-page')!.getBoundingClientRect().bottom
      : above.getBoundingClientRect().bottom;
    return Math.round(faq.querySelector('.container-page')!.getBoundingClientRect().top - start);
  });
}

test('the same space above the FAQ on every service page, never two paddings of one colour', async ({ page }) => {
  const gaps = [];
  for (const s of services) gaps.push(await gapAboveFaq(page, s.href));
  expect(new Set(gaps).size, `gaps ${gaps.join(', ')}`).toBe(1);
  const padding = await page.getByTestId('faq-section').evaluate((el) => parseFloat(getComputedStyle(el).paddingBottom));
  expect(gaps[0]).toBeLessThanOrEqual(padding);
});

for (const path of ['/', ROUTES.about, ROUTES.services, ...services.map((s) => s.href), ROUTES.faq, ROUTES.reviews]) {
  test(`${path}: two sections of one colour in a row are spaced like any two sections`, async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => document.documentElement.setAttribute('data-render-all', ''));
    const bands = await page.locator('main > *').evaluateAll((els) =>
      els.slice(1).flatMap((el, i) => {
        const above = els[i]!;
        const colour = getComputedStyle(el).backgroundColor;
        if (colour === 'rgba(0, 0, 0, 0)' || colour !== getComputedStyle(above).backgroundColor) return [];
        const gap =
          el.querySelector('.container-page')!.getBoundingClientRect().top -
          above.querySelector('.container-page')!.getBoundingClientRect().bottom;
        const padding = Math.max(parseFloat(getComputedStyle(above).paddingBottom), parseFloat(getComputedStyle(el).paddingTop));
        return [{ section: el.getAttribute('aria-labelledby'), gap: Math.round(gap), padding }];
      }),
    );
    for (const band of bands) expect(band.gap, band.section ?? '').toBeLessThanOrEqual(band.padding);
  });
}

test('the contact page invites the enquiry once, not twice in a row', async ({ page }) => {
  await page.goto(ROUTES.contact);
  const text = await renderedText(page.getByRole('main'));
  expect(text.match(/quick questions/gi) ?? []).toHaveLength(1);
});

test("the agency's mark in the header, the footer, the tab and the Open Graph card", async ({ page, request }) => {
  await page.goto(ROUTES.home);
  const home = (area: 'banner' | 'contentinfo') => page.getByRole(area).getByRole('link', { name: `${site.name} home` });
  const headerLogo = await home('banner').locator('img').getAttribute('src');
  expect(await home('contentinfo').locator('img').getAttribute('src')).toBe(headerLogo);
  // The header draws it from the page itself (a data: URL); the tab's icon is the same drawing.
  expect(headerLogo).toMatch(/^data:image\/svg\+xml,/);
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toBe(FAVICON_PATH);
  expect(svgDataUrl(await (await request.get(icon!)).text())).toBe(headerLogo);
  const card = await request.get(new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!).pathname);
  await expectSocialCard(card);
});

test('every other page carries the mark as its icon, and the browser asks for no icon file', async ({ page }) => {
  // The home page names the file (where search engines look for a site's icon); every other page
  // has the drawing in the link itself, so that no request joins a slow phone's first paint.
  const icons: string[] = [];
  page.on('request', (r) => {
    if (/favicon|\.ico$/.test(new URL(r.url()).pathname)) icons.push(r.url());
  });
  for (const path of [ROUTES.about, blogHref('local-seo-winning-the-google-business-profile'), blogPageHref(2), ROUTES.notFound]) {
    await page.goto(path);
    const headerLogo = await page
      .getByRole('banner')
      .getByRole('link', { name: `${site.name} home` })
      .locator('img')
      .getAttribute('src');
    await expect(page.locator('link[rel="icon"]'), path).toHaveAttribute('href', headerLogo!);
    await page.waitForLoadState('load');
  }
  expect(icons).toEqual([]);
});
