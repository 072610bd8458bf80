import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ANY_SCREEN } from './support/devices';
import { onScreen } from './support/rendered';
import { routes } from './support/routes';
import { site } from '../src/config/site';
import { testimonials } from '../src/data/testimonials';
import { portfolioItems } from '../src/data/portfolio';
import { galleryImages } from '../src/data/gallery';
import { keyServices } from '../src/data/key-services';
import { RATING_SOURCE, services } from '../src/data/services';
import { svgDataUrl } from '../src/lib/ui/svg-data-url';
import { ROUTES, serviceHref } from '../src/config/routes';

test.describe('every screen of product §2', { tag: ANY_SCREEN }, () => {
  for (const { path, h1 } of routes) {
    test(`${path} renders its screen with header, footer and metadata`, async ({ page }) => {
      const res = await page.goto(path);
      // /404 itself may be served as a page (200) or as the error document (404).
      expect(path === ROUTES.notFound ? [200, 404] : [200]).toContain(res?.status());
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`${site.name}$`));
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(20);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toBe(new URL(path, 'https://www.bluecrestdigital.com').href);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = jsonLd.map((t) => JSON.parse(t)['@type']);
      expect(types).toContain('ProfessionalService');
      // A not-found page is never indexed (a direct request for /404 answers 200 on the CDN).
      const robots = page.locator('meta[name="robots"]');
      if (path === ROUTES.notFound) await expect(robots).toHaveAttribute('content', 'noindex');
      else await expect(robots).toHaveCount(0);
    });
  }

  test('home: hero, specialty, brand, process, blogs, portfolio, newsletter', async ({ page }) => {
    await page.goto(ROUTES.home);
    await expect(page.getByRole('link', { name: /Get to Know Us/ })).toHaveAttribute('href', ROUTES.enquiry);
    await expect(page.getByRole('heading', { name: 'Our Specialty' })).toBeVisible();
    const cards = page.getByTestId('specialty-cards').getByRole('listitem');
    await expect(cards).toHaveCount(4);
    for (const [name, href] of [
      ['Web Design & Development', serviceHref('web-design-and-development')],
      ['Search Engine Optimization', serviceHref('seo-optimization')],
      ['CRM Solutions', serviceHref('crm-solutions')],
      ['Ads Management', serviceHref('ads-management')],
    ] as const) {
      await expect(page.getByRole('link', { name: `Learn More about ${name}` })).toHaveAttribute('href', href);
    }
    await expect(page.getByTestId('specialty-cards')).toContainText('4.8');
    await expect(page.getByTestId('specialty-cards')).toContainText('5.0');
    await expect(page.getByRole('heading', { name: 'We Build Brands That Matter' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Plan & Strategy', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Design & Develop', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Optimize & Launch', exact: true })).toBeVisible();
    await expect(page.getByTestId('process').getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', ROUTES.booking);
    await expect(page.getByRole('heading', { name: 'What Our Clients Say' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View More' })).toHaveAttribute('href', ROUTES.reviews);
    await expect(page.getByRole('heading', { name: 'Latest From Our Blog' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', ROUTES.portfolio);
    await expect(page.getByTestId('newsletter')).toBeVisible();
  });

  test('no service rating without its source: each is read with the note the section shows', async ({ page }) => {
    for (const path of ['/', ROUTES.services, ...services.map((s) => s.href)]) {
      await page.goto(path);
      const ratings = page.getByTestId('rating');
      expect(await ratings.count(), path).toBeGreaterThan(0);
      await expect(page.getByTestId('rating-source')).toHaveText(RATING_SOURCE);
      for (const rating of await ratings.all()) await expect(rating).toHaveAccessibleDescription(RATING_SOURCE);
    }
  });

  test('process steps alternate their layout', async ({ page }) => {
    await page.goto(ROUTES.home);
    const layouts = await page.locator('[data-step-layout]').evaluateAll((els) => els.map((e) => e.getAttribute('data-step-layout')));
    expect(layouts).toEqual(['image-left', 'image-right', 'image-left']);
  });

  test('testimonials: four, with stars out of 5', async ({ page }) => {
    await page.goto(ROUTES.home);
    const items = page.getByTestId('testimonial-list').getByRole('listitem');
    await expect(items).toHaveCount(4);
    await expect(items.first().getByRole('img', { name: /Rated \d out of 5/ })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 4 out of 5' })).toHaveCount(1);
  });

  test('about: approach ticks, three steps, FAQ of four', async ({ page }) => {
    await page.goto(ROUTES.about);
    for (const t of ['Results-Driven', 'Innovative Solutions', 'Expert Team', 'Tailored Solutions']) {
      await expect(page.getByTestId('approach-ticks').getByRole('heading', { name: t })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Web Design and Development' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Digital Marketing' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'CRM Solutions' })).toBeVisible();
    const faq = page.getByTestId('faq-list').locator('details');
    await expect(faq).toHaveCount(4);
    await faq.nth(1).locator('summary').click();
    await expect(faq.nth(1)).toContainText('4-6 weeks');
    await expect(page.getByTestId('hero-gallery').getByRole('img')).toHaveCount(4);
  });

  test('about?section=approach brings the approach block into view', async ({ page }) => {
    await page.goto('/about?section=approach');
    await expect(page.locator('#approach')).toBeInViewport();
    // The block's own top is what the visitor lands on, just under the sticky header.
    await expect
      .poll(() => page.locator('#approach').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(0);
    const top = await page.locator('#approach').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(200);
  });

  test('services page: key services link to each page, ads to /services/ads; four FAQs', async ({ page }) => {
    await page.goto(ROUTES.services);
    const key = page.getByTestId('key-services');
    await expect(key.getByRole('listitem')).toHaveCount(4);
    await expect(key.getByRole('link', { name: 'Learn More about Ads Management' })).toHaveAttribute('href', '/services/ads');
    await expect(page.getByTestId('faq-list').locator('details')).toHaveCount(4);
    await expect(page.getByTestId('faq-list')).toContainText('SEO keyword analysis');
    await expect(page.getByTestId('faq-list')).toContainText('GMB audit');
  });

  const servicePages = [
    [serviceHref('web-design-and-development'), ['Custom Web Design', 'Responsive Development', 'E-commerce Solutions']],
    [serviceHref('seo-optimization'), ['On-Page SEO', 'Off-Page SEO', 'Technical SEO']],
    [serviceHref('crm-solutions'), ['Project Management Made Easy', 'Custom CRM Development']],
  ] as const;
  for (const [path, offerings] of servicePages) {
    test(`${path}: hero CTA to /contact, offerings rated 5.0, approach, FAQ`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator(`main a[href="${ROUTES.contact}"]`).first()).toBeVisible();
      const list = page.getByTestId('service-offerings');
      for (const title of offerings) await expect(list.getByRole('heading', { name: title })).toBeVisible();
      await expect(list.getByTestId('rating')).toHaveText(offerings.map(() => /5\.0/));
      await expect(page.getByRole('heading', { level: 2, name: /Approach|How We/ }).first()).toBeVisible();
      await expect(page.getByTestId('faq-list').locator('details')).toHaveCount(4);
    });
  }

  test('web design FAQ timeline and SEO 3-6 months', async ({ page }) => {
    await page.goto(serviceHref('web-design-and-development'));
    await expect(page.getByTestId('faq-list')).toContainText(/a few weeks.*a couple of months/);
    await page.goto(serviceHref('seo-optimization'));
    await expect(page.getByTestId('faq-list')).toContainText('3-6 months');
  });

  test('ads management: why-choose block, Check Out Our Work, PPC and Meta FAQ', async ({ page }) => {
    await page.goto(serviceHref('ads-management'));
    await expect(page.getByRole('heading', { name: 'Why Choose Our Ads Management' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check Out Our Work' })).toBeVisible();
    await expect(page.getByTestId('portfolio-carousel')).toBeVisible();
    await expect(page.getByTestId('faq-list')).toContainText('PPC');
    await expect(page.getByTestId('faq-list')).toContainText('Meta ad manager');
  });

  test('portfolio page: five image cards and no view-all button', async ({ page }) => {
    await page.goto(ROUTES.portfolio);
    await expect(page.getByTestId('portfolio-grid').getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('link', { name: 'View All Projects' })).toHaveCount(0);
  });

  test('portfolio page shows the work of the home carousel: each card is one of its items', async ({ page }) => {
    await page.goto(ROUTES.portfolio);
    const cards = page.getByTestId('portfolio-grid').getByRole('listitem');
    await expect(cards).toHaveCount(5);
    const carouselTitles = portfolioItems.map((p) => p.title);
    const inline: (string | null)[] = [];
    for (const card of await cards.all()) {
      const title = await card.getByRole('img').getAttribute('alt');
      expect(carouselTitles).toContain(title);
      const item = portfolioItems.find((p) => p.title === title)!;
      await expect(card.getByText(item.category, { exact: true })).toBeVisible();
      // The same drawing: the first row's travels in the page (a data: URL of the file's text),
      // the others are the file (the build names it <name>.<hash>.svg).
      const src = (await card.getByRole('img').getAttribute('src'))!;
      if (src.startsWith('data:')) {
        expect(src).toBe(svgDataUrl(readFileSync(item.image.src, 'utf8')));
        inline.push(title);
      } else {
        const file = item.image.src
          .split('/')
          .pop()!
          .replace(/\.svg$/, '');
        expect(src).toMatch(new RegExp(`/${file}\\.[^/]*svg$`));
      }
    }
    // The first row's two drawings, in the page: a phone paints the largest of them with the text.
    expect(inline).toHaveLength(2);
  });

  test("the drawings a phone may see first travel in the page: /about's gallery, the key services", async ({ page }) => {
    // Asked for as files while the page was drawn, they held a phone's largest paint back by a round trip.
    for (const [path, list, images] of [
      [ROUTES.about, 'hero-gallery', galleryImages.map((g) => g.image)],
      [ROUTES.services, 'key-services', keyServices.map((s) => s.image)],
    ] as const) {
      await page.goto(path);
      const srcs = await page
        .getByTestId(list)
        .locator('img')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
      expect(srcs, path).toEqual(images.map((image) => svgDataUrl(readFileSync(image.src, 'utf8'))));
    }
  });

  test('reviews: external review link, and the four testimonials under "What Our Clients Say", no View More to itself', async ({
    page,
  }) => {
    await page.goto(ROUTES.reviews);
    await expect(page.getByRole('link', { name: /Leave a Review/ })).toHaveAttribute('href', site.reviewUrl);
    await expect(page.getByRole('heading', { name: 'What Our Clients Say' })).toBeVisible();
    const items = page.getByTestId('testimonial-list').getByRole('listitem');
    await expect(items).toHaveCount(testimonials.length);
    for (const [i, t] of testimonials.entries()) {
      await expect(items.nth(i)).toContainText(t.name);
      await expect(items.nth(i)).toContainText(t.review);
    }
    await expect(page.getByRole('link', { name: 'View More' })).toHaveCount(0);
  });

  test('booking: headline and text', async ({ page }) => {
    await page.goto(ROUTES.booking);
    await expect(page.locator('main')).toContainText(
      'Schedule a free consultation with our team to discuss your needs and get a personalized estimate.',
    );
  });

  test('404: Page Not Found with a button back to /', async ({ page }) => {
    await page.goto(ROUTES.notFound);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  test('a portfolio image that fails to load becomes a light-grey placeholder', async ({ page }) => {
    // The third card: the first row's two drawings travel in the page and cannot fail apart from it.
    await page.route('**/*corporate-branding*.svg', (route) => route.abort());
    await page.goto(ROUTES.portfolio);
    const placeholder = page.getByTestId('portfolio-grid').locator('[data-placeholder]');
    await expect(placeholder).toHaveCount(1);
    await expect(placeholder).toHaveAttribute('aria-label', 'Corporate Branding');
    const bg = await placeholder.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).toBe('rgb(229, 231, 235)');
  });

  test('scroll starts at the top on every route change', async ({ page }) => {
    await page.goto(ROUTES.about);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const reviews = page.getByRole('contentinfo').getByRole('link', { name: 'Reviews' });
    await onScreen(reviews);
    await reviews.click();
    await expect(page).toHaveURL(/\/reviews$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
