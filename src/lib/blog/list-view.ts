import { BLOG_MESSAGES } from './constants';
import { nextListState, type ListState } from './list-state';
import type { BlogCard } from './model';

/**
 * The blog list island's state machine (product §2 Blog list, §4, §8): what is asked for (`query`,
 * which the URL carries), what the search box holds, the page shown and whether it is loading or
 * failed, and the suggestions box. The island renders it and runs its effects; every decision is
 * here, as a pure reducer.
 */

/** A page of the list: its cards and how many posts match in all. */
export interface ListPage {
  cards: BlogCard[];
  total: number;
}

export type ListStatus = 'loaded' | 'loading' | 'error';

export interface ListView {
  query: ListState;
  /** What the search box holds; the query follows it once typing settles. */
  text: string;
  status: ListStatus;
  page: ListPage;
  /** The newest request: an answer to an older one is dropped. 0 until the first. */
  request: number;
  /** Retry presses: a new request for the same query. */
  reloads: number;
  /** product §8: a card without a slug was followed. */
  slugError: string | null;
  /** The last titles suggested, and the text they were for. */
  suggested: { text: string; titles: string[] };
  suggestOpen: boolean;
  /** The highlighted suggestion, -1 for none. */
  active: number;
  /** How the address follows the query: a new history entry, in place (typing), or not at all (the query was read from it). */
  write: 'push' | 'replace' | 'none';
}

export type ListAction =
  /** The address was read (load, back, forward): the query it names. */
  | { type: 'located'; query: ListState }
  /** A filter, page or Clear Filters changed what is asked for (`replace` while typing settles). */
  | { type: 'applied'; change: Partial<ListState> | 'clear'; write?: 'push' | 'replace' }
  | { type: 'typed'; text: string }
  | { type: 'requested'; id: number }
  | { type: 'answered'; id: number; page: ListPage }
  | { type: 'failed'; id: number }
  | { type: 'retried' }
  | { type: 'suggested'; text: string; titles: string[] }
  | { type: 'suggestions-opened' }
  | { type: 'suggestions-closed' }
  | { type: 'suggestion-moved'; by: 1 | -1 }
  | { type: 'slug-missing' };

/** The list as the build rendered it: loaded, nothing typed, no request yet. */
export function initialListView(query: ListState, page: ListPage): ListView {
  return {
    query,
    text: query.search,
    status: 'loaded',
    page,
    request: 0,
    reloads: 0,
    slugError: null,
    suggested: { text: '', titles: [] },
    suggestOpen: false,
    active: -1,
    write: 'none',
  };
}

export function listView(state: ListView, action: ListAction): ListView {
  switch (action.type) {
    case 'located':
      return { ...state, query: action.query, text: action.query.search, write: 'none' };
    case 'applied': {
      const query = nextListState(state.query, action.change);
      const text = action.change === 'clear' ? '' : (action.change.search ?? state.text);
      return { ...state, query, text, slugError: null, write: action.write ?? 'push' };
    }
    case 'typed':
      return { ...state, text: action.text, suggestOpen: true, active: -1 };
    case 'requested':
      return { ...state, request: action.id, status: 'loading' };
    case 'answered':
      return action.id === state.request ? { ...state, page: action.page, status: 'loaded' } : state;
    case 'failed':
      return action.id === state.request ? { ...state, status: 'error' } : state;
    case 'retried':
      return { ...state, reloads: state.reloads + 1 };
    case 'suggested':
      return { ...state, suggested: { text: action.text, titles: action.titles } };
    case 'suggestions-opened':
      return { ...state, suggestOpen: true };
    case 'suggestions-closed':
      return { ...state, suggestOpen: false, active: -1 };
    case 'suggestion-moved': {
      const count = visibleSuggestions(state).length;
      if (!count) return state;
      const active = action.by === 1 ? (state.active + 1) % count : state.active <= 0 ? count - 1 : state.active - 1;
      return { ...state, suggestOpen: true, active };
    }
    case 'slug-missing':
      return { ...state, slugError: BLOG_MESSAGES.missingSlugOnList };
  }
}

/** The suggestions on screen: only while the box is open, and only those for the text it holds now. */
export function visibleSuggestions(state: ListView): string[] {
  const text = state.text.trim();
  return state.suggestOpen && text && state.suggested.text === text ? state.suggested.titles : [];
}

/** What Enter in the search box applies: the highlighted suggestion, else the text typed. */
export function enteredSearch(state: ListView): string {
  return visibleSuggestions(state)[state.active] ?? state.text;
}

/** Whether the query differs from what the build rendered, or a retry or an earlier request asks anew. */
export function needsRequest(state: ListView, renderedKey: string, key: string): boolean {
  return key !== renderedKey || state.reloads > 0 || state.request > 0;
}

/** The search the box asks for once typing settles, or null when the query already has it. */
export function settledSearch(state: ListView): string | null {
  return state.text === state.query.search ? null : state.text;
}
