import type { MoreReading, PostLink } from '../../lib/blog/related';
import { blogHref } from '../../config/routes';
import type { PAGE_IDS } from '../../lib/rich-text/outline';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';

/** The related posts' heading: one of the page's own ids, which a heading of the post never takes. */
const RELATED_HEADING_ID: (typeof PAGE_IDS)[number] = 'related-heading';

function Meta({ post }: { post: PostLink }) {
  return (
    <span className="text-sm text-ink-muted">
      {post.dateLabel} · {post.readingTime}
    </span>
  );
}

/**
 * The end of a post: up to three related posts, then the previous and next post by date.
 * Plain links, static HTML; a part with nothing to show is left out.
 */
export function MoreReadingBlock({ more }: { more: MoreReading }) {
  const { related, previous, next } = more;
  const pager =
    'group flex h-full flex-col gap-1 rounded-2xl border border-brand-100 bg-white p-5 transition-colors hover:border-brand-300 hover:bg-brand-50';
  return (
    <>
      {related.length > 0 && (
        <section className="mt-12" aria-labelledby={RELATED_HEADING_ID} data-testid="related-posts">
          <h2 id={RELATED_HEADING_ID} className="text-2xl">
            Related articles
          </h2>
          <ul className="mt-5 grid gap-4 md:grid-cols-3">
            {related.map((post) => (
              <li key={post.slug}>
                <a href={blogHref(post.slug)} className={pager}>
                  <span className="text-xs font-semibold uppercase tracking-[0.12em] text-brand">{post.categoryName}</span>
                  <span className="mt-1 wrap-break-word font-heading font-semibold leading-snug text-ink group-hover:text-brand">
                    {post.title}
                  </span>
                  <span className="mt-auto pt-2">
                    <Meta post={post} />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(previous || next) && (
        <nav aria-label="Previous and next articles" className="mt-10 grid gap-4 sm:grid-cols-2" data-testid="post-pager">
          {previous && (
            <a href={blogHref(previous.slug)} rel="prev" className={pager}>
              <span className="flex items-center gap-1 text-sm font-semibold text-brand">
                <ChevronLeftIcon className="h-4 w-4" />
                Previous article
              </span>
              <span className="wrap-break-word font-heading font-semibold leading-snug text-ink group-hover:text-brand">
                {previous.title}
              </span>
              <Meta post={previous} />
            </a>
          )}
          {next && (
            <a href={blogHref(next.slug)} rel="next" className={`${pager} sm:col-start-2 sm:items-end sm:text-right`}>
              <span className="flex items-center gap-1 text-sm font-semibold text-brand">
                Next article
                <ChevronRightIcon className="h-4 w-4" />
              </span>
              <span className="wrap-break-word font-heading font-semibold leading-snug text-ink group-hover:text-brand">{next.title}</span>
              <Meta post={next} />
            </a>
          )}
        </nav>
      )}
    </>
  );
}
