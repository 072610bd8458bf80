import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ANY_SCREEN } from './support/devices';
import { breakpoints } from '../src/config/breakpoints';
import { BLOG } from '../src/lib/blog/constants';
import { toBlogs } from '../src/lib/strapi/mappers';
import { plainText } from '../src/lib/blog/format';
import type { Blog } from '../src/lib/blog/model';
import { titleTopsByRow } from './support/cards';
import { hydrated } from './support/islands';
import { renderedText } from './support/rendered';
import { ROUTES } from '../src/config/routes';
import { PHONE_COPY, phoneCopyOf } from './support/phone-copy';

/**
 * The bundled sample blog as a prospect sees it: the agency's showcase, so no fallback text of
 * product §2/§9 anywhere, titles and excerpts cut only between words, card titles of a grid row on
 * one line, and the whole cover artwork on a phone. (The fallbacks themselves are shown on the
 * fixtures of the CMS build: e2e/cms/fallbacks.spec.ts.)
 */
const sample: Blog[] = toBlogs(JSON.parse(readFileSync('src/data/sample-blog/blogs.json', 'utf8')), '');
const bySlug = (href: string | null) => sample.find((p) => href === `/blog/${p.slug}`)!;

/** The texts product §2 and §9 show when a post lacks something. */
const FALLBACK_TEXTS = ['Untitled Blog', 'No content available', 'No Category', 'Coming Soon', 'Unpublished'];
const CARD_CATEGORY_FALLBACKS = ['Category', 'Insights', 'No Category'];
const LONG_DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

const cards = (page: Page) => page.getByTestId('blog-card');

async function openList(page: Page, url: string, count: number) {
  await page.goto(url);
  await hydrated(page, page.getByTestId('blog-list'));
  await expect(cards(page)).toHaveCount(count);
}

async function openHomeCarousel(page: Page): Promise<Locator> {
  await page.goto(ROUTES.home);
  const carousel = page.getByTestId('blog-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByTestId('blog-card')).toHaveCount(BLOG.homeCount);
  return carousel.getByTestId('blog-card');
}

/** Every card of the home carousel and of both list pages, with its limits. */
async function everyCard(page: Page, visit: (card: Locator, limits: { title: number; excerpt: number }) => Promise<void>) {
  const home = await openHomeCarousel(page);
  for (const card of await home.all()) await visit(card, { title: BLOG.titleMax.home, excerpt: BLOG.excerptMax.home });
  const pages = Math.ceil(sample.length / BLOG.pageSize);
  for (let n = 1; n <= pages; n++) {
    await openList(page, n === 1 ? ROUTES.blog : `/blog?page=${n}`, Math.min(BLOG.pageSize, sample.length - (n - 1) * BLOG.pageSize));
    for (const card of await cards(page).all()) await visit(card, { title: BLOG.titleMax.list, excerpt: BLOG.excerptMax.list });
  }
}

/** No fallback text of product §2/§9 in the page's main content. */
async function noFallbackText(page: Page) {
  const text = await renderedText(page.locator('main'));
  for (const fallback of FALLBACK_TEXTS) expect(text, `${fallback} on ${page.url()}`).not.toContain(fallback);
}

test('no sample post shows a fallback on its card, on / or on /blog', { tag: ANY_SCREEN }, async ({ page }) => {
  let seen = 0;
  await everyCard(page, async (card) => {
    seen++;
    await expect(card.getByRole('heading')).not.toHaveText('Untitled Blog');
    expect(CARD_CATEGORY_FALLBACKS).not.toContain(await card.getByTestId('card-category').textContent());
    await expect(card.getByTestId('card-date')).toHaveText(LONG_DATE);
    await expect(card.getByTestId('card-excerpt')).not.toHaveText('No content available');
    // A real cover: its file, or (a list's first card) the phone copy the HTML carries beside its srcset.
    const copy = await phoneCopyOf(card);
    if (copy) {
      expect(copy).toMatch(PHONE_COPY);
      await expect(card.locator('picture source[media]')).toHaveAttribute('srcset', /\/uploads\/small_.+\.jpg 500w/);
    }
    if (!copy?.startsWith('data:image/webp')) expect(await card.getByRole('img').getAttribute('src')).toMatch(/\/uploads\/small_.+\.jpg$/);
  });
  expect(seen).toBe(BLOG.homeCount + sample.length);
  for (const url of ['/', ROUTES.blog]) {
    await page.goto(url);
    await noFallbackText(page);
  }
});

for (const post of sample) {
  test(`${post.slug}: every part of the post is real, no fallback text`, { tag: ANY_SCREEN }, async ({ page }) => {
    await page.goto(`/blog/${post.slug}`);
    await noFallbackText(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByTestId('post-category')).toHaveText(post.category!.name);
    await expect(page.getByTestId('post-date')).toHaveText(LONG_DATE);
    const author = page.getByTestId('post-author');
    await expect(author.getByRole('img', { name: post.author!.name })).toHaveAttribute('src', /\/uploads\/thumbnail_avatar_/);
    await expect(author.getByTestId('avatar-initial')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'About the Author' })).toBeVisible();
    await expect(page.getByTestId('post-cover').getByRole('img', { name: post.coverImage!.alt })).toBeVisible();
    const content = page.getByTestId('post-content');
    await expect(content.getByRole('note')).toHaveCount(0);
    await expect(content.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(content.getByRole('list').first()).toBeVisible();
    await expect(content.locator('blockquote')).not.toHaveCount(0);
    await expect(content.getByRole('link').first()).toBeVisible();
    await expect(content.locator('figure img')).toHaveAttribute('src', /^\/uploads\/diagram_.+\.jpg$/);
  });
}

/** `shown` ends on a whole word of `full`: what follows it there is a space, or punctuation and a space. */
function wholeWordsOf(shown: string, full: string, max: number) {
  if (!shown.endsWith('...')) return expect(shown).toBe(full);
  const kept = shown.slice(0, -3);
  expect(kept.length, shown).toBeLessThanOrEqual(max);
  expect(full.startsWith(kept), `${shown} starts ${full}`).toBe(true);
  expect(full.slice(kept.length), `${shown} ends on a whole word of ${full}`).toMatch(/^[^\s\p{L}\p{N}]*\s/u);
}

test(
  'truncation never splits a word: every cut title and excerpt ends on a whole word of the post',
  { tag: ANY_SCREEN },
  async ({ page }) => {
    let cutTitles = 0;
    await everyCard(page, async (card, limits) => {
      const post = bySlug(await card.getByRole('link', { name: /Read More/ }).getAttribute('href'));
      const title = (await card.getByRole('heading').textContent())!;
      if (title !== post.title) cutTitles++;
      wholeWordsOf(title, post.title, limits.title);
      wholeWordsOf((await card.getByTestId('card-excerpt').textContent())!, plainText(post.content), limits.excerpt);
    });
    // Not vacuous: the long titles were cut, on the home page and on the list.
    expect(cutTitles).toBeGreaterThanOrEqual(2);
  },
);

test.describe('layout', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, 'sets its own widths; runs once');

  test('card titles in one row of the /blog grid start on one line, at 1440, 1024 and 768 px', async ({ page }) => {
    for (const width of [1440, 1024, 768]) {
      await page.setViewportSize({ width, height: 1000 });
      await openList(page, ROUTES.blog, BLOG.pageSize);
      for (const titles of await titleTopsByRow(cards(page))) {
        expect(titles.length, `cards per row at ${width}px`).toBeGreaterThan(1);
        expect(Math.max(...titles) - Math.min(...titles), `title tops in a row at ${width}px: ${titles}`).toBeLessThanOrEqual(1);
      }
    }
  });
});

test('the post cover: the whole artwork on a phone, 400 px high from the tablet width up', async ({ page, viewport }) => {
  await page.goto('/blog/core-web-vitals-explained-for-business-owners');
  const cover = page.getByTestId('post-cover');
  const img = cover.getByRole('img');
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  const box = (await cover.boundingBox())!;
  if ((viewport?.width ?? 0) >= breakpoints.tablet) {
    expect(box.height).toBe(400);
    return;
  }
  // Nothing cropped: the image is drawn at its own proportions and the box is exactly the image.
  const shown = (await img.boundingBox())!;
  const natural = await img.evaluate((i: HTMLImageElement) => i.naturalHeight / i.naturalWidth);
  expect(Math.abs(shown.height - shown.width * natural)).toBeLessThanOrEqual(1);
  expect(Math.abs(shown.width - box.width)).toBeLessThanOrEqual(1);
  expect(Math.abs(shown.height - box.height)).toBeLessThanOrEqual(1);
  expect(await img.evaluate((i) => getComputedStyle(i).objectFit)).toBe('fill');
});
