import { BLOG } from './constants';
import { plainText } from './format';
import { truncate } from './truncate';
import type { Blog } from './model';
import { blogHref } from '../../config/routes';

/** One item of the RSS feed (what @astrojs/rss takes). */
export interface FeedItem {
  title: string;
  link: string;
  pubDate?: Date | undefined;
  description: string;
  categories?: string[] | undefined;
}

/**
 * The feed's items: the newest BLOG.rssItems posts that have an address, newest first. Readers
 * poll a feed for what is new; one of every post grew with the blog (docs/performance.md).
 */
export function feedItems(posts: readonly Blog[], limit: number = BLOG.rssItems): FeedItem[] {
  return [...posts]
    .filter((p) => p.slug)
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))
    .slice(0, limit)
    .map((p) => ({
      title: p.title,
      link: blogHref(p.slug!),
      pubDate: p.publishedAt ? new Date(p.publishedAt) : undefined,
      description: truncate(plainText(p.content), 280),
      categories: p.category ? [p.category.name] : undefined,
    }));
}
