import { expect, test, type Page } from '@playwright/test';
import { ANY_SCREEN } from './support/devices';
import { BLOG, BLOG_MESSAGES } from '../src/lib/blog/constants';
import { listPageData } from '../src/lib/blog/list-snapshot';
import { sampleBlog } from './support/sample-blog';
import { hydrated } from './support/islands';
import { holdFirstAnswer } from './support/held-answer';
import { breakpoints } from '../src/config/breakpoints';
import { ROUTES, categoryPageHref, postCardHref } from '../src/config/routes';
import { PHONE_COPY } from './support/phone-copy';
import { expectSocialCard } from './support/social-card';

const SNAPSHOT = '**/blog-snapshot.json';
/** The bundled sample blog the e2e build was made from. */
const sample = sampleBlog;
const NEEDS_PAGE_2 = `the sample blog has ${sample.posts.length} posts; page 2 needs more than ${BLOG.pageSize}`;
const cards = (page: Page) => page.getByTestId('blog-card');
const list = (page: Page) => page.getByTestId('blog-list');

/** Open a blog list URL and wait until its island has hydrated. */
async function openList(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page, list(page));
}

test.describe('blog list (bundled sample content)', { tag: ANY_SCREEN }, () => {
  test('first page comes in the HTML: 6 newest cards, no request, no spinner', async ({ page }) => {
    const snapshotRequests: string[] = [];
    page.on('request', (r) => r.url().includes('blog-snapshot') && snapshotRequests.push(r.url()));
    await openList(page, ROUTES.blog);
    await expect(list(page)).toHaveAttribute('data-status', 'loaded');
    await expect(cards(page)).toHaveCount(6);
    await expect(cards(page).first().getByRole('heading')).toHaveText('Core Web Vitals Explained for Business Owners');
    await expect(cards(page).first().getByTestId('card-date')).toHaveText('October 30, 2026');
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    expect(snapshotRequests).toEqual([]);
  });

  test('list card limits: a title over 50 characters is cut after a whole word', async ({ page }) => {
    await openList(page, ROUTES.blog);
    const long = cards(page).nth(1);
    await expect(long.getByRole('heading')).toHaveText('From Lead to Client: Automating Follow-Ups Without...');
    const excerpt = await cards(page).first().getByTestId('card-excerpt').textContent();
    expect(excerpt!.length).toBeLessThanOrEqual(143);
    expect(excerpt!.endsWith('...')).toBe(true);
  });

  test('pagination: page 2, back and forward keep the list in the URL', async ({ page }) => {
    test.skip(sample.posts.length <= BLOG.pageSize, NEEDS_PAGE_2);
    const onPage2 = listPageData(sample, 2).initial.cards.length;
    await openList(page, ROUTES.blog);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(cards(page)).toHaveCount(onPage2);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // Turned in place by the island, not by loading the pre-rendered page.
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(6);
    await page.goForward();
    await expect(cards(page)).toHaveCount(onPage2);
    await page.reload();
    await expect(cards(page)).toHaveCount(onPage2);
  });

  test('an older ?page=2 link shows page 2 and takes its address /blog/page/2', async ({ page }) => {
    test.skip(sample.posts.length <= BLOG.pageSize, NEEDS_PAGE_2);
    await page.goto('/blog?page=2');
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(cards(page)).toHaveCount(listPageData(sample, 2).initial.cards.length);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('on /blog/page/2 the island takes over: a filter goes back to page 1 of the filtered list', async ({ page }) => {
    test.skip(sample.posts.length <= BLOG.pageSize, NEEDS_PAGE_2);
    const category = sample.categories.find((c) => sample.posts.some((p) => p.category?.key === c.key))!;
    const inCategory = sample.posts.filter((p) => p.category?.key === category.key).length;
    await openList(page, '/blog/page/2');
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: category.name });
    await expect(page).toHaveURL(new RegExp(`${categoryPageHref(category.key)}$`));
    await expect(cards(page)).toHaveCount(Math.min(inCategory, BLOG.pageSize));
    await expect(page.getByRole('status').filter({ hasText: /page 1 of/ })).toBeAttached();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(BLOG.pageSize);
  });

  test('search with up to 5 suggestions; choosing one filters the list', async ({ page }) => {
    await openList(page, '/blog?page=2');
    const box = page.getByRole('combobox', { name: 'Search articles' });
    await box.fill('se');
    const options = page.getByRole('listbox', { name: 'Suggested titles' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(5);
    for (const t of await options.allTextContents()) expect(t.toLowerCase()).toContain('se');
    await box.fill('local');
    await expect(options).toHaveText(['Local SEO: Winning the Google Business Profile']);
    await options.first().click();
    await expect(page).toHaveURL(/\?q=Local\+SEO/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first().getByRole('heading')).toHaveText('Local SEO: Winning the Google Business Profile');
  });

  test('typing filters after a pause and resets to page 1; keyboard picks a suggestion', async ({ page }) => {
    await openList(page, '/blog?page=2');
    const box = page.getByRole('combobox', { name: 'Search articles' });
    await box.pressSequentially('crm');
    await expect(page).toHaveURL(/\/blog\?q=crm$/);
    await expect(cards(page)).toHaveCount(1);
    await box.fill('');
    await box.pressSequentially('web');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(box).toHaveValue(/web/i);
    await expect(page).toHaveURL(/\?q=/);
  });

  test('category filter, combined with search; Clear Filters resets everything', async ({ page }) => {
    await openList(page, ROUTES.blog);
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'SEO' });
    // A readable key, the slug of the category's name, and the category's own page.
    await expect(page).toHaveURL(/\/blog\/category\/seo$/);
    await expect(cards(page)).toHaveCount(2);
    for (const c of await cards(page).getByTestId('card-category').allTextContents()) expect(c).toBe('SEO');
    await page.getByRole('combobox', { name: 'Search articles' }).fill('core');
    await expect(cards(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByRole('combobox', { name: 'Search articles' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('');
  });

  test("an older link with the category's documentId shows that category under its readable key", async ({ page }) => {
    const category = sample.categories.find((c) => c.name === 'Marketing & CRM') ?? sample.categories[0]!;
    const posts = sample.posts.filter((p) => p.category?.key === category.key).length;
    // A row id beside a documentId is the database's own (a restore numbers rows anew): only a
    // category without a documentId (Strapi 4) is found by its id (lib/blog/categories.ts).
    await page.goto(`/blog?category=${category.documentId ?? category.id}`);
    await expect(page).toHaveURL(new RegExp(`${categoryPageHref(category.key)}$`));
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(category.key);
    await expect(cards(page)).toHaveCount(Math.min(posts, BLOG.pageSize));
    for (const c of await cards(page).getByTestId('card-category').allTextContents()) expect(c).toBe(category.name);
    if (category.documentId) {
      // Its old row id finds nothing: the empty state says so, and Clear Filters shows every post.
      await page.goto(`/blog?category=${category.id}`);
      await expect(page.getByText(BLOG_MESSAGES.empty)).toBeVisible();
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(cards(page)).toHaveCount(BLOG.pageSize);
    }
    if (category.name === 'Marketing & CRM') expect(category.key).toBe('marketing-crm');
  });

  test('empty result says so', async ({ page }) => {
    await openList(page, '/blog?q=zzzz');
    await expect(page.getByText(BLOG_MESSAGES.empty)).toBeVisible();
    await expect(page.getByText('No blogs found. Try changing your search or filters.')).toBeVisible();
  });

  test('a slow older answer never overwrites a newer one', async ({ page }) => {
    const older = await holdFirstAnswer(page, SNAPSHOT);
    await openList(page, '/blog?page=2');
    await older.sent();
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'SEO' });
    await expect(cards(page)).toHaveCount(2);
    await older.read();
    await expect(cards(page)).toHaveCount(2);
    for (const c of await cards(page).getByTestId('card-category').allTextContents()) expect(c).toBe('SEO');
  });

  test('a card without slug says it cannot be opened', async ({ page }) => {
    await page.route(SNAPSHOT, async (route) => {
      const res = await route.fetch();
      const json = await res.json();
      json.entries[0].slug = null;
      await route.fulfill({ response: res, json });
    });
    await openList(page, '/blog?q=core');
    await cards(page)
      .first()
      .getByRole('button', { name: /Read More/ })
      .click();
    await expect(page.getByRole('alert')).toHaveText('Cannot open blog post: Missing slug...');
  });

  test('a card opens its post', async ({ page }) => {
    await openList(page, ROUTES.blog);
    await cards(page)
      .first()
      .getByRole('link', { name: /Read More/ })
      .click();
    await expect(page).toHaveURL(/\/blog\/core-web-vitals-explained-for-business-owners$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Core Web Vitals Explained for Business Owners');
  });
});

test.describe('blog post page', () => {
  test('every part of a post', async ({ page }) => {
    await page.goto('/blog/core-web-vitals-explained-for-business-owners');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', ROUTES.blog);
    await expect(crumbs).toContainText('Core Web Vitals Explained for Business Owners');
    await expect(page.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', ROUTES.blog);
    await expect(page.getByRole('link', { name: 'Back to All Blogs' })).toHaveAttribute('href', ROUTES.blog);
    // The category is said once: the chip above the title is its name (product §2).
    await expect(page.getByTestId('post-category')).toHaveText('SEO');
    // (Related posts at the end name their own categories.)
    const said = await page.getByTestId('blog-post').getByText('SEO', { exact: true }).count();
    expect(said - (await page.getByTestId('related-posts').getByText('SEO', { exact: true }).count())).toBe(1);
    await expect(page.getByTestId('post-author')).toContainText('Maya Chen');
    await expect(page.getByTestId('post-author').getByRole('img', { name: 'Maya Chen' })).toHaveAttribute('src', /\/uploads\/thumbnail_/);
    await expect(page.getByTestId('post-date')).toHaveText('October 30, 2026');
    // The cover, drawn: a phone's copy inside the HTML, else a rendition from /uploads (reading.spec.ts).
    const cover = page.getByTestId('post-cover').getByRole('img');
    await expect.poll(() => cover.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
    expect(await cover.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(
      (page.viewportSize()?.width ?? 0) < breakpoints.mobile ? PHONE_COPY : /^http:\/\/[^/]+\/uploads\/.+\.jpg$/,
    );
    const content = page.getByTestId('post-content');
    await expect(content.locator('h2').first()).toBeVisible();
    await expect(content.locator('pre code').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About the Author' })).toBeVisible();
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const card = postCardHref('core-web-vitals-explained-for-business-owners');
    expect(ld.find((d) => d['@type'] === 'BlogPosting')).toMatchObject({
      headline: 'Core Web Vitals Explained for Business Owners',
      image: expect.stringMatching(new RegExp(`${card}$`)),
    });
    // Its own social card (title, category, author), never the site's generic one.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`${card}$`));
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', new RegExp(`${card}$`));
    await expectSocialCard(await page.request.get(card));
  });

  // The fallbacks of a post (no title, category, cover, author, avatar, date or content) are
  // shown on the odd entries of src/lib/strapi/fixtures/fallbacks: e2e/cms/fallbacks.spec.ts.

  test('an unknown slug ends in the not-found view', async ({ page }) => {
    const res = await page.goto('/blog/a-post-that-never-existed');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
    await expect(page.getByText(BLOG_MESSAGES.notFoundPanel)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', ROUTES.blog);
    await expect(page.getByText('Page Not Found', { exact: true })).toBeHidden();
  });

  test('an empty slug says the URL is invalid', async ({ page }) => {
    await page.goto('/blog/%20');
    await expect(page.getByRole('alert')).toHaveText('Invalid blog URL: Slug is missing');
  });
});

test.describe('home latest-blogs carousel', () => {
  test('the 3 newest posts, autoplaying every 5 s and pausing on hover', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-01-05T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-05T10:00:01Z'));
    await page.goto(ROUTES.home);
    const carousel = page.getByTestId('blog-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByTestId('blog-card')).toHaveCount(3);
    // Titles are cut at 45 characters on the home page, after a whole word.
    await expect(carousel.getByTestId('blog-card').first().getByRole('heading')).toHaveText(
      'Core Web Vitals Explained for Business Owners',
    );
    await expect(carousel.getByTestId('blog-card').nth(1).getByRole('heading')).toHaveText('From Lead to Client: Automating Follow-Ups...');
    await expect(carousel.getByTestId('blog-card').nth(2).getByTestId('card-category')).toHaveText('Web Design');
    if ((page.viewportSize()?.width ?? 0) >= breakpoints.portfolioWide) {
      // All three fit side by side (the `lg` screen): nothing moves.
      await expect(carousel.getByRole('button', { name: 'Next post' })).toHaveCount(0);
      await expect(carousel).toHaveAttribute('data-playing', 'false');
      return;
    }
    await expect(carousel).toHaveAttribute('data-playing', 'true');
    await page.mouse.move(1, 1);
    await page.clock.runFor(5100);
    await expect(carousel).not.toHaveAttribute('data-active', '0');
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-playing', 'false');
  });

  test('does not autoplay with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(ROUTES.home);
    const carousel = page.getByTestId('blog-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByTestId('blog-card')).toHaveCount(3);
    await expect(carousel).toHaveAttribute('data-playing', 'false');
  });
});
