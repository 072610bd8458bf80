import { BLOG, BLOG_MESSAGES } from '../../lib/blog/constants';
import { formatDate, isAvif, srcsetOf } from '../../lib/blog/format';
import type { Blog, BlogImage } from '../../lib/blog/model';
import { RichBlocks } from './RichBlocks';
import { ContentsAside, ContentsFold } from './Contents';
import { postBreadcrumb } from '../../lib/seo/post';
import { tableOfContents, withHeadingIds } from '../../lib/rich-text/outline';
import { readingTimeLabel } from '../../lib/rich-text/reading';
import { buttonClasses } from '../ui/button';
import { ChevronLeftIcon } from '../ui/icons';
import { Breadcrumb } from '../ui/Breadcrumb';
import { MoreReadingBlock } from './MoreReading';
import type { MoreReading } from '../../lib/blog/related';
import { POST_COVER_SIZES } from '../../lib/blog/post-page';
import { ROUTES, categoryPageHref } from '../../config/routes';
import { WIDER_THAN_PHONE } from '../../config/breakpoints';
import { focalClasses } from '../../lib/ui/focal';
import { cn } from '../../lib/ui/cn';

/**
 * The cover: on a phone the copy that came with the HTML (when the build made one), on wider
 * screens the rendition their width needs from the `srcset`.
 */
function Cover({ image, phoneCover }: { image: BlogImage; phoneCover: string | null }) {
  const srcset = srcsetOf(image.sources);
  const drawn = {
    width: image.width ?? undefined,
    height: image.height ?? undefined,
    // Cropped from tablets up (the 400 px box), around the editor's focal point.
    className: cn('block h-auto w-full md:h-full md:object-cover', focalClasses(image.focalPoint)),
    fetchPriority: 'high',
  } as const;
  if (phoneCover && srcset) {
    return (
      <picture>
        <source media={WIDER_THAN_PHONE} srcSet={srcset} sizes={POST_COVER_SIZES} />
        {isAvif(phoneCover) && <source type="image/avif" srcSet={phoneCover} />}
        <img src={isAvif(phoneCover) ? image.url : phoneCover} alt={image.alt} {...drawn} />
      </picture>
    );
  }
  // sizes only beside a srcset (HTML requires it; React copies it into the preload link).
  return <img src={image.url} srcSet={srcset ?? undefined} sizes={srcset ? POST_COVER_SIZES : undefined} alt={image.alt} {...drawn} />;
}

/**
 * A blog post (product §2 Blog post): breadcrumb, Back to Blogs, category chip, title, author, date,
 * cover, content or the no-content notice, About the Author, Back to All Blogs.
 * Rendered to static HTML on post pages and in the browser for posts newer than the build.
 * `more` (related, previous and next posts) and `categoryLinked` (the chip links to the
 * category's page) come from the build's data; a post newer than the build shows neither, and
 * draws its cover from the files alone (`phoneCover` is the build's too).
 */
export function BlogPostView({
  blog,
  more,
  categoryLinked = false,
  phoneCover = null,
}: {
  blog: Blog;
  more?: MoreReading;
  categoryLinked?: boolean;
  /** The cover for phones as a `data:` URL (lib/build/phone-cover), from the build; null draws the file. */
  phoneCover?: string | null;
}) {
  const date = formatDate(blog.publishedAt) ?? BLOG.unpublished.post;
  const categoryName = blog.category?.name ?? BLOG.noCategory;
  // Ids for the contents' links: given here, where they are used (cards need none).
  const blocks = withHeadingIds(blog.content);
  const contents = tableOfContents(blocks);

  return (
    <article className="container-page max-w-4xl py-10 sm:py-14" data-testid="blog-post">
      <Breadcrumb trail={postBreadcrumb(blog)} />
      <a href={ROUTES.blog} className={buttonClasses('ghost', 'sm', 'mt-4 -ml-3')}>
        <ChevronLeftIcon className="h-4 w-4" />
        Back to Blogs
      </a>

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

      {/* Height 400 (product §9) from the tablet width up; narrower, the box takes the artwork's own
          proportions, since 400 px of height on a phone cropped away both sides of it. */}
      <div className="vt-post-cover mt-8 overflow-hidden rounded-3xl bg-brand-100 md:h-[400px]" data-testid="post-cover">
        {blog.coverImage ? (
          <Cover image={blog.coverImage} phoneCover={phoneCover} />
        ) : (
          <div
            className="flex aspect-1200/630 w-full items-center justify-center bg-linear-to-br from-brand-100 to-brand-200 md:aspect-auto md:h-full"
            role="img"
            aria-label="No cover image"
          >
            <span className="font-heading text-6xl font-bold text-brand/40" aria-hidden="true">
              {blog.title.charAt(0)}
            </span>
          </div>
        )}
      </div>

      {contents.length > 0 && <ContentsFold entries={contents} />}
      <div className={contents.length > 0 ? 'xl:grid xl:grid-cols-[minmax(0,1fr)_13rem] xl:gap-10' : undefined}>
        <div className="rich-text mt-10 min-w-0" data-testid="post-content">
          {blocks.length > 0 ? (
            <RichBlocks blocks={blocks} />
          ) : (
            <p role="note" className="rounded-2xl border border-brand-200 bg-brand-50 px-5 py-4 text-ink">
              {BLOG_MESSAGES.noContent}
            </p>
          )}
        </div>
        {contents.length > 0 && <ContentsAside entries={contents} />}
      </div>

      {blog.author?.bio && (
        <aside className="mt-12 flex gap-5 rounded-3xl bg-brand-50 p-6 sm:p-8" aria-labelledby="about-author">
          <Avatar name={blog.author.name} url={blog.author.avatarUrl} initial={blog.author.initial} large />
          <div>
            <h2 id="about-author" className="text-xl">
              About the Author
            </h2>
            <p className="mt-1 font-semibold text-ink">{blog.author.name}</p>
            <p className="mt-2 whitespace-pre-line text-ink-muted">{blog.author.bio}</p>
          </div>
        </aside>
      )}

      {more && <MoreReadingBlock more={more} />}

      <div className="mt-12 border-t border-brand-100 pt-8">
        <a href={ROUTES.blog} className={buttonClasses('secondary', 'md')}>
          <ChevronLeftIcon className="h-4 w-4" />
          Back to All Blogs
        </a>
      </div>
    </article>
  );
}

function Avatar({ name, url, initial, large = false }: { name: string; url: string | null; initial: string; large?: boolean }) {
  const size = large ? 'h-16 w-16 text-2xl' : 'h-10 w-10 text-base';
  return url ? (
    <img
      src={url}
      alt={name}
      width={large ? 64 : 40}
      height={large ? 64 : 40}
      className={`${size} shrink-0 rounded-full object-cover`}
      loading="lazy"
      // In a phone's first screen, the browser would raise it to high priority; the cover is the
      // page's largest paint and must not wait behind it (a slow phone's simulated load did: 1.06 s).
      fetchPriority="low"
    />
  ) : (
    <span
      className={`${size} inline-flex shrink-0 items-center justify-center rounded-full bg-brand font-heading font-bold text-white`}
      role="img"
      aria-label={name}
      data-testid="avatar-initial"
    >
      {initial}
    </span>
  );
}
