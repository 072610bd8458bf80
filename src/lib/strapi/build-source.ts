import { findCategory } from '../blog/categories';
import { BUILD_FETCH, getCollection } from './client';
import { BLOG } from '../blog/constants';
import { toBlogs, toCategories } from './mappers';
import { toCard } from '../blog/format';
import type { Blog, BlogCard, BlogData, Category } from '../blog/model';
import { allPostsQuery, categoriesQuery } from './queries';

/**
 * The blog the build reads: every post and category from the Strapi at `contentHost`, or (unset)
 * from the sample content bundled in Strapi 5's response shape, read by the same mappers. The
 * build retries briefly and then fails loudly; it never publishes a partial blog.
 */

/**
 * The bundled sample as Strapi 5 answers it (`GET /api/blogs`, `GET /api/categories`). Pages pass
 * it in (data/sample-blog): lib never reads data itself.
 */
export interface SampleBlog {
  blogs: unknown;
  categories: unknown;
}

/**
 * The blog: the CMS when `contentHost` is set, else `sample`. Each call reads anew; a build reads
 * it once for all its pages through the content layer (src/content.config.ts, lib/strapi/loaders.ts).
 */
export function loadBlogData(contentHost: string | undefined, sample: SampleBlog): Promise<BlogData> {
  return contentHost ? fromCms(contentHost) : Promise.resolve(fromSample(sample));
}

/** The sample read through the Strapi mappers, as the CMS's answers would be. */
export function fromSample(sample: SampleBlog): BlogData {
  return withListKeys(toBlogs(sample.blogs, ''), toCategories(sample.categories));
}

async function fromCms(contentHost: string): Promise<BlogData> {
  const posts: Blog[] = [];
  for (let page = 1; ; page++) {
    const res = await getCollection(contentHost, 'blogs', allPostsQuery(page), BUILD_FETCH);
    posts.push(...toBlogs(res.data, contentHost));
    const pageCount = res.meta?.pagination?.pageCount ?? 1;
    if (page >= pageCount || !res.data?.length) break;
  }
  const categories = await getCollection(contentHost, 'categories', categoriesQuery(), BUILD_FETCH);
  return withListKeys(posts, toCategories(categories.data));
}

/**
 * A post's category carries the key the category list gave it, so the two agree even when
 * two names slug alike and the list told them apart (lib/blog/categories.ts).
 */
export function withListKeys(posts: Blog[], categories: Category[]): BlogData {
  return {
    posts: posts.map((p) => {
      const listed = p.category && findCategory(categories, p.category);
      return listed && p.category && listed.key !== p.category.key ? { ...p, category: { ...p.category, key: listed.key } } : p;
    }),
    categories,
  };
}

/** Newest posts first, for the home carousel. */
export function latestCards(posts: readonly Blog[]): BlogCard[] {
  return [...posts]
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))
    .slice(0, BLOG.homeCount)
    .map((p) => toCard(p, 'home'));
}
