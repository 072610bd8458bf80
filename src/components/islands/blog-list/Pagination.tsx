import type { MouseEvent } from 'react';
import { isPlainClick } from '../../../lib/routing/navigation';
import { buttonClasses } from '../../ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';

export interface PaginationProps {
  current: number;
  pages: number;
  /** The real address of a page: what a visitor without JavaScript, a new tab or a crawler follows. */
  hrefFor: (page: number) => string;
  /** Turns the page in place, once the island is live. */
  onChoose: (page: number) => void;
}

/**
 * The blog list's pages as links to their pre-rendered addresses (/blog, /blog/page/2, ...), so
 * every post is reachable without JavaScript. Once the island is live a plain click turns the
 * page in place; a click for a new tab or window still opens the link.
 */
export function Pagination({ current, pages, hrefFor, onChoose }: PaginationProps) {
  const follow = (page: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    onChoose(page);
  };
  const edge = (rel: 'prev' | 'next', page: number, enabled: boolean) => {
    const content =
      rel === 'prev' ? (
        <>
          <ChevronLeftIcon className="h-4 w-4" />
          Previous
        </>
      ) : (
        <>
          Next
          <ChevronRightIcon className="h-4 w-4" />
        </>
      );
    return enabled ? (
      <a href={hrefFor(page)} rel={rel} onClick={follow(page)} className={buttonClasses('ghost', 'sm', 'border border-brand-200')}>
        {content}
      </a>
    ) : (
      // No page that way: shown dimmed to keep the row in place, and nothing to announce.
      <span aria-hidden="true" className={buttonClasses('ghost', 'sm', 'border border-brand-200 opacity-50')}>
        {content}
      </span>
    );
  };

  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {edge('prev', current - 1, current > 1)}
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <a
          key={n}
          href={hrefFor(n)}
          onClick={follow(n)}
          aria-current={n === current ? 'page' : undefined}
          aria-label={`Page ${n}`}
          className={buttonClasses(n === current ? 'primary' : 'ghost', 'sm', 'w-10 px-0')}
        >
          {n}
        </a>
      ))}
      {edge('next', current + 1, current < pages)}
    </nav>
  );
}
