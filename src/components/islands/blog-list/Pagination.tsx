import type { MouseEvent } from 'react';
import { isPlainClick } from '../../../lib/navigation';
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
  const edge = buttonClasses('ghost', 'sm', 'border border-brand-200');

  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {current > 1 ? (
        <a href={hrefFor(current - 1)} rel="prev" onClick={follow(current - 1)} className={edge}>
          <ChevronLeftIcon className="h-4 w-4" />
          Previous
        </a>
      ) : (
        // No earlier page: shown dimmed to keep the row in place, and nothing to announce.
        <span aria-hidden="true" className={buttonClasses('ghost', 'sm', 'border border-brand-200 opacity-50')}>
          <ChevronLeftIcon className="h-4 w-4" />
          Previous
        </span>
      )}
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
      {current < pages ? (
        <a href={hrefFor(current + 1)} rel="next" onClick={follow(current + 1)} className={edge}>
          Next
          <ChevronRightIcon className="h-4 w-4" />
        </a>
      ) : (
        <span aria-hidden="true" className={buttonClasses('ghost', 'sm', 'border border-brand-200 opacity-50')}>
          Next
          <ChevronRightIcon className="h-4 w-4" />
        </span>
      )}
    </nav>
  );
}
