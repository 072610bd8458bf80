import { describe, expect, it } from 'vitest';
import { adjacentPosts, moreReading, moreReadingOf, postLink, relatedPosts } from './related';
import type { Blog, Category } from './model';

const seo: Category = { key: 'seo', id: 1, documentId: 'c1', name: 'SEO' };
const ads: Category = { key: 'ads', id: 2, documentId: 'c2', name: 'Ads' };

function post(slug: string | null, publishedAt: string | null, category: Category | null = null, id = slug ?? 'x'): Blog {
  return { id, slug, title: `Title ${slug}`, content: [], readingMinutes: 3, publishedAt, coverImage: null, category, author: null };
}

const slugs = (posts: readonly Blog[]) => posts.map((p) => p.slug);

describe('related posts: same category first, then the newest, never the post itself', () => {
  const a = post('a', '2025-01-01', seo);
  const b = post('b', '2025-02-01', seo);
  const c = post('c', '2025-03-01', ads);
  const d = post('d', '2025-04-01', null);
  const e = post('e', '2025-05-01', seo);
  const f = post('f', null, seo);
  const all = [a, b, c, d, e, f];

  it.each([
    ['a post with two of its category: those first, newest first, then the newest other', a, all, ['e', 'b', 'f']],
    ['a post alone in its category: the newest others', c, all, ['e', 'd', 'b']],
    ['a post with no category: the newest others', d, all, ['e', 'c', 'b']],
    ['the only post: none', a, [a], []],
    ['no posts at all: none', a, [], []],
    [
      'a post the list does not hold (newer than the build): still chosen from the list',
      post('new', '2026-01-01', ads),
      all,
      ['c', 'e', 'd'],
    ],
    ['posts without a slug are never linked', c, [post(null, '2025-06-01', ads, 'n1'), a, c], ['a']],
    ['an unpublished post comes after the published ones of its group', e, [f, a], ['a', 'f']],
  ])('%s', (_, subject, posts, expected) => {
    expect(slugs(relatedPosts(subject, posts))).toEqual(expected);
  });

  it('at most three, or what is asked', () => {
    expect(relatedPosts(a, all)).toHaveLength(3);
    expect(slugs(relatedPosts(a, all, 1))).toEqual(['e']);
    expect(relatedPosts(a, all, 0)).toEqual([]);
  });

  it('the same post under another id (a second locale) is still itself', () => {
    expect(slugs(relatedPosts(post('b', '2025-02-01', seo, 'other-id'), [b, a]))).toEqual(['a']);
  });
});

describe('previous and next by date', () => {
  const oldest = post('oldest', '2024-01-01');
  const middle = post('middle', '2024-06-01');
  const newest = post('newest', '2025-01-01');
  const draft = post('draft', null);
  const all = [middle, newest, draft, oldest];

  it.each([
    ['the middle post: the older before, the newer after', middle, ['oldest', 'newest']],
    ['the newest: the one before it, none after', newest, ['middle', null]],
    ['the oldest published: the unpublished one comes after it in the list, so it is "previous"', oldest, ['draft', 'middle']],
    ['a post the list does not hold: neither', post('gone', '2024-03-01'), [null, null]],
  ])('%s', (_, subject, [previous, next]) => {
    const found = adjacentPosts(subject, all);
    expect([found.previous?.slug ?? null, found.next?.slug ?? null]).toEqual([previous, next]);
  });

  it('one post alone has neither', () => {
    expect(adjacentPosts(middle, [middle])).toEqual({ previous: null, next: null });
  });

  it('posts of the same date keep the order the CMS gave them', () => {
    const x = post('x', '2024-01-01');
    const y = post('y', '2024-01-01');
    expect(adjacentPosts(x, [x, y]).previous?.slug).toBe('y');
    expect(adjacentPosts(y, [x, y]).next?.slug).toBe('x');
  });
});

describe('the block as links', () => {
  it('each link carries the title, category (or its fallback), date (or "Unpublished") and reading time', () => {
    const subject = post('s', '2025-01-05', seo);
    const more = moreReading(subject, [subject, post('t', '2025-01-04', seo), post('u', null, null)]);
    expect(more.related).toEqual([
      { slug: 't', title: 'Title t', categoryName: 'SEO', dateLabel: 'January 4, 2025', readingTime: '3 min read' },
      { slug: 'u', title: 'Title u', categoryName: 'No Category', dateLabel: 'Unpublished', readingTime: '3 min read' },
    ]);
    expect(more.previous?.slug).toBe('t');
    expect(more.next).toBeNull();
  });
});

describe('every post of a build at once (moreReadingOf), as sorting the list again for each post answers', () => {
  // Ties of date, posts without a category, a slug or a date, one post under two ids (a second
  // locale), and posts the list does not hold: each case where the one index could drift from
  // the plain reading of the rules, written out here as the code read before it had an index.
  const categories = [seo, ads, null];
  const days = ['2025-01-01', '2025-01-02', '2025-01-02', '2025-01-03', null];
  const posts = Array.from({ length: 40 }, (_, i) =>
    post(i % 9 === 4 ? null : `p${i % 13 === 7 ? 3 : i}`, days[i % days.length]!, categories[i % 3]!, `id${i}`),
  );
  const outsiders = [post('new', '2026-01-01', ads, 'id-new'), post('p5', '2024-01-01', null, 'id-other'), post(null, null, seo, 'id0')];
  type Slugged = Blog & { slug: string };
  const isSame = (a: Blog, b: Blog) => a.id === b.id || (a.slug !== null && a.slug === b.slug);
  const plainly = (subject: Blog) => {
    const order = posts
      .filter((p): p is Slugged => Boolean(p.slug))
      .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
    const others = order.filter((p) => !isSame(p, subject));
    const key = subject.category?.key;
    const same = key ? others.filter((p) => p.category?.key === key) : [];
    const at = order.findIndex((p) => isSame(p, subject));
    const previous = at < 0 ? undefined : order[at + 1];
    const next = at < 0 ? undefined : order[at - 1];
    return {
      related: [...same, ...others.filter((p) => !same.includes(p))].slice(0, 3).map(postLink),
      previous: previous ? postLink(previous) : null,
      next: next ? postLink(next) : null,
    };
  };

  it.each([...posts, ...outsiders].map((p) => [`${p.id} (${p.slug})`, p] as const))('%s', (_, subject) => {
    expect(moreReadingOf(posts)(subject)).toEqual(plainly(subject));
  });
});
