import { getCollection, getEntry } from 'astro:content';
import type { Blog, BlogData } from '../lib/blog/model';

/**
 * The blog the content layer read for this build (src/content.config.ts), as the app's types:
 * every post, newest first, and every category. A route asks once, in its getStaticPaths or its
 * frontmatter; a page that needs one post asks for it alone (`postById`).
 */
export async function blogData(): Promise<BlogData> {
  const [posts, categories] = await Promise.all([getCollection('posts'), getCollection('categories')]);
  return { posts: posts.map((entry) => entry.data), categories: categories.map((entry) => entry.data) };
}

/** One post of the build, or null. */
export async function postById(id: string): Promise<Blog | null> {
  return (await getEntry('posts', id))?.data ?? null;
}
