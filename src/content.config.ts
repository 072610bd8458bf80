import { defineCollection } from 'astro:content';
import { PUBLIC_STRAPI_URL } from 'astro:env/client';
import { storedCategorySchema, storedPostSchema } from './lib/blog/schema';
import { buildBlogEntries } from './build/strapi/loaders';
import { sampleBlog } from './data/sample-blog';

/**
 * The blog's collections: the posts and categories of the Strapi at PUBLIC_STRAPI_URL, or of the
 * bundled sample when it is unset, read once per sync by Astro's inline loaders and each entry
 * checked against the blog's own schemas (lib/blog/schema.ts, which the app's types are inferred
 * from). Pages ask `getCollection` / `getEntry` through src/build/collections/blog.ts.
 */
const entries = buildBlogEntries(PUBLIC_STRAPI_URL, sampleBlog);

export const collections = {
  posts: defineCollection({ loader: entries.posts, schema: storedPostSchema }),
  categories: defineCollection({ loader: entries.categories, schema: storedCategorySchema }),
};
