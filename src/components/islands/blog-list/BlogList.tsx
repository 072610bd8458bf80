import { memo, useRef, useState } from 'react';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import { BLOG_MESSAGES } from '../../../lib/blog/constants';
import { listUrl, pageCount, type BuiltPages } from '../../../lib/blog/list-state';
import type { ListPage } from '../../../lib/blog/list-view';
import type { Category } from '../../../lib/blog/model';
import { leadCoverSrc, type IslandLeadCover } from '../../../lib/blog/lead-cover';
import type { BrowserSourceConfig } from '../../../lib/strapi/browser/browser-source';
import { BlogCardView } from '../../blog/BlogCardView';
import { buttonClasses } from '../../ui/button';
import { Spinner } from '../../ui/Spinner';
import { Pagination } from './Pagination';
import { SearchFilters } from './SearchFilters';
import { useBlogList, type BlogListControls } from './use-blog-list';

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
  /** The build's first card and its cover's phone copy (src/build/phone-cover), the copy on the server only (lib/blog/lead-cover), or null. */
  leadCover?: IslandLeadCover | null;
}

/**
 * The blog list (product §2 Blog list, §4, §8): search with suggestions, category, Clear Filters,
 * cards, pagination, Retry. Its state machine is lib/blog/list-view.ts; the state lives in the URL
 * (/blog/page/<n>?q=, /blog/category/<key>/page/<n>), so back, forward, reload and shared links
 * show the same list. Without JavaScript the page links and cards still work; the filters, which
 * cannot, are hidden (JS_ONLY_CLASS).
 */
function BlogList({ initial, categories, built, source, leadCover = null }: BlogListProps) {
  const { view, dispatch, apply, searchFocused } = useBlogList({ initial, categories, built, source });
  const topRef = useRef<HTMLDivElement>(null);
  // Read once: in the browser, from the card the server drew, before any other list replaces it.
  const [leadSrc] = useState(() => leadCoverSrc(leadCover, typeof document === 'undefined' ? null : document));
  const { status, page, query } = view;
  const pages = pageCount(page.total);
  const goToPage = (n: number) => {
    apply({ page: n });
    topRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div ref={topRef} className="scroll-mt-24" data-testid="blog-list" data-status={status}>
      <SearchFilters view={view} categories={categories} dispatch={dispatch} apply={apply} onSearchFocus={searchFocused} />

      {view.slugError && (
        <p role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 px-5 py-4 font-medium text-red-800">
          {view.slugError}
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
            <button type="button" onClick={() => dispatch({ type: 'retried' })} className={buttonClasses('primary', 'md', 'mt-5')}>
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
              Showing {page.cards.length} of {page.total} articles, page {query.page} of {pages}.
            </p>
            <Cards cards={page.cards} leadCover={leadCover} leadSrc={leadSrc} dispatch={dispatch} />
            {pages > 1 && (
              <Pagination current={query.page} pages={pages} hrefFor={(n) => listUrl({ ...query, page: n }, built)} onChoose={goToPage} />
            )}
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The cards of the page shown. Memoised: a letter typed in the search re-renders the filters, not
 * every card (the list only changes with the page), which a slow phone pays for in the frames
 * between the letter and its suggestions.
 */
const Cards = memo(function Cards({
  cards,
  leadCover,
  leadSrc,
  dispatch,
}: {
  cards: ListPage['cards'];
  leadCover: IslandLeadCover | null;
  leadSrc: string | null;
  dispatch: BlogListControls['dispatch'];
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, i) => (
        <li key={card.id || i}>
          <BlogCardView
            card={card}
            priority={i === 0}
            phoneImage={i === 0 && leadCover?.cardId === card.id && leadCover.imageSrcset === card.imageSrcset ? leadSrc : null}
            onMissingSlug={() => dispatch({ type: 'slug-missing' })}
          />
        </li>
      ))}
    </ul>
  );
});

export default withErrorBoundary(BlogList);
