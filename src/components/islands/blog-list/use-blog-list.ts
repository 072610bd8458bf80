import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { resolveCategoryParam } from '../../../lib/blog/categories';
import { listUrl, stateFromLocation, stateFromSearch, stateToSearch, type BuiltPages, type ListState } from '../../../lib/blog/list-state';
import {
  initialListView,
  listView,
  needsRequest,
  settledSearch,
  type ListAction,
  type ListPage,
  type ListView,
} from '../../../lib/blog/list-view';
import type { Category } from '../../../lib/blog/model';
import { createBrowserSource, type BrowserSourceConfig } from '../../../lib/strapi/browser/browser-source';

/** Typing settles for this long before the list reloads. */
export const SEARCH_DEBOUNCE_MS = 300;
/** And for this long before the suggestions are asked for, when they need a request (a blog larger than one page of titles). */
export const SUGGEST_DEBOUNCE_MS = 150;

interface Options {
  initial: ListPage & { page: number; category: string };
  categories: Category[];
  built: BuiltPages;
  source: BrowserSourceConfig;
}

export interface BlogListControls {
  view: ListView;
  dispatch: (action: ListAction) => void;
  /** Change what is asked for: a new history entry, or in place. */
  apply: (change: Partial<ListState> | 'clear', write?: 'push' | 'replace') => void;
  /** The visitor went to the search field: what suggestions are drawn from is asked for now. */
  searchFocused: () => void;
}

/**
 * The effects around the list's state machine (lib/blog/list-view.ts): the address read on load
 * and on back/forward (older links take today's address) and written when the query changes, the
 * page asked for whenever the query changes (an older, slower answer never wins), the search
 * following the box once typing settles, and the suggestions for what is typed.
 */
export function useBlogList({ initial, categories, built, source: sourceConfig }: Options): BlogListControls {
  const source = useMemo(() => createBrowserSource(sourceConfig, categories), [sourceConfig, categories]);
  const rendered = { page: initial.page, search: '', category: initial.category };
  const [view, dispatch] = useReducer(listView, undefined, () => initialListView(rendered, initial));
  const key = stateToSearch(view.query);
  const requests = useRef(0);

  useEffect(() => {
    const sync = () => {
      const { pathname, search, hash } = window.location;
      const fromUrl = stateFromLocation(pathname, search);
      const query = { ...fromUrl, category: resolveCategoryParam(categories, fromUrl.category) };
      dispatch({ type: 'located', query });
      const url = listUrl(query, built);
      if (url !== `${pathname}${search}`) window.history.replaceState(window.history.state, '', `${url}${hash}`);
    };
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, [categories, built]);

  // The address follows the query a visitor changed.
  const { write } = view;
  useEffect(() => {
    if (write === 'none') return;
    const url = listUrl(stateFromSearch(key), built);
    if (url === `${window.location.pathname}${window.location.search}`) return;
    if (write === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  }, [key, write, built]);

  const needed = needsRequest(view, stateToSearch(rendered), key);
  const { reloads } = view;
  useEffect(() => {
    // The build already rendered this page without filters.
    if (!needed) return;
    const id = ++requests.current;
    const controller = new AbortController();
    dispatch({ type: 'requested', id });
    source
      .list(stateFromSearch(key), controller.signal)
      .then((page) => dispatch({ type: 'answered', id, page }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Blog list failed to load', err);
        dispatch({ type: 'failed', id });
      });
    return () => controller.abort();
  }, [needed, key, reloads, source]);

  // Debounced search: the list follows the box once typing settles.
  const settled = settledSearch(view);
  useEffect(() => {
    if (settled === null) return;
    const t = window.setTimeout(() => dispatch({ type: 'applied', change: { search: settled }, write: 'replace' }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(t);
  }, [settled]);

  // What suggestions are drawn from, asked for when the visitor goes to the search field (never
  // before: no request to the CMS for a visitor who does not search); held, it suggests at once.
  const [titlesHeld, setTitlesHeld] = useState(false);
  const searchFocused = () => {
    dispatch({ type: 'suggestions-opened' });
    // Drawn at once, not in a task of its own: the titles were fetched on the tap, and what the
    // visitor typed while the code loaded is suggested for in the frame after the island woke.
    void source.warm().then(() => flushSync(() => setTitlesHeld(source.suggestNow('') !== null)));
  };

  // Suggestions for what is typed, from every published post. Held, in the same commit as the
  // letter (a layout effect's update is drawn before the browser paints); asked for, once typing
  // pauses, an answer for older text dropped.
  const text = view.text.trim();
  useLayoutEffect(() => {
    if (text && titlesHeld) dispatch({ type: 'suggested', text, titles: source.suggestNow(text) ?? [] });
  }, [text, source, titlesHeld]);
  useEffect(() => {
    if (!text || titlesHeld) return;
    const controller = new AbortController();
    const t = window.setTimeout(() => {
      source
        .suggest(text, controller.signal)
        .then((titles) => {
          if (!controller.signal.aborted) dispatch({ type: 'suggested', text, titles });
        })
        .catch((err: unknown) => {
          if (!controller.signal.aborted) console.error('Blog suggestions failed to load', err);
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(t);
      controller.abort();
    };
  }, [text, source, titlesHeld]);

  const apply = (change: Partial<ListState> | 'clear', write: 'push' | 'replace' = 'push') => dispatch({ type: 'applied', change, write });
  return { view, dispatch, apply, searchFocused };
}
