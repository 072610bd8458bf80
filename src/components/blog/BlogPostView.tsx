import { BLOG_MESSAGES } from '../../lib/blog/constants';
import type { Blog } from '../../lib/blog/model';
import { RichBlocks } from './RichBlocks';
import { ContentsAside, ContentsFold } from './Contents';
import { postBreadcrumb } from '../../lib/seo/post';
import { tableOfContents, withHeadingIds } from '../../lib/rich-text/outline';
import { buttonClasses } from '../ui/button';
import { ChevronLeftIcon } from '../ui/icons';
import { Breadcrumb } from '../ui/Breadcrumb';
import { MoreReadingBlock } from './MoreReading';
import type { MoreReading } from '../../lib/blog/related';
import { ROUTES } from '../../config/routes';
import { Avatar } from './Avatar';
import { PostCover } from './PostCover';
import { PostHeader } from './PostHeader';

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
  /** The cover for phones as a `data:` URL (src/build/phone-cover), from the build; null draws the file. */
  phoneCover?: string | null;
}) {
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

      <PostHeader blog={blog} categoryLinked={categoryLinked} />

      {/* Height 400 (product §9) from the tablet width up; narrower, the box takes the artwork's own
          proportions, since 400 px of height on a phone cropped away both sides of it. */}
      <div className="vt-post-cover mt-8 overflow-hidden rounded-3xl bg-brand-100 md:h-[400px]" data-testid="post-cover">
        <PostCover blog={blog} phoneCover={phoneCover} />
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
