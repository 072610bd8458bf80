import { z } from 'astro/zod';
import type { RichBlock } from '../rich-text/types';

/**
 * The blog's one description of a post: the content layer checks every entry against these
 * schemas (src/content.config.ts), and the app's types are inferred from them (model.ts), so a
 * field is declared once. Nothing here knows Strapi.
 */

/**
 * What an editor chose must stay in view when an image is cropped (Strapi's focal point picker):
 * percent from the left and from the top.
 */
export const focalPointSchema = z.object({ x: z.number(), y: z.number() });

export const imageSourceSchema = z.object({ url: z.string(), width: z.number() });

export const blogImageSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  /** A card-sized rendition (Strapi's `small`, else `medium`, else the thumbnail). */
  cardUrl: z.string(),
  alt: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** Every rendition with a known width (Strapi's formats and the original), narrowest first. */
  sources: z.array(imageSourceSchema),
  /** What the editor chose must stay in view when the image is cropped (percent), or null: the centre. */
  focalPoint: focalPointSchema.nullable(),
});

export const categorySchema = z.object({
  /** The readable key of the list's URL (`?category=marketing-crm`), unique in the list: lib/blog/categories.ts. */
  key: z.string(),
  id: z.number().nullable(),
  documentId: z.string().nullable(),
  name: z.string(),
});

export const authorSchema = z.object({
  name: z.string(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** First letter of the name, for the avatar fallback. */
  initial: z.string(),
});

/** What an editor set for search results and shared links: each field null when left empty. */
export const postSeoSchema = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  image: blogImageSchema.nullable(),
  noindex: z.boolean(),
});

/** The app's blog post, whatever shape the CMS answered with (product §3). */
export const blogSchema = z.object({
  id: z.string(),
  slug: z.string().nullable(),
  /** Title with the "Untitled Blog" fallback applied. */
  title: z.string(),
  /** The post's content, mapped once (lib/strapi/rich-text.ts): media URLs absolute, links safe. */
  content: z.custom<RichBlock[]>((value) => Array.isArray(value), 'content must be a list of blocks'),
  /** Minutes to read it (lib/rich-text/reading.ts). */
  readingMinutes: z.number(),
  publishedAt: z.string().nullable(),
  coverImage: blogImageSchema.nullable(),
  category: categorySchema.nullable(),
  author: authorSchema.nullable(),
  /** The editors' SEO and social fields; absent where the CMS was not asked (lib/seo/post.ts falls back). */
  seo: postSeoSchema.nullable().optional(),
});

/**
 * A post as the content layer's store keeps it: the content tree as its JSON text. Astro bundles
 * the whole store into the build as one module, where a tree costs about twice what its text
 * does (src/build/collections/blog.ts reads it back).
 */
export const storedPostSchema = blogSchema.extend({ content: blogSchema.shape.content.transform((blocks) => JSON.stringify(blocks)) });

/** A category as the store keeps it: under its list key, which is the entry's id. */
export const storedCategorySchema = z.object({ id: z.string(), category: categorySchema });
