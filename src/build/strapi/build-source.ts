import { BUILD_FETCH, getCollection } from '../../lib/strapi/client';
import { BLOG } from '../../lib/blog/constants';
import { toBlogs, toCategories } from '../../lib/strapi/mappers';
import { toCard } from '../../lib/blog/format';
import type { Blog, BlogCard, Category } from '../../lib/blog/model';
import { allPostsQuery, categoriesQuery } from '../../lib/strapi/queries';

/**
 * The blog the build reads: every post and category from the Strapi at `contentHost`, or (unset)
 * from the sample content bundled in Strapi 5's response shape, read by the same mappers. The
 * build retries briefly and then fails loudly; it never publishes a partial blog.
 */

/**
 * The bundled sample as Strapi 5 answers it (`GET /api/blogs`, `GET /api/categories`). Pages pass
 * it in (data/sample-blog): this module never reads data itself.
 */
export interface SampleBlog {
  blogs: unknown;
  categories: unknown;
}

/** Where the blog comes from: each call reads anew (the content layer calls once per sync). */
export interface BlogSource {
  posts(): Promise<Blog[]>;
  categories(): Promise<Category[]>;
}

/** The blog of the CMS when `contentHost` is set, else of `sample`, read by the same mappers. */
export function blogSource(contentHost: string | undefined, sample: SampleBlog): BlogSource {
  if (!contentHost) {
    return { posts: async () => toBlogs(sample.blogs, ''), categories: async () => toCategories(sample.categories) };
  }
  return {
    posts: () => cmsPosts(contentHost),
    categories: async () => toCategories((await getCollection(contentHost, 'categories', categoriesQuery(), BUILD_FETCH)).data),
  };
}

async function cmsPosts(contentHost: string): Promise<Blog[]> {
  const posts: Blog[] = [];
  for (let page = 1; ; page++) {
    const res = await getCollection(contentHost, 'blogs', allPostsQuery(page), BUILD_FETCH);
    posts.push(...toBlogs(res.data, contentHost));
    const pageCount = res.meta?.pagination?.pageCount ?? 1;
    if (page >= pageCount || !res.data?.length) break;
  }
  return posts;
}

/** Newest posts first, for the home carousel. */
export function latestCards(posts: readonly Blog[]): BlogCard[] {
  return [...posts]
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))
    .slice(0, BLOG.homeCount)
    .map((p) => toCard(p, 'home'));
}
