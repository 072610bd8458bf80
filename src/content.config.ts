import { defineCollection, z } from 'astro:content';
import { PUBLIC_STRAPI_URL } from 'astro:env/client';
import type { RichBlock } from './lib/rich-text/types';
import { sampleBlogLoaders, strapiBlogLoaders } from './lib/strapi/loaders';
import { sampleBlog } from './data/sample-blog';

/**
 * The blog's collections: the posts and categories of the Strapi at PUBLIC_STRAPI_URL, or of the
 * bundled sample when it is unset, read once per build and each entry checked here. Pages ask
 * `getCollection` / `getEntry` (src/collections/blog.ts); the schemas are the app's own types
 * (lib/blog/model.ts), so a mapper that let a wrong shape through fails the build on that entry.
 */
const image = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  cardUrl: z.string(),
  alt: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  sources: z.array(z.object({ url: z.string(), width: z.number() })),
  focalPoint: z.object({ x: z.number(), y: z.number() }).nullable(),
});

const category = z.object({ key: z.string(), id: z.number().nullable(), documentId: z.string().nullable(), name: z.string() });

const post = z.object({
  id: z.string(),
  slug: z.string().nullable(),
  title: z.string(),
  // The rich text's tree is the mappers' to shape and lib/rich-text's to read: here, a list,
  // kept as its JSON text. Astro bundles the whole store into the build as one module, where a
  // tree costs about twice what its text does (src/collections/blog.ts reads it back).
  content: z
    .custom<RichBlock[]>((value) => Array.isArray(value), 'content must be a list of blocks')
    .transform((blocks) => JSON.stringify(blocks)),
  readingMinutes: z.number(),
  publishedAt: z.string().nullable(),
  coverImage: image.nullable(),
  category: category.nullable(),
  author: z.object({ name: z.string(), bio: z.string().nullable(), avatarUrl: z.string().nullable(), initial: z.string() }).nullable(),
  seo: z
    .object({ title: z.string().nullable(), description: z.string().nullable(), image: image.nullable(), noindex: z.boolean() })
    .nullable()
    .default(null),
});

const loaders = PUBLIC_STRAPI_URL ? strapiBlogLoaders(PUBLIC_STRAPI_URL) : sampleBlogLoaders(sampleBlog);

export const collections = {
  posts: defineCollection({ loader: loaders.posts, schema: post }),
  categories: defineCollection({ loader: loaders.categories, schema: category }),
};
