import { describe, expect, it } from 'vitest';
import { feedItems } from './feed';
import { BLOG } from './constants';
import type { Blog } from './model';

const post = (n: number, over: Partial<Blog> = {}): Blog => ({
  id: String(n),
  slug: `post-${n}`,
  title: `Post ${n}`,
  content: [
    {
      kind: 'paragraph',
      children: [
        { kind: 'text', text: `Body of post ${n}.`, bold: false, italic: false, underline: false, strikethrough: false, code: false },
      ],
    },
  ],
  readingMinutes: 1,
  publishedAt: new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString(),
  coverImage: null,
  category: null,
  author: null,
  ...over,
});

describe('feedItems: the RSS feed carries the newest posts only', () => {
  it(`of 2,000 posts in any order, the newest ${BLOG.rssItems}, newest first`, () => {
    const posts = Array.from({ length: 2_000 }, (_, i) => post((i * 7919) % 2_000));
    const items = feedItems(posts);
    expect(BLOG.rssItems).toBe(50);
    expect(items).toHaveLength(50);
    expect(items.map((i) => i.link).slice(0, 3)).toEqual(['/blog/post-1999', '/blog/post-1998', '/blog/post-1997']);
    expect(items.at(-1)!.link).toBe('/blog/post-1950');
  });
  it('leaves out a post without an address, and says what each item is', () => {
    const items = feedItems([post(1, { slug: null }), post(2, { category: { key: 'seo', id: 1, documentId: 'c', name: 'SEO' } })]);
    expect(items).toEqual([
      {
        title: 'Post 2',
        link: '/blog/post-2',
        pubDate: new Date('2025-01-03T00:00:00.000Z'),
        description: 'Body of post 2.',
        categories: ['SEO'],
      },
    ]);
  });
});
