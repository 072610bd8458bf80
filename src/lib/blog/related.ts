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

/**
 * A build's posts in the list's order, grouped by category, with where each id and slug first
 * appears: sorted once, so asking it for every post of a large blog grows with the posts, not
 * with their square.
 */
interface PostIndex {
  order: Linkable[];
  byCategory: Map<string, Linkable[]>;
  firstById: Map<Blog['id'], number>;
  firstBySlug: Map<string, number>;
}

function indexPosts(posts: readonly Blog[]): PostIndex {
  const index: PostIndex = { order: newestFirst(posts), byCategory: new Map(), firstById: new Map(), firstBySlug: new Map() };
  index.order.forEach((p, i) => {
    if (!index.firstById.has(p.id)) index.firstById.set(p.id, i);
    if (!index.firstBySlug.has(p.slug)) index.firstBySlug.set(p.slug, i);
    const key = p.category?.key;
    if (!key) return;
    const group = index.byCategory.get(key);
    if (group) group.push(p);
    else index.byCategory.set(key, [p]);
  });
  return index;
}

/** Where `post` is in the order: the first post that is it, by id or by slug; -1 when none is. */
function positionOf({ firstById, firstBySlug }: PostIndex, post: Blog): number {
  const found = [firstById.get(post.id), post.slug === null ? undefined : firstBySlug.get(post.slug)].filter((i) => i !== undefined);
  return found.length ? Math.min(...found) : -1;
}

function relatedIn({ order, byCategory }: PostIndex, post: Blog, max: number): Linkable[] {
  const key = post.category?.key;
  const related: Linkable[] = [];
  const take = (candidates: readonly Linkable[], keep: (p: Linkable) => boolean) => {
    for (const p of candidates) {
      if (related.length >= max) return;
      if (!isSame(p, post) && keep(p)) related.push(p);
    }
  };
  if (key) take(byCategory.get(key) ?? [], () => true);
  take(order, (p) => !key || p.category?.key !== key);
  return related;
}

function adjacentIn(index: PostIndex, post: Blog): { previous: Linkable | null; next: Linkable | null } {
  const at = positionOf(index, post);
  if (at < 0) return { previous: null, next: null };
  return { previous: index.order[at + 1] ?? null, next: index.order[at - 1] ?? null };
}

/** Up to `max` other posts: those of the post's category first, then the rest, each newest first. */
export function relatedPosts(post: Blog, posts: readonly Blog[], max = RELATED_MAX): Linkable[] {
  return relatedIn(indexPosts(posts), post, max);
}

/** The posts published just before and just after `post`, in the list's order; null at either end or when it is not among them. */
export function adjacentPosts(post: Blog, posts: readonly Blog[]): { previous: Linkable | null; next: Linkable | null } {
  return adjacentIn(indexPosts(posts), post);
}

/** The block at the end of a post, as links. */
export function moreReading(post: Blog, posts: readonly Blog[]): MoreReading {
  return moreReadingOf(posts)(post);
}

/** `moreReading` for every post of a build, from one index of the posts, each post's link made once. */
export function moreReadingOf(posts: readonly Blog[]): (post: Blog) => MoreReading {
  const index = indexPosts(posts);
  const links = new Map<Linkable, PostLink>();
  const link = (p: Linkable) => links.get(p) ?? links.set(p, postLink(p)).get(p)!;
  return (post) => {
    const { previous, next } = adjacentIn(index, post);
    return {
      related: relatedIn(index, post, RELATED_MAX).map(link),
      previous: previous && link(previous),
      next: next && link(next),
    };
  };
}
