import { describe, expect, it } from 'vitest';
import { coverPreload, postPaths, POST_COVER_SIZES } from './post-page';
import { WIDER_THAN_PHONE } from '../../config/breakpoints';
import type { Blog, BlogImage, Category } from './model';

const seo: Category = { key: 'seo', id: 1, documentId: 'c1', name: 'SEO' };
const ads: Category = { key: 'ads', id: 2, documentId: 'c2', name: 'Ads' };
const post = (slug: string | null, category: Category | null, publishedAt = '2026-01-01'): Blog => ({
  id: slug ?? 'none',
  slug,
  title: `Title ${slug}`,
  content: [],
  readingMinutes: 3,
  publishedAt,
  coverImage: null,
  category,
  author: null,
});
const image = (sources: BlogImage['sources']): BlogImage => ({
  url: '/cover.jpg',
  thumbnailUrl: '/t.jpg',
  cardUrl: '/c.jpg',
  alt: 'A cover',
  width: 1600,
  height: 900,
  sources,
  focalPoint: null,
});

describe('postPaths: one page per post with a slug', () => {
  it('skips a post without a slug, links a category only when it has a page, and picks more reading', () => {
    const a = post('a', seo, '2026-01-03');
    const b = post('b', seo, '2026-01-02');
    // A category no post list is built for (not among the build's categories).
    const c = post('c', ads, '2026-01-01');
    const paths = postPaths({ posts: [a, b, c, post(null, seo)], categories: [seo] });
    expect(paths.map((p) => p.params.slug)).toEqual(['a', 'b', 'c']);
    expect(paths.map((p) => p.props.categoryLinked)).toEqual([true, true, false]);
    expect(paths[0]!.props.post).toBe(a);
    expect(paths[0]!.props.more.related.map((r) => r.slug)).toContain('b');
  });
});

describe('coverPreload: the wide screen asks early, the phone has its copy', () => {
  const sources = [
    { url: '/cover-750.jpg', width: 750 },
    { url: '/cover-1600.jpg', width: 1600 },
  ];
  it('renditions: a srcset at the cover’s sizes, for wider screens only when the phone has a copy', () => {
    expect(coverPreload(image(sources), 'data:image/jpeg;base64,AA')).toEqual({
      href: undefined,
      imagesrcset: '/cover-750.jpg 750w, /cover-1600.jpg 1600w',
      imagesizes: POST_COVER_SIZES,
      media: WIDER_THAN_PHONE,
    });
    expect(coverPreload(image(sources), null)?.media).toBeUndefined();
  });
  it('a lone file: preloaded as it is, on every screen', () => {
    expect(coverPreload(image([]), null)).toEqual({ href: '/cover.jpg', imagesrcset: undefined, imagesizes: undefined, media: undefined });
  });
  it('no cover: nothing', () => expect(coverPreload(null, null)).toBeNull());
});
