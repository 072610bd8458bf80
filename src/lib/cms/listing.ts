import { BLOG } from './constants';

/** What the list asks for: SPEC §4 (page, search text, category). */
export interface ListState {
  page: number;
  search: string;
  /** Category key (documentId or id as text), '' for all. */
  category: string;
}

/** The URL query parameters that carry a list state (search, category, page). */
export const LIST_QUERY_PARAMS = ['q', 'category', 'page'] as const;

export const EMPTY_LIST_STATE: ListState = { page: 1, search: '', category: '' };

/** An entry the snapshot can search: full title, category key and date for ordering. */
export interface Searchable {
  fullTitle: string;
  categoryKey: string | null;
  publishedAt: string | null;
}

/**
 * The CMS's list semantics, for the bundled snapshot: case-insensitive "contains" on the title,
 * equality on the category, newest first (unpublished last), 6 per page.
 */
export function queryEntries<T extends Searchable>(entries: readonly T[], state: ListState): { items: T[]; total: number } {
  const needle = state.search.trim().toLowerCase();
  const matching = entries
    .filter((e) => (needle ? e.fullTitle.toLowerCase().includes(needle) : true))
    .filter((e) => (state.category ? e.categoryKey === state.category : true))
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
  const start = (Math.max(1, state.page) - 1) * BLOG.pageSize;
  return { items: matching.slice(start, start + BLOG.pageSize), total: matching.length };
}

/** Number of pages for a total (at least 1). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / BLOG.pageSize));
}

/** Up to 5 titles containing the text (case-insensitive), for the search box. */
export function suggestTitles(titles: readonly string[], text: string): string[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of titles) {
    if (t.toLowerCase().includes(needle) && !seen.has(t)) {
      seen.add(t);
      out.push(t);
      if (out.length === BLOG.suggestionsMax) break;
    }
  }
  return out;
}

/** Read the list state from a URL query (`?q=&category=&page=`). */
export function stateFromSearch(search: string): ListState {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    search: params.get('q') ?? '',
    category: params.get('category') ?? '',
  };
}

/** Write the list state as a URL query, leaving out defaults ('' for the empty state). */
export function stateToSearch(state: ListState): string {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search.trim());
  if (state.category) params.set('category', state.category);
  if (state.page > 1) params.set('page', String(state.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** SPEC §4: changing search or category goes back to page 1; Clear Filters resets everything. */
export function nextListState(current: ListState, change: Partial<ListState> | 'clear'): ListState {
  if (change === 'clear') return { ...EMPTY_LIST_STATE };
  const filtersChanged =
    (change.search !== undefined && change.search !== current.search) ||
    (change.category !== undefined && change.category !== current.category);
  return { ...current, ...change, page: filtersChanged ? 1 : (change.page ?? current.page) };
}
