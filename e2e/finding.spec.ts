import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ANY_SCREEN } from './support/devices';
import { sampleBlog } from './support/sample-blog';
import { hydrated } from './support/islands';
import { categoryCounts, listPageData } from '../src/lib/blog/list-snapshot';
import { adjacentPosts, relatedPosts } from '../src/lib/blog/related';
import { blogCategoryPage, servicesPage } from '../src/data/pages';
import { services } from '../src/data/services';
import { ROUTES, blogHref, categoryPageHref, serviceHref } from '../src/config/routes';

/**
 * Easy to find again: related and previous/next posts at the end of a post, a page for every
 * category (linked from the post's chip and, without JavaScript, from the list), and breadcrumbs
 * that search engines read as the visitor sees them, on posts, category pages and service pages.
 * What each page should show is worked out from the sample blog the build was made from.
 */
const { posts, categories } = sampleBlog;
const counts = categoryCounts(sampleBlog);
const post = posts.find((p) => p.slug === 'core-web-vitals-explained-for-business-owners')!;
const category = categories.find((c) => c.key === post.category!.key)!;
const otherCategory = categories.find((c) => c.key !== category.key && counts.has(c.key))!;
const cardSlugs = (page: Page) =>
  page.getByTestId('blog-card').evaluateAll((cards) => cards.map((c) => c.querySelector('a[href^="/blog/"]')!.getAttribute('href')));
const hrefs = (posts: ReadonlyArray<{ slug: string | null }>) => posts.map((p) => blogHref(p.slug!));

/** The BreadcrumbList of the page's JSON-LD, and the names its visible breadcrumb shows. */
async function breadcrumbs(page: Page) {
  const visible = (
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').filter({ hasNotText: /^\/$/ }).allTextContents()
  ).map((t) => t.trim());
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b));
  const lists = blocks.filter((d) => d['@type'] === 'BreadcrumbList');
  expect(lists, 'one BreadcrumbList').toHaveLength(1);
  const items = lists[0].itemListElement as Array<{ position: number; name: string; item: string }>;
  return {
    visible,
    names: items.map((i) => i.name),
    positions: items.map((i) => i.position),
    paths: items.map((i) => new URL(i.item).pathname),
  };
}

test.describe('the end of a post', { tag: ANY_SCREEN }, () => {
  test('up to three related posts, same category first, each a link with its date and reading time', async ({ page }) => {
    await page.goto(blogHref(post.slug!));
    const related = page.getByTestId('related-posts');
    await expect(related.getByRole('heading', { level: 2, name: 'Related articles' })).toBeVisible();
    const expected = relatedPosts(post, posts);
    expect(expected.length).toBeGreaterThan(0);
    const links = related.getByRole('link');
    await expect(links).toHaveCount(expected.length);
    for (const [i, p] of expected.entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', blogHref(p.slug));
      await expect(links.nth(i)).toContainText(p.title);
      await expect(links.nth(i)).toContainText(`${p.readingMinutes} min read`);
    }
    // The one other post of its category comes first.
    const sameCategory = posts.filter((p) => p.category?.key === category.key && p.slug !== post.slug);
    expect(sameCategory.length).toBeGreaterThan(0);
    await expect(links.first()).toHaveAttribute('href', blogHref(sameCategory[0]!.slug!));
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${blogHref(expected[0]!.slug)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[0]!.title);
  });

  test('previous and next by date lead through every post, newest to oldest and back', async ({ page }) => {
    const order = [...posts].filter((p) => p.slug).sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
    await page.goto(blogHref(order[0]!.slug!));
    const pager = page.getByRole('navigation', { name: 'Previous and next articles' });
    // The newest post has no next one.
    await expect(pager.locator('a[rel="next"]')).toHaveCount(0);
    for (const p of order.slice(1)) {
      await pager.locator('a[rel="prev"]').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title);
    }
    await expect(pager.locator('a[rel="prev"]')).toHaveCount(0);
    await pager.locator('a[rel="next"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(order.at(-2)!.title);
    const { previous, next } = adjacentPosts(order.at(-2)!, posts);
    await expect(pager.locator('a[rel="prev"]')).toContainText(previous!.title);
    await expect(pager.locator('a[rel="next"]')).toContainText(next!.title);
  });

  test("the category chip leads to the category's page", async ({ page }) => {
    await page.goto(blogHref(post.slug!));
    const chip = page.getByTestId('post-category');
    await expect(chip).toHaveText(category.name);
    await chip.click();
    await expect(page).toHaveURL(new RegExp(`${categoryPageHref(category.key)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
  });
});

test.describe('category pages', { tag: ANY_SCREEN }, () => {
  test('every category with posts has a page listing only its posts, newest first, with its own head', async ({ page }) => {
    expect(counts.size).toBeGreaterThan(1);
    for (const [key] of counts) {
      const c = categories.find((x) => x.key === key)!;
      await page.goto(categoryPageHref(key));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.name);
      expect(await cardSlugs(page)).toEqual(listPageData(sampleBlog, 1, key).initial.cards.map((card) => blogHref(card.slug!)));
      await expect(page).toHaveTitle(new RegExp(`^${blogCategoryPage.metaTitle(c.name).replace(/[&]/g, '\\$&')}`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', blogCategoryPage.metaDescription(c.name));
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(categoryPageHref(key));
    }
  });

  test('each is in the sitemap; a category without posts has no page', () => {
    const sitemap = [...readFileSync('dist/sitemap-0.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const inSitemap = sitemap.filter((p) => p.startsWith(`${ROUTES.blog}/category/`));
    expect(inSitemap.sort()).toEqual([...counts.keys()].map((k) => categoryPageHref(k)).sort());
  });

  test('its breadcrumb, seen and in JSON-LD: Blogs, then the category', async ({ page }) => {
    await page.goto(categoryPageHref(category.key));
    const crumbs = await breadcrumbs(page);
    expect(crumbs.visible).toEqual(['Blogs', category.name]);
    expect(crumbs.names).toEqual(crumbs.visible);
    expect(crumbs.positions).toEqual([1, 2]);
    expect(crumbs.paths).toEqual([ROUTES.blog, categoryPageHref(category.key)]);
  });

  test('the island takes over: the dropdown shows the category, and choosing another goes to its page', async ({ page }) => {
    await page.goto(categoryPageHref(category.key));
    const list = page.getByTestId('blog-list');
    await hydrated(page, list);
    const select = page.getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveValue(category.key);
    await select.selectOption(otherCategory.key);
    await expect(page).toHaveURL(new RegExp(`${categoryPageHref(otherCategory.key)}$`));
    await expect.poll(() => cardSlugs(page)).toEqual(hrefs(listPageData(sampleBlog, 1, otherCategory.key).initial.cards));
    await select.selectOption('');
    await expect(page).toHaveURL(new RegExp(`${ROUTES.blog}$`));
    await expect.poll(() => cardSlugs(page)).toEqual(hrefs(listPageData(sampleBlog, 1).initial.cards));
  });

  test('an older ?category= link still shows that category, at its address of today', async ({ page }) => {
    await page.goto(`${ROUTES.blog}?category=${category.documentId}`);
    await expect(page).toHaveURL(new RegExp(`${categoryPageHref(category.key)}$`));
    await expect.poll(() => cardSlugs(page)).toEqual(hrefs(listPageData(sampleBlog, 1, category.key).initial.cards));
  });
});

test.describe('without JavaScript', { tag: ANY_SCREEN }, () => {
  test.use({ javaScriptEnabled: false });

  test('the list links every category to its page, and the category page links back to every post', async ({ page }) => {
    await page.goto(ROUTES.blog);
    const nav = page.getByRole('navigation', { name: 'Categories' });
    await expect(nav.getByRole('link', { name: 'All categories' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link')).toHaveText(['All categories', ...categories.filter((c) => counts.has(c.key)).map((c) => c.name)]);
    await nav.getByRole('link', { name: category.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${categoryPageHref(category.key)}$`));
    await page.waitForLoadState('domcontentloaded');
    expect(await cardSlugs(page)).toEqual(hrefs(listPageData(sampleBlog, 1, category.key).initial.cards));
    await expect(nav.getByRole('link', { name: category.name, exact: true })).toHaveAttribute('aria-current', 'page');
    // The dropdown cannot work without JavaScript, so it is not there to be tried.
    await expect(page.getByRole('combobox', { name: 'Category' })).toBeHidden();
    await nav.getByRole('link', { name: 'All categories' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.blog}$`));
  });

  test('related, previous and next links work', async ({ page }) => {
    await page.goto(blogHref(post.slug!));
    const first = relatedPosts(post, posts)[0]!;
    await page.getByTestId('related-posts').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    const { previous } = adjacentPosts(first, posts);
    if (previous) {
      await page.getByRole('navigation', { name: 'Previous and next articles' }).locator('a[rel="prev"]').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(previous.title);
    }
  });
});

test.describe('service pages', { tag: ANY_SCREEN }, () => {
  for (const service of services) {
    test(`${service.title}: a breadcrumb, seen and in JSON-LD`, async ({ page }) => {
      await page.goto(serviceHref(service.slug));
      const crumbs = await breadcrumbs(page);
      expect(crumbs.visible).toEqual([servicesPage.metaTitle, service.title]);
      expect(crumbs.names).toEqual(crumbs.visible);
      expect(crumbs.paths).toEqual([ROUTES.services, serviceHref(service.slug)]);
      const services: Locator = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: servicesPage.metaTitle });
      await services.click();
      await expect(page).toHaveURL(new RegExp(`${ROUTES.services}$`));
    });
  }
});
