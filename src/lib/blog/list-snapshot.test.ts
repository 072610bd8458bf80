import { describe, expect, it } from 'vitest';
import { fromSample } from '../../build/strapi/sample.test-support';
import { BLOG } from './constants';
import { builtPages, categoryCounts, categoryPages, listPageData, toSnapshot } from './list-snapshot';
import { sampleBlog } from '../../data/sample-blog';

describe('the list snapshot of the bundled sample', () => {
  const data = fromSample(sampleBlog);

  it('the snapshot carries every post with its full title and category key, and nothing else', () => {
    const snap = toSnapshot(data);
    expect(Object.keys(snap)).toEqual(['entries']);
    expect(snap.entries.map((e) => e.fullTitle)).toEqual(data.posts.map((p) => p.title));
    expect(snap.entries.map((e) => e.categoryKey)).toEqual(data.posts.map((p) => p.category?.key ?? null));
    const long = snap.entries.find((e) => e.fullTitle.length > BLOG.titleMax.list)!;
    expect(long.title.endsWith('...')).toBe(true);
  });

  it('a list page of the whole list: its page of 6, newest first, and the total', () => {
    const newest = [...data.posts].sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
    const second = listPageData(data, 2);
    expect(second.initial.page).toBe(2);
    expect(second.initial.total).toBe(data.posts.length);
    expect(second.initial.cards.map((c) => c.slug)).toEqual(newest.slice(BLOG.pageSize, 2 * BLOG.pageSize).map((p) => p.slug));
    expect(second.categories.map((c) => c.key)).toEqual(data.categories.map((c) => c.key));
  });
});

describe('category pages', () => {
  const data = fromSample(sampleBlog);
  const counts = categoryCounts(data);

  it('each category with posts is counted, in the CMS order; an empty category has no pages', () => {
    const withPosts = data.categories.filter((c) => data.posts.some((p) => p.category?.key === c.key)).map((c) => c.key);
    expect([...counts.keys()]).toEqual(withPosts);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(data.posts.filter((p) => p.category).length);
  });

  it("a category's page lists only its posts, newest first, with its own total", () => {
    for (const [key, n] of counts) {
      const first = listPageData(data, 1, key);
      expect(first.initial).toMatchObject({ page: 1, category: key, total: n });
      const own = data.posts
        .filter((p) => p.category?.key === key)
        .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
      expect(first.initial.cards.map((c) => c.slug)).toEqual(own.slice(0, BLOG.pageSize).map((p) => p.slug));
    }
  });

  it('the built pages: the whole list and each category paged by 6', () => {
    const built = builtPages(data);
    expect(built.all).toBe(Math.ceil(data.posts.length / BLOG.pageSize));
    expect(built.categories).toEqual(Object.fromEntries([...counts].map(([k, n]) => [k, Math.max(1, Math.ceil(n / BLOG.pageSize))])));
  });

  it('an empty category and a category of 7 posts', () => {
    const base = fromSample(sampleBlog);
    const [first, second] = base.categories;
    const posts = base.posts.slice(0, 7).map((p) => ({ ...p, category: first! }));
    const data2 = { ...base, categories: [first!, second!], posts };
    expect(builtPages(data2).categories).toEqual({ [first!.key]: 2 });
    expect(listPageData(data2, 2, first!.key).initial.cards).toHaveLength(1);
    expect(listPageData(data2, 1, second!.key).initial).toMatchObject({ cards: [], total: 0 });
  });
});

describe('every page of every category', () => {
  it('page 1 and each later page of each category with posts, each showing its own posts', () => {
    const data = fromSample(sampleBlog);
    const pages = categoryPages(data);
    const counts = categoryCounts(data);
    expect(pages.map((p) => `${p.category.key}/${p.page}`)).toEqual(
      [...counts].flatMap(([key, n]) => Array.from({ length: Math.ceil(n / BLOG.pageSize) }, (_, i) => `${key}/${i + 1}`)),
    );
    for (const { category, page, list } of pages) {
      expect(list.initial.page).toBe(page);
      expect(list.initial.category).toBe(category.key);
      const keys = list.initial.cards.map((c) => data.posts.find((p) => p.slug === c.slug)!.category!.key);
      expect(new Set(keys)).toEqual(new Set([category.key]));
    }
  });
});
