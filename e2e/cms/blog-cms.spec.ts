import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BLOG } from '../../src/lib/blog/constants';
import { hydrated } from '../support/islands';
import { holdFirstAnswer } from '../support/held-answer';
import { ROUTES } from '../../src/config/routes';

/**
 * The blog built against a CMS (the replay of a real Strapi 5's answers): the browser calls
 * the CMS for search, categories, pages, titles and posts newer than the build.
 */
const CMS = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? 4874}/api`;
const fixture = (path: string) => JSON.parse(readFileSync(`src/lib/strapi/fixtures/${path}`, 'utf8'));
/** Page 2 holds the recorded posts past the first page, then the fallback entries the replay lists last. */
const PAGE_2_CARDS = Math.min(
  BLOG.pageSize,
  fixture('strapi-5/list.json').meta.pagination.total + fixture('fallbacks/blogs.json').length - BLOG.pageSize,
);

/** Page 2 has come (page 1 has as many cards): its first card is the first recorded post past page 1. */
async function onPage2(page: Page) {
  await expect(page.getByTestId('blog-card').first().getByRole('heading')).toHaveText(fixture('strapi-5/list-page2.json').data[0].title);
  await expect(page.getByTestId('blog-card')).toHaveCount(PAGE_2_CARDS);
}

test('list from the CMS build: first page in the HTML, search, category and page calls go to Strapi', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => r.url().startsWith(CMS) && calls.push(decodeURIComponent(r.url().slice(CMS.length))));
  await page.goto(ROUTES.blog);
  const list = page.getByTestId('blog-list');
  await hydrated(page, list);
  await expect(page.getByTestId('blog-card')).toHaveCount(6);
  await expect(page.getByTestId('blog-card').first().getByRole('heading')).toHaveText('Accessible Color Palettes in Practice');
  expect(calls).toEqual([]);

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await onPage2(page);
  expect(calls.at(-1)).toBe('/blogs?populate=*&pagination[page]=2&pagination[pageSize]=6&sort=publishedAt:desc');

  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Engineering' });
  // The category's own page (a readable key) is the address; Strapi is asked by the category's documentId.
  await expect(page).toHaveURL(/\/blog\/category\/engineering$/);
  await expect(page.getByTestId('blog-card')).toHaveCount(3);
  expect(calls.at(-1)).toBe(
    '/blogs?populate=*&pagination[page]=1&pagination[pageSize]=6&sort=publishedAt:desc&filters[category][documentId][$eq]=bfzcautfeo2gl61mgtsq5fbm',
  );

  const box = page.getByRole('combobox', { name: 'Search articles' });
  await box.fill('astro');
  await expect(page.getByRole('listbox', { name: 'Suggested titles' }).getByRole('option')).toHaveText([
    'Testing astro components with Playwright',
    'Astro vs. Next.js for Content Sites',
    'Getting Started with Astro Islands',
  ]);
  // A blog that fits in one page of titles (product §7's fields=title call, asked once when the visitor
  // went to the field) is suggested from it: no request per letter.
  expect(calls.filter((c) => c.includes('fields=title'))).toEqual(['/blogs?fields=title&pagination[pageSize]=100&sort=publishedAt:desc']);
  await expect
    .poll(() => calls.at(-1))
    .toBe(
      '/blogs?populate=*&pagination[page]=1&pagination[pageSize]=6&sort=publishedAt:desc&filters[title][$containsi]=astro&filters[category][documentId][$eq]=bfzcautfeo2gl61mgtsq5fbm',
    );
  await expect(page.getByTestId('blog-card')).toHaveCount(3);
  await box.fill('zzzz');
  await expect(page.getByText('No blogs found. Try changing your search or filters.')).toBeVisible();
});

test("an older link with the category's documentId: the same category, at its own page", async ({ page }) => {
  // Not its row id: Strapi 5 names a category by its documentId, and a restore numbers rows anew
  // (lib/blog/categories.ts, islandCategories); e2e/blog.spec.ts shows what an old row id gets.
  for (const old of ['bfzcautfeo2gl61mgtsq5fbm']) {
    const calls: string[] = [];
    page.on('request', (r) => r.url().startsWith(CMS) && calls.push(decodeURIComponent(r.url().slice(CMS.length))));
    await page.goto(`/blog?category=${old}`);
    await expect(page).toHaveURL(/\/blog\/category\/engineering$/);
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('engineering');
    await expect(page.getByTestId('blog-card')).toHaveCount(3);
    await expect(page.getByTestId('blog-card').getByTestId('card-category')).toHaveText(['Engineering', 'Engineering', 'Engineering']);
    expect(calls).toContain(
      '/blogs?populate=*&pagination[page]=1&pagination[pageSize]=6&sort=publishedAt:desc&filters[category][documentId][$eq]=bfzcautfeo2gl61mgtsq5fbm',
    );
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/blog links to the pre-rendered /blog/page/2, which lists the next posts with its own canonical URL', async ({ page }) => {
    await page.goto(ROUTES.blog);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await onPage2(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/page\/2$/);
    await expect(page).toHaveTitle(/^Blog – page 2 \|/);
  });
});

test('Strapi down: the error with Retry; back up: Retry recovers', async ({ page }) => {
  let down = true;
  await page.route(`${CMS}/blogs?**`, (route) => (down ? route.fulfill({ status: 503, body: '{}' }) : route.fallback()));
  await page.goto('/blog?page=2');
  await expect(page.getByRole('alert')).toContainText('Failed to load blogs. Please try again later.');
  down = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await onPage2(page);
});

test('a slow older answer never overwrites a newer one', async ({ page }) => {
  const older = await holdFirstAnswer(page, `${CMS}/blogs?**`, (request) => request.url().includes('pagination%5Bpage%5D=2'));
  await page.goto('/blog?page=2');
  await hydrated(page, page.getByTestId('blog-list'));
  // A CI run chose the category before the island had asked for page 2: nothing older was held.
  await older.sent();
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Company News' });
  await expect(page.getByTestId('blog-card')).toHaveCount(2);
  await older.read();
  await expect(page.getByTestId('blog-card')).toHaveCount(2);
  await expect(page.getByTestId('blog-card').getByTestId('card-category')).toHaveText(['Company News', 'Company News']);
});

test('a pre-rendered post shows the author avatar from the CMS host', async ({ page }) => {
  await page.goto('/blog/getting-started-with-astro-islands');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting Started with Astro Islands');
  await expect(page.getByTestId('post-author').getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute(
    'src',
    /^http:\/\/127\.0\.0\.1:\d+\/uploads\/thumbnail_avatar_ada/,
  );
  await expect(page.getByRole('heading', { name: 'About the Author' })).toBeVisible();
  await expect(page.getByTestId('post-content').locator('figure img')).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/uploads\//);
});

test('a post published after the build is loaded in the browser', async ({ page }) => {
  const fresh = {
    id: 99,
    documentId: 'freshpost0000000000000001',
    title: 'Published After the Build',
    slug: 'published-after-the-build',
    content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hot off the press.' }] }],
    publishedAt: '2026-11-20T09:00:00.000Z',
    coverImage: null,
    category: { id: 2, documentId: 'wzacik89gn7rkftnrgcpmxuj', name: 'Design' },
    author: { id: 1, name: 'Ada Lovelace', bio: null, avatar: null },
  };
  let query = '';
  await page.route(`${CMS}/blogs?**`, async (route) => {
    query = decodeURIComponent(new URL(route.request().url()).search);
    await route.fulfill({ json: { data: [fresh], meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } } } });
  });
  await page.goto('/blog/published-after-the-build');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Published After the Build');
  await expect(page.getByTestId('post-content')).toHaveText('Hot off the press.');
  await expect(page.getByTestId('post-date')).toHaveText('November 20, 2026');
  await expect(page).toHaveTitle(/^Published After the Build \|/);
  expect(query).toBe(
    '?filters[slug][$eq]=published-after-the-build&populate[coverImage]=true&populate[category]=true&populate[author][populate]=avatar',
  );
});

test('an unknown slug: spinner, then the not-found view; a failure: the error and Try again', async ({ page }) => {
  let fail = true;
  await page.route(`${CMS}/blogs?**`, async (route) => {
    await new Promise((r) => setTimeout(r, 500));
    if (fail) await route.fulfill({ status: 500, body: '{}' });
    else await route.fallback();
  });
  await page.goto('/blog/no-such-post');
  await expect(page.getByRole('status').filter({ hasText: 'Loading blog post...' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
  await expect(page.getByRole('alert')).toHaveText('Failed to load blog post. Please try again later.');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toHaveText('Blog post not found');
  await expect(
    page.getByText(
      "The blog post you're looking for doesn't exist or has been removed. Please ensure the blog has a valid 'slug' field in Strapi.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute('href', ROUTES.blog);
});

test('home carousel: the 3 newest from the CMS', async ({ page }) => {
  await page.goto(ROUTES.home);
  const carousel = page.getByTestId('blog-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByTestId('blog-card').getByRole('heading')).toHaveText([
    'Accessible Color Palettes in Practice',
    'Testing astro components with Playwright',
    'Our Product Roadmap for Next Year',
  ]);
});

test.describe('the list under load', () => {
  for (const status of [429, 503]) {
    test(`Strapi answering ${status} once: asked again after a short backoff, and the visitor sees the page`, async ({ page }) => {
      const asked: number[] = [];
      await page.route(`${CMS}/blogs?**`, async (route) => {
        asked.push(Date.now());
        if (asked.length === 1) await route.fulfill({ status, body: '{}' });
        else await route.fallback();
      });
      await page.goto('/blog?page=2');
      await onPage2(page);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(asked).toHaveLength(2);
      expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(300);
    });
  }

  test('Strapi answering 429 twice: the product §8 message with Retry', async ({ page }) => {
    let busy = true;
    let asked = 0;
    await page.route(`${CMS}/blogs?**`, async (route) => {
      asked++;
      if (busy) await route.fulfill({ status: 429, body: '{}' });
      else await route.fallback();
    });
    await page.goto('/blog?page=2');
    await expect(page.getByRole('alert')).toContainText('Failed to load blogs. Please try again later.');
    expect(asked).toBe(2);
    busy = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await onPage2(page);
  });

  test('a Strapi that does not answer times out, is asked once more, then the message with Retry', async ({ page }) => {
    await page.clock.install();
    let asked = 0;
    await page.route(`${CMS}/blogs?**`, () => {
      asked++; // never answered
    });
    await page.goto('/blog?page=2');
    await hydrated(page, page.getByTestId('blog-list'));
    await expect.poll(() => asked).toBe(1);
    await page.clock.runFor(9_000);
    await expect.poll(() => asked).toBe(2);
    await page.clock.runFor(9_000);
    await expect(page.getByRole('alert')).toContainText('Failed to load blogs. Please try again later.');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('suggestions come from every published post: Strapi filters the titles, even past its 100-a-page maximum', async ({ page }) => {
    // 150 published posts: the one typed for is the oldest, beyond any single page of titles.
    const all = Array.from({ length: 150 }, (_, i) => ({
      id: i + 1,
      documentId: `doc${i}`,
      title: i === 149 ? 'The Oldest Zeppelin Story' : `Post number ${i}`,
    }));
    const queries: string[] = [];
    await page.route(`${CMS}/blogs?**`, async (route) => {
      const params = new URL(route.request().url()).searchParams;
      if (params.get('fields') !== 'title') return route.fallback();
      queries.push(decodeURIComponent(new URL(route.request().url()).search));
      const needle = (params.get('filters[title][$containsi]') ?? '').toLowerCase();
      const size = Math.min(100, Number(params.get('pagination[pageSize]') ?? 25));
      const found = all.filter((p) => p.title.toLowerCase().includes(needle));
      await route.fulfill({ json: { data: found.slice(0, size), meta: { pagination: { total: found.length } } } });
    });
    await page.goto(ROUTES.blog);
    await hydrated(page, page.getByTestId('blog-list'));
    await page.getByRole('combobox', { name: 'Search articles' }).fill('zeppelin');
    await expect(page.getByRole('listbox', { name: 'Suggested titles' }).getByRole('option')).toHaveText(['The Oldest Zeppelin Story']);
    // One page of titles (asked for on focus) cannot hold 150: Strapi filters instead.
    expect(queries[0]).toBe('?fields=title&pagination[pageSize]=100&sort=publishedAt:desc');
    expect(queries.at(-1)).toBe(
      '?fields=title&filters[title][$containsi]=zeppelin&pagination[pageSize]=5&pagination[withCount]=false&sort=publishedAt:desc',
    );
    await page.getByRole('combobox', { name: 'Search articles' }).fill('post number');
    await expect(page.getByRole('listbox', { name: 'Suggested titles' }).getByRole('option')).toHaveCount(5);
  });
});
