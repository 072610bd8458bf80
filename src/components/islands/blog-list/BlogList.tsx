import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { withErrorBoundary } from '../ErrorBoundary';
import { BLOG_MESSAGES } from '../../../lib/cms/constants';
import { resolveCategoryParam } from '../../../lib/cms/categories';
import {
  EMPTY_LIST_STATE,
  listUrl,
  nextListState,
  pageCount,
  type BuiltPages,
  stateFromLocation,
  stateFromSearch,
  stateToSearch,
  type ListState,
} from '../../../lib/cms/list-state';
import { JS_ONLY_CLASS } from '../../../lib/hydration/no-js';
import { cn } from '../../../lib/cn';
import { BlogCardView } from '../../blog/BlogCardView';
import { buttonClasses } from '../../ui/button';
import { Spinner } from '../../ui/Spinner';
import { Pagination } from './Pagination';
import { createBrowserSource, type ListPage, type BrowserSourceConfig } from '../../../lib/cms/browser-source';
import type { Category, LeadCover } from '../../../lib/cms/model';

export interface BlogListProps {
  /**
   * The page the build rendered at this address, of the whole list or of one category (no
   * search): no spinner on first view.
   */
  initial: ListPage & { page: number; category: string };
  categories: Category[];
  /** Which list pages the build rendered (/blog/page/<n>, /blog/category/<key>/page/<n>): the addresses that work without JavaScript. */
  built: BuiltPages;
  source: BrowserSourceConfig;
  /** The phone copy of the build's first card's cover (lib/cms/phone-cover), or null. */
  leadCover?: LeadCover | null;
}

/** Typing settles for this long before the list reloads. */
export const SEARCH_DEBOUNCE_MS = 300;
/** And for this long before the suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;

type Status = 'loaded' | 'loading' | 'error';

/**
 * The blog list (SPEC §2 Blog list, §4, §8): search with suggestions, category, Clear Filters,
 * cards, pagination, Retry. The state lives in the URL (/blog/page/<n>?q=, /blog/category/<key>/page/<n>), so back,
 * forward, reload and shared links show the same list; an older, slower answer never
 * overwrites a newer one. Without JavaScript the page links and cards still work; the filters,
 * which cannot, are hidden (JS_ONLY_CLASS).
 */
function BlogList({ initial, categories, built, source: sourceConfig, leadCover = null }: BlogListProps) {
  const source = useMemo(() => createBrowserSource(sourceConfig, categories), [sourceConfig, categories]);
  const initialState: ListState = { ...EMPTY_LIST_STATE, page: initial.page, category: initial.category };
  const initialKey = stateToSearch(initialState);
  const [state, setState] = useState<ListState>(initialState);
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<Status>('loaded');
  const [page, setPage] = useState<ListPage>(initial);
  const [reloads, setReloads] = useState(0);
  const [slugError, setSlugError] = useState<string | null>(null);
  const [suggested, setSuggested] = useState<{ text: string; titles: string[] }>({ text: '', titles: [] });
  const [suggestOpen, setSuggestOpen] = useState(false);
  const [activeSuggestion, setActiveSuggestion] = useState(-1);
  const requestId = useRef(0);
  const topRef = useRef<HTMLDivElement>(null);
  const ids = useId();
  const stateKey = stateToSearch(state);

  // The URL is the source of truth on load and on back/forward. Older links (`?page=2`,
  // `?category=<documentId or id>`) show the same list and take its address of today.
  useEffect(() => {
    const sync = () => {
      const { pathname, search, hash } = window.location;
      const fromUrl = stateFromLocation(pathname, search);
      const resolved = { ...fromUrl, category: resolveCategoryParam(categories, fromUrl.category) };
      setState(resolved);
      setSearchText(resolved.search);
      const url = listUrl(resolved, built);
      if (url !== `${pathname}${search}`) window.history.replaceState(window.history.state, '', `${url}${hash}`);
    };
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, [categories, built]);

  useEffect(() => {
    // The build already rendered this page without filters.
    if (stateKey === initialKey && reloads === 0 && requestId.current === 0) return;
    const id = ++requestId.current;
    const controller = new AbortController();
    setStatus('loading');
    source
      .list(stateFromSearch(stateKey), controller.signal)
      .then((result) => {
        if (id !== requestId.current) return;
        setPage(result);
        setStatus('loaded');
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted || id !== requestId.current) return;
        console.error('Blog list failed to load', err);
        setStatus('error');
      });
    return () => controller.abort();
  }, [stateKey, initialKey, reloads, source]);

  const apply = (change: Partial<ListState> | 'clear', mode: 'push' | 'replace' = 'push') => {
    const next = nextListState(state, change);
    setSlugError(null);
    setState(next);
    const url = listUrl(next, built);
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  };

  // Debounced search: the list follows the box once typing settles.
  useEffect(() => {
    if (searchText === state.search) return;
    const t = window.setTimeout(() => apply({ search: searchText }, 'replace'), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText]);

  // Suggestions for what is typed, from every published post; an answer for older text is
  // dropped (aborted, and checked against the text it was for).
  useEffect(() => {
    const text = searchText.trim();
    if (!text) return;
    const controller = new AbortController();
    const t = window.setTimeout(() => {
      source
        .suggest(text, controller.signal)
        .then((titles) => {
          if (!controller.signal.aborted) setSuggested({ text, titles });
        })
        .catch((err: unknown) => {
          if (!controller.signal.aborted) console.error('Blog suggestions failed to load', err);
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(t);
      controller.abort();
    };
  }, [searchText, source]);

  const suggestions = suggestOpen && suggested.text === searchText.trim() && searchText.trim() ? suggested.titles : [];
  const chooseSuggestion = (title: string) => {
    setSearchText(title);
    setSuggestOpen(false);
    setActiveSuggestion(-1);
    apply({ search: title });
  };

  const onSearchKey = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && suggestions.length) {
      e.preventDefault();
      setSuggestOpen(true);
      setActiveSuggestion((i) => (i + 1) % suggestions.length);
    } else if (e.key === 'ArrowUp' && suggestions.length) {
      e.preventDefault();
      setActiveSuggestion((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const chosen = suggestions[activeSuggestion];
      if (chosen) chooseSuggestion(chosen);
      else {
        setSuggestOpen(false);
        apply({ search: searchText }, 'push');
      }
    } else if (e.key === 'Escape') {
      setSuggestOpen(false);
      setActiveSuggestion(-1);
    }
  };

  const goToPage = (n: number) => {
    apply({ page: n });
    topRef.current?.scrollIntoView({ block: 'start' });
  };

  const pages = pageCount(page.total);
  const listboxId = `${ids}-suggestions`;

  return (
    <div ref={topRef} className="scroll-mt-24" data-testid="blog-list" data-status={status}>
      <div
        role="search"
        className={cn(
          JS_ONLY_CLASS,
          'grid gap-3 rounded-3xl border border-brand-100 bg-white p-4 shadow-card sm:grid-cols-[1fr_220px_auto] sm:items-end sm:p-5',
        )}
      >
        <div className="relative">
          <label htmlFor={`${ids}-search`} className="mb-1.5 block text-sm font-semibold text-ink">
            Search articles
          </label>
          <input
            id={`${ids}-search`}
            type="text"
            role="combobox"
            aria-expanded={suggestions.length > 0}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeSuggestion >= 0 ? `${listboxId}-${activeSuggestion}` : undefined}
            autoComplete="off"
            placeholder="Search by title"
            value={searchText}
            onFocus={() => setSuggestOpen(true)}
            onBlur={() => setSuggestOpen(false)}
            onChange={(e) => {
              setSearchText(e.target.value);
              setSuggestOpen(true);
              setActiveSuggestion(-1);
            }}
            onKeyDown={onSearchKey}
            className="min-h-[48px] w-full rounded-xl border border-brand-200 px-4 text-base text-ink placeholder:text-ink-muted focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
          />
          <div
            id={listboxId}
            role="listbox"
            aria-label="Suggested titles"
            className={suggestions.length ? 'absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl border border-brand-100 bg-white py-1 shadow-card' : 'hidden'}
          >
            {suggestions.map((title, i) => (
              <div
                key={title}
                id={`${listboxId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === activeSuggestion}
                onMouseDown={(e) => {
                  e.preventDefault();
                  chooseSuggestion(title);
                }}
                className={`cursor-pointer px-4 py-2.5 text-sm ${i === activeSuggestion ? 'bg-brand-50 text-brand' : 'text-ink hover:bg-brand-50'}`}
              >
                {title}
              </div>
            ))}
          </div>
        </div>
        <div>
          <label htmlFor={`${ids}-category`} className="mb-1.5 block text-sm font-semibold text-ink">
            Category
          </label>
          <select
            id={`${ids}-category`}
            value={state.category}
            onChange={(e) => apply({ category: e.target.value })}
            className="min-h-[48px] w-full rounded-xl border border-brand-200 bg-white px-3 text-base text-ink focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
          >
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c.key} value={c.key}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={() => {
            setSearchText('');
            apply('clear');
          }}
          className={buttonClasses('ghost', 'md', 'border border-brand-200')}
        >
          Clear Filters
        </button>
      </div>

      {slugError && (
        <p role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 px-5 py-4 font-medium text-red-800">
          {slugError}
        </p>
      )}

      <div className="mt-8 min-h-[320px]" aria-busy={status === 'loading'}>
        {status === 'loading' && (
          <div className="flex justify-center py-20">
            <Spinner label="Loading blogs..." className="h-10 w-10 text-brand" />
          </div>
        )}
        {status === 'error' && (
          <div role="alert" className="mx-auto max-w-xl rounded-3xl border border-red-200 bg-red-50 p-8 text-center">
            <p className="font-medium text-red-800">{BLOG_MESSAGES.listError}</p>
            <button type="button" onClick={() => setReloads((n) => n + 1)} className={buttonClasses('primary', 'md', 'mt-5')}>
              Retry
            </button>
          </div>
        )}
        {status === 'loaded' && page.cards.length === 0 && (
          <p role="status" className="mx-auto max-w-xl rounded-3xl bg-brand-50 p-8 text-center text-lg text-ink">
            {BLOG_MESSAGES.empty}
          </p>
        )}
        {status === 'loaded' && page.cards.length > 0 && (
          <>
            <p className="sr-only" role="status">
              Showing {page.cards.length} of {page.total} articles, page {state.page} of {pages}.
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {page.cards.map((card, i) => (
                <li key={card.id || i}>
                  <BlogCardView
                    card={card}
                    priority={i === 0}
                    phoneImage={i === 0 && leadCover?.cardId === card.id && leadCover.imageSrcset === card.imageSrcset ? leadCover.src : null}
                    onMissingSlug={() => setSlugError(BLOG_MESSAGES.missingSlugOnList)}
                  />
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <Pagination current={state.page} pages={pages} hrefFor={(n) => listUrl({ ...state, page: n }, built)} onChoose={goToPage} />
            )}
          </>
        )}
      </div>
    </div>
  );
}

export default withErrorBoundary(BlogList);
