import { readingTimeLabel } from '../rich-text/reading';
import { BLOG, type CardVariant } from './constants';
import type { Blog, BlogCard, ImageSource } from './model';
import type { Inline, ListEntry, RichBlock } from '../rich-text/types';
import { truncate } from './truncate';

/**
 * The app's blog for display: plain text, dates, `srcset` and cards with product §9's limits and
 * fallbacks. Pages, views and islands use these without knowing Strapi.
 */

/** An `srcset` value for the renditions, or null when there are none to choose from. */
export function srcsetOf(sources: readonly ImageSource[]): string | null {
  return sources.length ? sources.map((s) => `${s.url} ${s.width}w`).join(', ') : null;
}

/** Plain text of rich-text blocks: each block's text, list items and blocks apart, whitespace collapsed. */
export function plainText(blocks: readonly RichBlock[]): string {
  const runs = (inlines: readonly Inline[]): string => inlines.map((r) => (r.kind === 'link' ? runs(r.children) : r.text)).join('');
  const entries = (items: readonly ListEntry[]): string[] =>
    items.flatMap((e) => (e.kind === 'item' ? [runs(e.children)] : entries(e.items)));
  const text = blocks.map((block) => {
    switch (block.kind) {
      case 'list':
        return entries(block.items).join(' ');
      case 'code':
        return block.text;
      case 'image':
        return '';
      default:
        return runs(block.children);
    }
  });
  return text.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * One formatter for every date: `toLocaleDateString` builds a new one at each call, which was the
 * costliest single function of a build with thousands of posts (docs/performance.md). Built on
 * the first date, not when the module is first run: building it was a slow phone's costliest step
 * in waking the blog search, which formats no date (its cards come with theirs; the figure:
 * docs/performance.md, "The first tap on a phone").
 */
let longDate: Intl.DateTimeFormat | undefined;

/** "January 5, 2025" (en-US long, UTC so build and browser agree), or null. */
export function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  longDate ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return longDate.format(date);
}

/** A card of the home carousel or the list grid (product §9: its own cuts and fallbacks per variant). */
export function toCard(blog: Blog, variant: CardVariant): BlogCard {
  const text = plainText(blog.content);
  return {
    id: blog.id,
    slug: blog.slug,
    title: truncate(blog.title, BLOG.titleMax[variant]),
    excerpt: text ? truncate(text, BLOG.excerptMax[variant]) : BLOG.noExcerpt,
    categoryLabel: blog.category?.name ?? BLOG.categoryFallback[variant],
    dateLabel: formatDate(blog.publishedAt) ?? BLOG.unpublished[variant],
    readingTime: readingTimeLabel(blog.readingMinutes),
    publishedAt: blog.publishedAt,
    imageUrl: blog.coverImage?.cardUrl ?? null,
    imageSrcset: blog.coverImage ? srcsetOf(blog.coverImage.sources) : null,
    imageAlt: blog.coverImage?.alt ?? '',
    imageFocus: blog.coverImage?.focalPoint ?? null,
  };
}

/**
 * Whether a phone's cover copy (src/build/phone-cover) is AVIF: then it is offered as a `<source>`
 * of that type, and a browser without AVIF takes the cover's file instead.
 */
export function isAvif(src: string): boolean {
  return src.startsWith('data:image/avif');
}
