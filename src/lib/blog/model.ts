import type { z } from 'astro/zod';
import type {
  authorSchema,
  blogImageSchema,
  blogSchema,
  categorySchema,
  focalPointSchema,
  imageSourceSchema,
  postSeoSchema,
} from './schema';

/**
 * The app's blog types: what the mappers make of any Strapi shape (product §3), and what pages,
 * views and island props use. Nothing here knows Strapi. A post's types are inferred from its
 * schemas (schema.ts), which the content layer checks each entry against: one declaration.
 */

export type FocalPoint = z.infer<typeof focalPointSchema>;
export type ImageSource = z.infer<typeof imageSourceSchema>;
export type BlogImage = z.infer<typeof blogImageSchema>;
export type Category = z.infer<typeof categorySchema>;
export type Author = z.infer<typeof authorSchema>;
export type PostSeo = z.infer<typeof postSeoSchema>;
export type Blog = z.infer<typeof blogSchema>;

/**
 * A list page's first card and the phone copy of its cover (src/build/phone-cover.ts): that cover is
 * the page's largest paint on a phone. The card it was made for is its id and its renditions, so a
 * card the list draws later with another cover never shows this copy.
 */
export interface LeadCover {
  cardId: string;
  imageSrcset: string;
  src: string;
}

/**
 * Marks the <picture> of the lead card that carries its phone copy (BlogCardView), valued with the
 * card's id, for the list's island to read back (lib/blog/lead-cover.ts). Here, not there, so that
 * the cards of every other island do not carry that reading code.
 */
export const LEAD_COVER_ATTRIBUTE = 'data-lead-cover';

/** A card of the home carousel or the list grid, with product §9's limits and fallbacks applied. */
export interface BlogCard {
  id: string;
  slug: string | null;
  title: string;
  excerpt: string;
  categoryLabel: string;
  dateLabel: string;
  /** "6 min read", the same on the card the build renders and the one the list island draws. */
  readingTime: string;
  publishedAt: string | null;
  imageUrl: string | null;
  /** `srcset` of the cover's renditions, so a phone fetches a phone-sized file. */
  imageSrcset: string | null;
  imageAlt: string;
  /** The cover's focal point, kept in view by the card's crop. */
  imageFocus: FocalPoint | null;
}

/** Everything the build knows of the blog: every published post and the category list. */
export interface BlogData {
  posts: Blog[];
  categories: Category[];
}
