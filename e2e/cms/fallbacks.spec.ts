import { expect, test, type Page } from '@playwright/test';
import { titleTopsByRow } from '../support/cards';
import { hydrated } from '../support/islands';
import { PHONE_COPY, phoneCopyOf } from '../support/phone-copy';

/**
 * Every fallback of product §2, §3 and §9 a visitor can meet, on the odd entries of
 * src/lib/strapi/fixtures/fallbacks that the Strapi replay lists after its recorded posts (they
 * fill the last page of the list, and the build pre-renders their pages). The bundled sample
 * blog has none of them (e2e/blog-content.spec.ts). The home card's "Insights" and
 * "Coming Soon" never reach a real home page, which lists the three newest dated posts; they
 * are rendered in src/components/blog/fallbacks.test.tsx.
 */
const CMS_HOST = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? 4874}`;

async function lastListPage(page: Page) {
  await page.goto('/blog?page=2');
  await hydrated(page, page.getByTestId('blog-list'));
  const card = (slug: string) => page.getByTestId('blog-card').filter({ has: page.locator(`a[href="/blog/${slug}"]`) });
  await expect(card('a-post-without-content')).toHaveCount(1);
  return card;
}

test('list cards: "Untitled Blog", "Category", "No content available", "Unpublished", "No Category", no cover', async ({ page }) => {
  const card = await lastListPage(page);
  const untitled = card('post-without-a-title');
  await expect(untitled.getByRole('heading')).toHaveText('Untitled Blog');
  await expect(untitled.getByTestId('card-category')).toHaveText('Category');
  await expect(untitled.getByRole('img')).toHaveCount(0);
  const empty = card('a-post-without-content');
  await expect(empty.getByTestId('card-excerpt')).toHaveText('No content available');
  await expect(empty.getByTestId('card-date')).toHaveText('Unpublished');
  const unusual = card('unusual-blocks-and-nested-relations');
  await expect(unusual.getByTestId('card-category')).toHaveText('No Category');
  // One word longer than the limit: the only title cut inside a word.
  await expect(unusual.getByRole('heading')).toHaveText('https://www.example.com/campaigns/spring-offer-lan...');
  const v4 = card('an-entry-in-the-strapi-4-shape');
  await expect(v4.getByRole('heading')).toHaveText('An Entry in the Strapi 4 Shape');
  await expect(v4.getByTestId('card-category')).toHaveText('Design');
  await expect(v4.getByRole('img')).toHaveAttribute('src', `${CMS_HOST}/uploads/small_cover_strapi_4.png`);
});

test('titles of a grid row still start on one line when covers are missing or of other proportions', async ({ page }) => {
  await lastListPage(page);
  // The replay's uploads are square: the cover box, not the image, sets the card's height.
  for (const titles of await titleTopsByRow(page.getByTestId('blog-card'))) {
    expect(titles.length).toBeGreaterThan(1);
    expect(Math.max(...titles) - Math.min(...titles), `title tops: ${titles}`).toBeLessThanOrEqual(1);
  }
  // A title of one long word wraps inside its card.
  const long = page.getByTestId('blog-card').filter({ hasText: 'https://' });
  expect(await long.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test('a post without title, cover or category, by an author without bio or avatar', async ({ page }) => {
  await page.goto('/blog/post-without-a-title');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Untitled Blog');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Untitled Blog');
  await expect(page.getByTestId('post-category')).toHaveText('No Category');
  await expect(page.getByTestId('post-author').getByTestId('avatar-initial')).toHaveText('L');
  await expect(page.getByTestId('post-author').getByRole('img', { name: 'linus Quill' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About the Author' })).toHaveCount(0);
  await expect(page.getByTestId('post-cover').getByRole('img', { name: 'No cover image' })).toBeVisible();
  await expect(page).toHaveTitle(/^Untitled Blog \|/);
});

test('a post without content, author or date: the notice, no author line, "Unpublished"', async ({ page }) => {
  await page.goto('/blog/a-post-without-content');
  await expect(page.getByTestId('post-content')).toHaveText('No content available for this blog post.');
  await expect(page.getByTestId('post-author')).toHaveCount(0);
  await expect(page.getByTestId('post-date')).toHaveText('Unpublished');
  await expect(page.getByTestId('post-category')).toHaveText('Design');
});

test('an entry in the Strapi 4 shape reads like any other', async ({ page }) => {
  await page.goto('/blog/an-entry-in-the-strapi-4-shape');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An Entry in the Strapi 4 Shape');
  await expect(page.getByTestId('post-category')).toHaveText('Design');
  await expect(page.getByTestId('post-author').getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute(
    'src',
    `${CMS_HOST}/uploads/thumbnail_avatar_ada_75dbe9de9c.png`,
  );
  await expect(page.getByRole('heading', { name: 'About the Author' })).toBeVisible();
  // Wider screens choose from the CMS's renditions; a phone draws the copy the build made of them.
  const cover = page.getByTestId('post-cover');
  expect((await cover.locator('picture source[media]').getAttribute('srcset'))!.split(', ').map((c) => c.split(' ')[0])).toContain(
    `${CMS_HOST}/uploads/cover_strapi_4.png`,
  );
  expect(await phoneCopyOf(cover)).toMatch(PHONE_COPY);
  await expect
    .poll(() => cover.getByRole('img').evaluate((i: HTMLImageElement) => i.currentSrc))
    .toMatch(/\/uploads\/(small_)?cover_strapi_4\.png$/);
  expect(await cover.getByRole('img').evaluate((i: HTMLImageElement) => new URL(i.currentSrc).origin)).toBe(new URL(CMS_HOST).origin);
  await expect(page.getByTestId('post-content').getByRole('heading', { level: 2 })).toHaveText('Wrapped in attributes');
});

test('relations under data and unusual blocks (product §3, §5)', async ({ page }) => {
  await page.goto('/blog/unusual-blocks-and-nested-relations');
  await expect(page.getByTestId('post-category')).toHaveText('No Category');
  await expect(page.getByTestId('post-author').getByTestId('avatar-initial')).toHaveText('G');
  await expect(page.getByRole('heading', { name: 'About the Author' })).toBeVisible();
  // No alternative text: the cover is decorative, so it has no img role.
  await expect(page.getByTestId('post-cover').locator('img')).toHaveAttribute('src', `${CMS_HOST}/uploads/cover_nested_data_only_url.png`);
  const content = page.getByTestId('post-content');
  await expect(content.getByRole('heading', { level: 6 })).toHaveText('A heading of level 9 is shown as level 6');
  await expect(content.getByRole('heading', { level: 2 })).toHaveText('A heading without a level is shown as level 2');
  await expect(content.getByText('An unknown block with text renders as a plain container.')).toBeVisible();
  await expect(content.getByRole('img')).toHaveCount(1);
  await expect(content.getByRole('img', { name: 'A relative image URL gets the content host' })).toHaveAttribute(
    'src',
    `${CMS_HOST}/uploads/inline_relative.png`,
  );
  await expect(content.getByText('link renders as its text')).toBeVisible();
  await expect(content.getByRole('link')).toHaveCount(0);
  // The empty paragraph and the unknown block without content leave nothing behind.
  expect(await content.locator('p:empty, div:empty').count()).toBe(0);
});
