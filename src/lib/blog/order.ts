import type { Blog, Category } from './model';

/**
 * The blog in the order the CMS gives it, whatever order a store hands it back in (Astro 7's
 * content store keeps a collection's entries sorted by id, and a post's id is its random
 * documentId): posts newest first, as `sort=publishedAt:desc` asks; categories as Strapi lists
 * them, by their numeric id.
 */
export function newestFirst<T extends Pick<Blog, 'publishedAt' | 'id'>>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || a.id.localeCompare(b.id));
}

export function inCmsOrder<T extends Pick<Category, 'id' | 'key'>>(categories: readonly T[]): T[] {
  const rank = (c: T) => (typeof c.id === 'number' ? c.id : Number.MAX_SAFE_INTEGER);
  return [...categories].sort((a, b) => rank(a) - rank(b) || a.key.localeCompare(b.key));
}
