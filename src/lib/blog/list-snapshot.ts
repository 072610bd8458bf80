import { EMPTY_LIST_STATE, laterPages, pageCount, queryEntries, type BuiltPages, type Searchable } from './list-state';
import { toCard } from './format';
import type { BlogCard, BlogData, Category } from './model';

/**
 * The blog list without a CMS: the snapshot of every post's list card that the island searches
 * (served at BLOG_SNAPSHOT_PATH), and each pre-rendered list page's part of it.
 */

/** A list card that the snapshot can search (product §9 list limits applied). */
export type SnapshotEntry = BlogCard & Searchable;

/** The cards alone: the island has the categories as props, and the titles are the entries' full titles. */
export interface BlogSnapshot {
  entries: SnapshotEntry[];
}

const snapshots = new WeakMap<BlogData, BlogSnapshot>();

/**
 * The JSON the list island searches when no CMS is configured. Built once per build's data (the
 * snapshot route and every pre-rendered list page read the same cards).
 */
export function toSnapshot(data: BlogData): BlogSnapshot {
  let snapshot = snapshots.get(data);
  if (!snapshot) {
    snapshot = {
      entries: data.posts.map((p) => ({
        ...toCard(p, 'list'),
        fullTitle: p.title,
        categoryKey: p.category?.key ?? null,
      })),
    };
    snapshots.set(data, snapshot);
  }
  return snapshot;
}

/** How many posts each category has (by key), for the categories that have any, in the CMS's order. */
export function categoryCounts(data: BlogData): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of data.categories) {
    const n = data.posts.filter((p) => p.category?.key === c.key).length;
    if (n > 0) counts.set(c.key, n);
  }
  return counts;
}

/** The list pages the build renders: the whole list's, and each category's that has posts. */
export function builtPages(data: BlogData): BuiltPages {
  return {
    all: pageCount(data.posts.length),
    categories: Object.fromEntries([...categoryCounts(data)].map(([key, n]) => [key, pageCount(n)])),
  };
}

/**
 * What a pre-rendered list page (/blog, /blog/page/<n>, /blog/category/<key>[/page/<n>]) hands
 * the list island: its page of the whole list or of one category (product §9 page size, newest
 * first, as the island itself asks), the categories, and which pages the build rendered.
 */
export function listPageData(data: BlogData, page: number, category = '') {
  const { items, total } = queryEntries(toSnapshot(data).entries, { ...EMPTY_LIST_STATE, page, category });
  return { initial: { cards: items, total, page, category }, categories: data.categories, built: builtPages(data) };
}

/** Every page of every category that has posts (/blog/category/<key>[/page/<n>]), with what each shows. */
export function categoryPages(data: BlogData): Array<{ category: Category; page: number; list: ReturnType<typeof listPageData> }> {
  const counts = categoryCounts(data);
  return data.categories
    .filter((c) => counts.has(c.key))
    .flatMap((category) =>
      [1, ...laterPages(counts.get(category.key)!)].map((page) => ({ category, page, list: listPageData(data, page, category.key) })),
    );
}
