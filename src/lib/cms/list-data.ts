import { findCategory } from './categories';
import { EMPTY_LIST_STATE, queryEntries, type Searchable } from './listing';
import { toCard } from './format';
import type { Blog, BlogCard, Category } from './model';

/**
 * What the build hands the blog list: the snapshot the island searches without a CMS, and
 * each pre-rendered list page. No JSON import here (source.ts reads the sample), so the
 * end-to-end tests can compute what a page must show.
 */
export interface BlogData {
  posts: Blog[];
  categories: Category[];
}

/**
 * A post's category carries the key the category list gave it, so the two agree even when
 * two names slug alike and the list told them apart (lib/cms/categories.ts).
 */
export function withListKeys(posts: Blog[], categories: Category[]): BlogData {
  return {
    posts: posts.map((p) => {
      const listed = p.category && findCategory(categories, p.category);
      return listed && p.category && listed.key !== p.category.key ? { ...p, category: { ...p.category, key: listed.key } } : p;
    }),
    categories,
  };
}

/** A list card that the snapshot can search (SPEC §9 list limits applied). */
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

/**
 * What a pre-rendered list page (/blog, /blog/page/<n>) hands the list island: its page of the
 * whole list (SPEC §9 page size, newest first, as the island itself asks), and the categories.
 */
export function listPageData(data: BlogData, page: number) {
  const { items, total } = queryEntries(toSnapshot(data).entries, { ...EMPTY_LIST_STATE, page });
  return { initial: { cards: items, total, page }, categories: data.categories };
}
