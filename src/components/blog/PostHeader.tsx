import { BLOG } from '../../lib/blog/constants';
import { formatDate } from '../../lib/blog/format';
import type { Blog } from '../../lib/blog/model';
import { readingTimeLabel } from '../../lib/rich-text/reading';
import { categoryPageHref } from '../../config/routes';
import { Avatar } from './Avatar';

/** A post's header (product §2): the category chip, the title, the author, the date and the reading time. */
export function PostHeader({ blog, categoryLinked }: { blog: Blog; categoryLinked: boolean }) {
  const date = formatDate(blog.publishedAt) ?? BLOG.unpublished.post;
  const categoryName = blog.category?.name ?? BLOG.noCategory;
  return (
    <header className="mt-6">
      {/* The category is said once: this chip is both the category name and the chip of product §2. */}
      {categoryLinked && blog.category ? (
        <a
          href={categoryPageHref(blog.category.key)}
          className="block w-fit rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand hover:bg-brand-200 hover:underline"
          data-testid="post-category"
        >
          {categoryName}
        </a>
      ) : (
        <p className="w-fit rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand" data-testid="post-category">
          {categoryName}
        </p>
      )}
      <h1 className="vt-post-title mt-4 text-3xl leading-tight sm:text-5xl sm:leading-none">{blog.title}</h1>
      {/* On a phone the author has a row of their own and the date and reading time the next: a
          row that wrapped or not by a few pixels would move the cover below when the text's
          face arrives (a layout shift, measured at 412 px with a long author name). */}
      <div className="mt-6 flex flex-col items-start gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4">
        {blog.author && (
          <span className="flex items-center gap-3" data-testid="post-author">
            <Avatar name={blog.author.name} url={blog.author.avatarUrl} initial={blog.author.initial} />
            <span className="font-semibold text-ink">{blog.author.name}</span>
          </span>
        )}
        <span className="flex flex-wrap gap-x-4 gap-y-1">
          {/* A <time> only holds a date: "Unpublished" is plain text (HTML's time content model). */}
          {blog.publishedAt ? (
            <time dateTime={blog.publishedAt} className="text-ink-muted" data-testid="post-date">
              {date}
            </time>
          ) : (
            <span className="text-ink-muted" data-testid="post-date">
              {date}
            </span>
          )}
          <span className="text-ink-muted" data-testid="post-reading-time">
            {readingTimeLabel(blog.readingMinutes)}
          </span>
        </span>
      </div>
    </header>
  );
}
