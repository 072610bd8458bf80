import { categoryByParam } from './categories';
import { BROWSER_FETCH, getCollection } from './client';
import { queryEntries, suggestTitles, type ListState } from './list-state';
import { toBlogs, unwrap } from './mappers';
import { toCard } from './format';
import type { BlogCard, Category } from './model';
import { listQuery, suggestionsQuery, type CategoryRef } from './queries';
import type { BlogSnapshot } from './list-snapshot';
import { BLOG_SNAPSHOT_PATH } from '../../config/routes';

/**
 * The blog list's data in the browser: a page of cards and search suggestions, from the CMS
 * (the SPEC §7 calls) or from the snapshot the build wrote when there is no CMS. The list island
 * only holds state and renders; what a page holds is decided here, as at build time.
 */

/** Where the list island reads pages and titles from (SPEC §7 calls, or the build's snapshot). */
export type BrowserSourceConfig = { kind: 'cms'; contentHost: string } | { kind: 'snapshot'; url: string };

/** The CMS when the build has one, else the snapshot of the bundled sample the build wrote. */
export function browserSourceConfig(contentHost: string | undefined): BrowserSourceConfig {
  return contentHost ? { kind: 'cms', contentHost } : { kind: 'snapshot', url: BLOG_SNAPSHOT_PATH };
}

export interface ListPage {
  cards: BlogCard[];
  total: number;
}

export interface BrowserSource {
  list(state: ListState, signal: AbortSignal): Promise<ListPage>;
  /** Up to 5 titles containing `text`, from every published post. */
  suggest(text: string, signal: AbortSignal): Promise<string[]>;
}

export function createBrowserSource(config: BrowserSourceConfig, categories: readonly Category[]): BrowserSource {
  if (config.kind === 'cms') {
    const { contentHost } = config;
    return {
      async list(state, signal) {
        const query = listQuery({ page: state.page, search: state.search, category: categoryRef(categories, state.category) });
        const res = await getCollection(contentHost, 'blogs', query, { ...BROWSER_FETCH, signal });
        return {
          cards: toBlogs(res.data, contentHost).map((b) => toCard(b, 'list')),
          total: res.meta?.pagination?.total ?? res.data?.length ?? 0,
        };
      },
      async suggest(text, signal) {
        if (!text.trim()) return [];
        const res = await getCollection(contentHost, 'blogs', suggestionsQuery(text), { ...BROWSER_FETCH, signal });
        // Flat Strapi 5 items or Strapi 4's { id, attributes }: the mappers' unwrap reads both.
        const titles = (Array.isArray(res.data) ? res.data : [])
          .map((d) => unwrap<{ title?: unknown }>(d)?.title)
          .filter((t): t is string => typeof t === 'string' && t.trim() !== '');
        // Strapi has filtered already; this drops duplicates and keeps the limit of SPEC §9.
        return suggestTitles(titles, text);
      },
    };
  }

  let snapshot: Promise<BlogSnapshot> | null = null;
  // One download shared by every request, so it is not tied to (or aborted with) any of them.
  const load = () => {
    snapshot ??= fetch(config.url).then((res) => {
      if (!res.ok) throw new Error(`Snapshot request failed with status ${res.status}`);
      return res.json() as Promise<BlogSnapshot>;
    });
    // A failed load is not cached, so Retry asks again.
    snapshot.catch(() => {
      snapshot = null;
    });
    return snapshot;
  };
  return {
    async list(state) {
      const { items, total } = queryEntries((await load()).entries, state);
      return { cards: items, total };
    },
    async suggest(text) {
      return suggestTitles((await load()).entries.map((e) => e.fullTitle), text);
    },
  };
}

/**
 * What the CMS filter needs for a category key: the documentId (else the id) of the category
 * with that key. A value no category of the build has (one added since, from an older link) is
 * passed on as a numeric id or a documentId, never an error: Strapi then finds that category,
 * or nothing.
 */
export function categoryRef(categories: readonly Category[], key: string): CategoryRef | null {
  if (!key) return null;
  const category = categoryByParam(categories, key);
  if (category?.documentId) return { documentId: category.documentId };
  if (category?.id != null) return { id: category.id };
  return /^\d+$/.test(key) ? { id: Number(key) } : { documentId: key };
}
