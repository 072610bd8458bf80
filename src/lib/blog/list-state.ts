import { BLOG } from './constants';
import { trimSlash } from '../routing/navigation';
import { BLOG_CATEGORY_PREFIX, ROUTES, blogPageHref, categoryPageHref } from '../../config/routes';

/** What the list asks for: product §4 (page, search text, category). */
export interface ListState {
  page: number;
  search: string;
  /** Category key (lib/blog/categories.ts), '' for all. */
  category: string;
}

/** The URL query parameters that carry a list state (search, category, and a page of older links). */
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

/** Where a list address stands: the category its path names ('' for the whole list) and its page. */
export interface ListLocation {
  category: string;
  page: number;
}

/** A page number of a path: 2 and up, written plainly (/blog/page/1 redirects to /blog). */
function pathPage(digits: string): number | null {
  const page = /^[1-9]\d*$/.test(digits) ? Number(digits) : 0;
  return page >= 2 && Number.isSafeInteger(page) ? page : null;
}

/**
 * The list a path shows: /blog and /blog/page/<n> the whole list, /blog/category/<key> and
 * /blog/category/<key>/page/<n> one category's posts; null for any other path.
 */
export function listLocation(pathname: string): ListLocation | null {
  const path = trimSlash(pathname);
  if (path === ROUTES.blog) return { category: '', page: 1 };
  const paged = /^(.*)\/page\/([^/]*)$/.exec(path);
  const base = paged ? paged[1]! : path;
  const page = paged ? pathPage(paged[2]!) : 1;
  if (page === null) return null;
  if (base === ROUTES.blog) return paged ? { category: '', page } : null;
  const key = base.startsWith(`${BLOG_CATEGORY_PREFIX}/`) ? base.slice(BLOG_CATEGORY_PREFIX.length + 1) : '';
  if (!key || key.includes('/')) return null;
  try {
    return { category: decodeURIComponent(key), page };
  } catch {
    return null;
  }
}

/** The page a list path shows (1 for /blog, n for /blog/page/<n>, the same under a category), else null. */
export function pageFromPath(pathname: string): number | null {
  return listLocation(pathname)?.page ?? null;
}

/**
 * The list state of a URL: the category and page from its path (/blog/category/<key>/page/<n>),
 * else from the query of an older link (`?category=`, `?page=<n>` on a first page); the search
 * from the query.
 */
export function stateFromLocation(pathname: string, search: string): ListState {
  const state = stateFromSearch(search);
  const at = listLocation(pathname);
  if (!at) return state;
  return { ...state, category: at.category || state.category, page: at.page > 1 ? at.page : state.page };
}

/** The pages the build rendered: how many of the whole list, and of each category that has posts (by key). */
export interface BuiltPages {
  all: number;
  categories: Readonly<Record<string, number>>;
}

/**
 * The URL of a list state. A category the build rendered pages for is in the path
 * (/blog/category/<key>), any other in `?category=`. The page goes in the path while it is one of
 * the pages the build rendered for that list (so the address works without JavaScript, and is
 * the one a visitor shares); a page past those (posts published since the build) stays in
 * `?page=`, which every first page understands.
 */
export function listUrl(state: ListState, built: BuiltPages): string {
  const categoryPages = state.category && Object.hasOwn(built.categories, state.category) ? built.categories[state.category]! : null;
  const inPath = state.page > 1 && state.page <= (categoryPages ?? built.all);
  const page = inPath ? state.page : 1;
  const path = categoryPages !== null ? categoryPageHref(state.category, page) : blogPageHref(page);
  const query = stateToSearch({ ...state, page: inPath ? 1 : state.page, category: categoryPages !== null ? '' : state.category });
  return `${path}${query}`;
}

/** The later pages the build renders for `total` posts: 2 up to the last. */
export function laterPages(total: number): number[] {
  return Array.from({ length: pageCount(total) - 1 }, (_, i) => i + 2);
}

/** A list page's title: "Blog" for the first, "Blog – page 2" after it. */
export function pagedTitle(title: string, page: number): string {
  return page > 1 ? `${title} – page ${page}` : title;
}

/** A list page's meta description: page 1 keeps it, later pages say which page of how many. */
export function pagedDescription(description: string, page: number, total: number): string {
  return page > 1 ? `${description} Page ${page} of ${pageCount(total)}.` : description;
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

/** product §4: changing search or category goes back to page 1; Clear Filters resets everything. */
export function nextListState(current: ListState, change: Partial<ListState> | 'clear'): ListState {
  if (change === 'clear') return { ...EMPTY_LIST_STATE };
  const filtersChanged =
    (change.search !== undefined && change.search !== current.search) ||
    (change.category !== undefined && change.category !== current.category);
  return { ...current, ...change, page: filtersChanged ? 1 : (change.page ?? current.page) };
}
