import type { BlogData } from './build-source';
import { EMPTY_LIST_STATE, queryEntries, type Searchable } from './list-state';
import { toCard } from './format';
import type { BlogCard } from './model';

/**
 * The blog list without a CMS: the snapshot of every post's list card that the island searches
 * (served at BLOG_SNAPSHOT_PATH), and each pre-rendered list page's part of it.
 */

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
