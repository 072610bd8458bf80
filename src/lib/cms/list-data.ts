import { findCategory } from './categories';
import { EMPTY_LIST_STATE, queryEntries, type Searchable } from './listing';
import { toCard, type Blog, type BlogCard, type Category } from './mappers';

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

export interface BlogSnapshot {
  entries: SnapshotEntry[];
  categories: Array<{ key: string; name: string }>;
  titles: string[];
}

/** The JSON the list island searches when no CMS is configured. */
export function toSnapshot({ posts, categories }: BlogData): BlogSnapshot {
  return {
    entries: posts.map((p) => ({
      ...toCard(p, 'list'),
      fullTitle: p.title,
      categoryKey: p.category?.key ?? null,
    })),
    categories: categories.map((c) => ({ key: c.key, name: c.name })),
    titles: posts.map((p) => p.title),
  };
}

/**
 * What a pre-rendered list page (/blog, /blog/page/<n>) hands the list island: its page of the
 * whole list (SPEC §9 page size, newest first, as the island itself asks), and the categories.
 */
export function listPageData({ posts, categories }: BlogData, page: number) {
  const { items, total } = queryEntries(toSnapshot({ posts, categories }).entries, { ...EMPTY_LIST_STATE, page });
  return {
    initial: { cards: items, total, page },
    categories: categories.map(({ key, name, id, documentId }) => ({ key, name, id, documentId })),
  };
}
