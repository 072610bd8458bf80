/**
 * The app's blog types: what the mappers make of any Strapi shape (product §3), and what pages,
 * views and island props use. Nothing here knows Strapi.
 */

/** The app's blog post, whatever shape the CMS answered with (product §3). */
import type { RichBlock } from '../rich-text/types';

/**
 * What an editor chose must stay in view when an image is cropped (Strapi's focal point picker):
 * percent from the left and from the top.
 */
export interface FocalPoint {
  x: number;
  y: number;
}

export interface Blog {
  id: string;
  slug: string | null;
  /** Title with the "Untitled Blog" fallback applied. */
  title: string;
  /** The post's content, mapped once (lib/strapi/rich-text.ts): media URLs absolute, links safe. */
  content: RichBlock[];
  /** Minutes to read it (lib/rich-text/reading.ts). */
  readingMinutes: number;
  publishedAt: string | null;
  coverImage: BlogImage | null;
  category: Category | null;
  author: Author | null;
  /** The editors' SEO and social fields; absent where the CMS was not asked (lib/seo/post.ts falls back). */
  seo?: PostSeo | null;
}

/** What an editor set for search results and shared links: each field null when left empty. */
export interface PostSeo {
  title: string | null;
  description: string | null;
  image: BlogImage | null;
  noindex: boolean;
}

export interface BlogImage {
  url: string;
  thumbnailUrl: string;
  /** A card-sized rendition (Strapi's `small`, else `medium`, else the thumbnail). */
  cardUrl: string;
  alt: string;
  width: number | null;
  height: number | null;
  /** Every rendition with a known width (Strapi's formats and the original), narrowest first. */
  sources: ImageSource[];
  /** What the editor chose must stay in view when the image is cropped (percent), or null: the centre. */
  focalPoint: FocalPoint | null;
}

export interface ImageSource {
  url: string;
  width: number;
}

export interface Category {
  /** The readable key of the list's URL (`?category=marketing-crm`): lib/blog/categories.ts. */
  key: string;
  id: number | null;
  documentId: string | null;
  name: string;
}

export interface Author {
  name: string;
  bio: string | null;
  avatarUrl: string | null;
  /** First letter of the name, for the avatar fallback. */
  initial: string;
}

/**
 * A list page's first card and the phone copy of its cover (lib/build/phone-cover.ts): that cover is
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
