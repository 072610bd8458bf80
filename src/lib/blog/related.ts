import { BLOG } from './constants';
import { formatDate } from './format';
import type { Blog } from './model';
import { readingTimeLabel } from '../rich-text/reading';

/**
 * What a post offers at its end: up to three related posts (same category first, then the
 * newest), and the posts published just before and just after it. Chosen at build from the
 * build's posts, so the block is static HTML.
 */

/** How many related posts a post shows at most. */
export const RELATED_MAX = 3;

/** A link to another post, with what a reader needs to choose it. */
export interface PostLink {
  slug: string;
  title: string;
  categoryName: string;
  dateLabel: string;
  readingTime: string;
}

export interface MoreReading {
  related: PostLink[];
  /** Published just before this post (older), or null. */
  previous: PostLink | null;
  /** Published just after this post (newer), or null. */
  next: PostLink | null;
}

type Linkable = Blog & { slug: string };

/** The list's order: newest first, unpublished last; posts of one date keep the CMS's order. */
function newestFirst(posts: readonly Blog[]): Linkable[] {
  return posts.filter((p): p is Linkable => Boolean(p.slug)).sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
}

function isSame(a: Blog, b: Blog): boolean {
  return a.id === b.id || (a.slug !== null && a.slug === b.slug);
}

export function postLink(post: Linkable): PostLink {
  return {
    slug: post.slug,
    title: post.title,
    categoryName: post.category?.name ?? BLOG.noCategory,
    dateLabel: formatDate(post.publishedAt) ?? BLOG.unpublished.post,
    readingTime: readingTimeLabel(post.readingMinutes),
  };
}

/** Up to `max` other posts: those of the post's category first, then the rest, each newest first. */
export function relatedPosts(post: Blog, posts: readonly Blog[], max = RELATED_MAX): Linkable[] {
  const others = newestFirst(posts).filter((p) => !isSame(p, post));
  const key = post.category?.key;
  const same = key ? others.filter((p) => p.category?.key === key) : [];
  return [...same, ...others.filter((p) => !same.includes(p))].slice(0, Math.max(0, max));
}

/** The posts published just before and just after `post`, in the list's order; null at either end or when it is not among them. */
export function adjacentPosts(post: Blog, posts: readonly Blog[]): { previous: Linkable | null; next: Linkable | null } {
  const order = newestFirst(posts);
  const at = order.findIndex((p) => isSame(p, post));
  if (at < 0) return { previous: null, next: null };
  return { previous: order[at + 1] ?? null, next: order[at - 1] ?? null };
}

/** The block at the end of a post, as links. */
export function moreReading(post: Blog, posts: readonly Blog[]): MoreReading {
  return moreReadingOf(posts)(post);
}

/**
 * `moreReading` for every post of a build, the list sorted and grouped once: asked of each of
 * 2,000 posts, sorting and filtering the whole list each time cost seconds of the build
 * (docs/performance.md). The same answers as `relatedPosts` and `adjacentPosts`.
 */
export function moreReadingOf(posts: readonly Blog[]): (post: Blog) => MoreReading {
  const order = newestFirst(posts);
  const firstById = new Map<Blog['id'], number>();
  const firstBySlug = new Map<string, number>();
  const byCategory = new Map<string, Linkable[]>();
  order.forEach((p, i) => {
    if (!firstById.has(p.id)) firstById.set(p.id, i);
    if (!firstBySlug.has(p.slug)) firstBySlug.set(p.slug, i);
    const key = p.category?.key;
    if (!key) return;
    const group = byCategory.get(key);
    if (group) group.push(p);
    else byCategory.set(key, [p]);
  });
  const links = new Map<Linkable, PostLink>();
  const link = (p: Linkable) => links.get(p) ?? links.set(p, postLink(p)).get(p)!;

  return (post) => {
    // The first post of the order that is this one, by id or by slug (as adjacentPosts finds it).
    const found = [firstById.get(post.id), post.slug === null ? undefined : firstBySlug.get(post.slug)].filter((i) => i !== undefined);
    const at = found.length ? Math.min(...found) : -1;
    const key = post.category?.key;
    const related: Linkable[] = [];
    const take = (candidates: readonly Linkable[], keep: (p: Linkable) => boolean) => {
      for (const p of candidates) {
        if (related.length >= RELATED_MAX) return;
        if (!isSame(p, post) && keep(p)) related.push(p);
      }
    };
    if (key) take(byCategory.get(key) ?? [], () => true);
    take(order, (p) => !key || p.category?.key !== key);
    const previous = at < 0 ? undefined : order[at + 1];
    const next = at < 0 ? undefined : order[at - 1];
    return { related: related.map(link), previous: previous ? link(previous) : null, next: next ? link(next) : null };
  };
}
