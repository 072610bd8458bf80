import sampleBlogs from '../../data/sample-blog/blogs.json';
import sampleCategories from '../../data/sample-blog/categories.json';
import { BUILD_FETCH, getCollection } from './client';
import { BLOG } from './constants';
import { withListKeys, type BlogData } from './list-data';
import { toBlogs, toCategories } from './mappers';
import { toCard } from './format';
import type { Blog, BlogCard } from './model';
import { allPostsQuery, categoriesQuery } from './queries';

const cache = new Map<string, Promise<BlogData>>();

/**
 * Where the build reads the blog from: the Strapi at `contentHost`, or (unset) the sample
 * content bundled in the Strapi 5 response shape, read by the same mappers.
 * The build retries briefly and then fails loudly; it never publishes a partial blog.
 */
export function loadBlogData(contentHost: string | undefined): Promise<BlogData> {
  const key = contentHost ?? '';
  if (!cache.has(key)) cache.set(key, contentHost ? fromCms(contentHost) : Promise.resolve(fromSample()));
  return cache.get(key)!;
}

export function fromSample(): BlogData {
  return withListKeys(toBlogs(sampleBlogs, ''), toCategories(sampleCategories));
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

/** Newest posts first, for the home carousel. */
export function latestCards(posts: readonly Blog[]): BlogCard[] {
  return [...posts]
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))
    .slice(0, BLOG.homeCount)
    .map((p) => toCard(p, 'home'));
}
