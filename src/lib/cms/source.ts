import sampleBlogs from '../../data/sample-blog/blogs.json';
import sampleCategories from '../../data/sample-blog/categories.json';
import { getCollection } from './client';
import { BLOG } from './constants';
import { toBlogs, toCategories, toCard, type Blog, type BlogCard, type Category } from './mappers';
import { allPostsQuery, categoriesQuery } from './queries';
import type { Searchable } from './listing';

/**
 * Where the build reads the blog from: the Strapi at `contentHost`, or (unset) the sample
 * content bundled in the Strapi 5 response shape, read by the same mappers.
 * The build retries briefly and then fails loudly; it never publishes a partial blog.
 */
export interface BlogData {
  posts: Blog[];
  categories: Category[];
}

const BUILD_FETCH = { attempts: 3, retryDelayMs: 1000 } as const;
const cache = new Map<string, Promise<BlogData>>();

export function loadBlogData(contentHost: string | undefined): Promise<BlogData> {
  const key = contentHost ?? '';
  if (!cache.has(key)) cache.set(key, contentHost ? fromCms(contentHost) : Promise.resolve(fromSample()));
  return cache.get(key)!;
}

export function fromSample(): BlogData {
  return { posts: toBlogs(sampleBlogs, ''), categories: toCategories(sampleCategories) };
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
  return { posts, categories: toCategories(categories.data) };
}

/** A list card that the snapshot can search (SPEC §9 list limits applied). */
export type SnapshotEntry = BlogCard & Searchable;

export interface BlogSnapshot {
  entries: SnapshotEntry[];
  categories: Array<{ key: string; name: string }>;
  titles: string[];
}

/** The JSON the list island searches when no CMS is configured. */
export function toSnapshot({ posts, categories }: BlogData): BlogSnapshot {
  return {
    entries: posts.map((p) => ({
      ...toCard(p, 'list'),
      fullTitle: p.title,
      categoryKey: p.category?.key ?? null,
    })),
    categories: categories.map((c) => ({ key: c.key, name: c.name })),
    titles: posts.map((p) => p.title),
  };
}

/** Newest posts first, for the home carousel. */
export function latestCards(posts: readonly Blog[]): BlogCard[] {
  return [...posts]
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))
    .slice(0, BLOG.homeCount)
    .map((p) => toCard(p, 'home'));
}
