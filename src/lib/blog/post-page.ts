import { WIDER_THAN_PHONE } from '../../config/breakpoints';
import { srcsetOf } from './format';
import { builtPages } from './list-snapshot';
import type { Blog, BlogData, BlogImage } from './model';
import { moreReadingOf, type MoreReading } from './related';

/** The post cover's widths: the page's column on a wide screen, the screen less its margins on a phone. */
export const POST_COVER_SIZES = '(min-width: 896px) 832px, calc(100vw - 40px)';

/**
 * What a post's page shows beside the post: more reading, and whether its category has a page. A
 * type, not an interface: Astro's getStaticPaths takes props of an index-signature type.
 */
export type PostPageProps = {
  post: Blog;
  more: MoreReading;
  categoryLinked: boolean;
};

/** The post pages of a build: one per post with a slug (src/pages/blog/[slug].astro). */
export function postPaths(data: BlogData): Array<{ params: { slug: string }; props: PostPageProps }> {
  const categoryPages = builtPages(data).categories;
  const moreReading = moreReadingOf(data.posts);
  return data.posts
    .filter((post): post is Blog & { slug: string } => Boolean(post.slug))
    .map((post) => ({
      params: { slug: post.slug },
      props: {
        post,
        more: moreReading(post),
        categoryLinked: Boolean(post.category && Object.hasOwn(categoryPages, post.category.key)),
      },
    }));
}

/**
 * The cover's preload: it is the largest thing a post shows first. Phones get a copy inside the
 * HTML (`phoneCover`), so it arrives with the HTML's own round trips; wider screens ask for their
 * rendition at the top of <head>, before the inlined CSS. Null without a cover.
 */
export function coverPreload(cover: BlogImage | null | undefined, phoneCover: string | null) {
  if (!cover) return null;
  const srcset = srcsetOf(cover.sources);
  return {
    href: srcset ? undefined : cover.url,
    imagesrcset: srcset ?? undefined,
    imagesizes: srcset ? POST_COVER_SIZES : undefined,
    media: phoneCover ? WIDER_THAN_PHONE : undefined,
  };
}
