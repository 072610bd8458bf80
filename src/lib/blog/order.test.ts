import { describe, expect, it } from 'vitest';
import { inCmsOrder, newestFirst } from './order';

describe('the blog in the CMS’s order, whatever order the store keeps', () => {
  it('posts newest first; a draft without a date last; ties by id', () => {
    const posts = [
      { id: 'a', publishedAt: '2026-01-02T00:00:00.000Z' },
      { id: 'z', publishedAt: '2026-03-01T00:00:00.000Z' },
      { id: 'm', publishedAt: null },
      { id: 'c', publishedAt: '2026-01-02T00:00:00.000Z' },
    ];
    expect(newestFirst(posts).map((p) => p.id)).toEqual(['z', 'a', 'c', 'm']);
    expect(posts.map((p) => p.id)).toEqual(['a', 'z', 'm', 'c']);
  });

  it('categories by their CMS id, as Strapi lists them; one without an id after, by key', () => {
    const categories = [
      { id: 4, key: 'ads' },
      { id: null, key: 'b-new' },
      { id: 1, key: 'web-design' },
      { id: null, key: 'a-new' },
      { id: 2, key: 'seo' },
    ];
    expect(inCmsOrder(categories).map((c) => c.key)).toEqual(['web-design', 'seo', 'ads', 'a-new', 'b-new']);
  });
});
