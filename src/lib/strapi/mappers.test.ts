import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { categorySlug } from '../blog/categories';
import { BLOG } from '../blog/constants';
import { truncate } from '../blog/truncate';
import { toBlog, toBlogs, toCategories, toImage } from './mappers';
import { absoluteMediaUrl } from './media-url';
import { formatDate, plainText, srcsetOf, toCard } from '../blog/format';
import type { Blog } from '../blog/model';

const HOST = 'http://cms.test';
const ref = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/strapi-5/${name}.json`, import.meta.url), 'utf8'));

/** The same item as Strapi 4 would answer: `{ id, attributes }`, relations under `data`. */
type Raw = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- recorded JSON
function toV4(item: Raw): Raw {
  const media = (m: Raw | null) => (m ? { data: { id: m.id, attributes: { ...m } } } : { data: null });
  const { id, coverImage, category, author, ...rest } = item;
  return {
    id,
    attributes: {
      ...rest,
      coverImage: media(coverImage),
      category: category ? { data: { id: category.id, attributes: { name: category.name } } } : { data: null },
      author: author
        ? { data: { id: author.id, attributes: { name: author.name, bio: author.bio, avatar: media(author.avatar) } } }
        : { data: null },
    },
  };
}

describe('mappers over every recorded Strapi 5 response', () => {
  it.each([
    'home',
    'list',
    'list-page2',
    'list-search',
    'list-category',
    'list-category-documentId',
    'by-slug',
    'by-slug-deep-populate',
    'by-slug-nulls',
  ])('%s maps every item to a Blog with absolute media URLs', (name) => {
    const res = ref(name);
    const blogs = toBlogs(res.data, HOST);
    expect(blogs).toHaveLength(res.data.length);
    for (const b of blogs) {
      expect(b.title.length).toBeGreaterThan(0);
      expect(b.id).toMatch(/^[a-z0-9]{24}$/);
      if (b.coverImage) {
        expect(b.coverImage.url).toMatch(/^http:\/\/cms\.test\/uploads\//);
        expect(b.coverImage.thumbnailUrl).toMatch(/^http:\/\/cms\.test\/uploads\/thumbnail_/);
      }
      if (b.author?.avatarUrl) expect(b.author.avatarUrl).toMatch(/^http:\/\/cms\.test\/uploads\//);
      const card = toCard(b, 'list');
      expect(card.title.length).toBeLessThanOrEqual(BLOG.titleMax.list + 3);
    }
  });

  it('the deep-populated post has its author, bio and avatar', () => {
    const blog = toBlog(ref('by-slug-deep-populate').data[0], HOST)!;
    expect(blog.slug).toBe('getting-started-with-astro-islands');
    expect(blog.author).toEqual({
      name: 'Ada Lovelace',
      bio: 'Writes about engineering and the analytical engine.\nSecond line of bio.',
      avatarUrl: 'http://cms.test/uploads/thumbnail_avatar_ada_75dbe9de9c.png',
      initial: 'A',
    });
    expect(blog.category).toEqual({ key: 'engineering', id: 1, documentId: 'bfzcautfeo2gl61mgtsq5fbm', name: 'Engineering' });
    expect(blog.coverImage?.alt).toBe('Orange cover');
  });

  it('populate=* alone gives the author without avatar: the initial letter is the fallback', () => {
    const blog = toBlog(ref('by-slug').data[0], HOST)!;
    expect(blog.author?.avatarUrl).toBeNull();
    expect(blog.author?.initial).toBe('A');
  });

  it('a post with null cover and author maps to the fallbacks', () => {
    const blog = toBlog(ref('by-slug-nulls').data[0], HOST)!;
    expect(blog.coverImage).toBeNull();
    expect(blog.author).toBeNull();
  });

  it('a missing slug answers an empty data array', () => {
    expect(toBlogs(ref('by-slug-missing').data, HOST)).toEqual([]);
  });

  it('categories map to readable keys, slugs of their names', () => {
    const cats = toCategories(ref('categories').data);
    expect(cats.length).toBeGreaterThan(0);
    for (const c of cats) expect(c.key).toBe(categorySlug(c.name));
    expect(
      toCategories([
        { id: 1, documentId: 'a', name: 'Marketing & CRM' },
        { id: 2, documentId: 'b', name: 'Marketing + CRM' },
      ]).map((c) => c.key),
    ).toEqual(['marketing-crm', 'marketing-crm-2']);
  });

  it('Strapi 4 shaped items map to the same Blog', () => {
    for (const name of ['by-slug-deep-populate', 'by-slug-nulls', 'list']) {
      for (const item of ref(name).data) {
        const v5 = toBlog(item, HOST)!;
        const v4 = toBlog(toV4(item), HOST)!;
        expect(v4.title).toBe(v5.title);
        expect(v4.slug).toBe(v5.slug);
        expect(v4.coverImage?.thumbnailUrl).toBe(v5.coverImage?.thumbnailUrl);
        expect(v4.category?.name).toBe(v5.category?.name);
        expect(v4.author).toEqual(v5.author);
        expect(v4.content).toEqual(v5.content);
      }
    }
  });

  it('coverImage nested under data with only a url', () => {
    const blog = toBlog({ id: 3, title: 'X', coverImage: { data: { url: '/uploads/a.jpg' } } }, HOST)!;
    expect(blog.coverImage?.url).toBe('http://cms.test/uploads/a.jpg');
    expect(blog.coverImage?.thumbnailUrl).toBe('http://cms.test/uploads/a.jpg');
  });

  it('category nested under data', () => {
    expect(toBlog({ id: 3, category: { data: { id: 9, attributes: { name: 'SEO' } } } }, HOST)!.category?.name).toBe('SEO');
  });
});

describe('fallbacks and limits (product §2, §9)', () => {
  const bare: Blog = toBlog({ id: 1 }, HOST)!;

  it('title falls back to "Untitled Blog"', () => {
    expect(bare.title).toBe('Untitled Blog');
    expect(toBlog({ id: 1, title: '   ' }, HOST)!.title).toBe('Untitled Blog');
    expect(toBlog({ id: 1, attributes: { title: 'Old shape' } }, HOST)!.title).toBe('Old shape');
  });

  it('home and list cards use their own fallbacks', () => {
    expect(toCard(bare, 'home')).toMatchObject({ categoryLabel: 'Insights', dateLabel: 'Coming Soon', excerpt: 'No content available' });
    expect(toCard(bare, 'list')).toMatchObject({ categoryLabel: 'Category', dateLabel: 'Unpublished', excerpt: 'No content available' });
  });

  it('titles are cut at 45 (home) and 50 (list)', () => {
    const long = toBlog({ id: 1, title: 'A'.repeat(60) }, HOST)!;
    expect(toCard(long, 'home').title).toBe(`${'A'.repeat(45)}...`);
    expect(toCard(long, 'list').title).toBe(`${'A'.repeat(50)}...`);
    const exact = toBlog({ id: 1, title: 'B'.repeat(45) }, HOST)!;
    expect(toCard(exact, 'home').title).toBe('B'.repeat(45));
  });

  it('excerpts are cut at 80 (home) and 140 (list)', () => {
    const text = 'word '.repeat(60).trim();
    const blog = toBlog({ id: 1, content: [{ type: 'paragraph', children: [{ type: 'text', text }] }] }, HOST)!;
    expect(toCard(blog, 'home').excerpt).toBe(`${text.slice(0, 80).trimEnd()}...`);
    expect(toCard(blog, 'list').excerpt).toBe(`${text.slice(0, 140).trimEnd()}...`);
  });

  it('dates read like "January 5, 2025"', () => {
    expect(formatDate('2025-01-05T10:00:00.000Z')).toBe('January 5, 2025');
    expect(formatDate('2025-12-31T23:30:00.000Z')).toBe('December 31, 2025');
    expect(formatDate(null)).toBeNull();
    expect(formatDate('not a date')).toBeNull();
    const published = toBlog({ id: 1, publishedAt: '2025-01-05T10:00:00.000Z' }, HOST)!;
    expect(toCard(published, 'list').dateLabel).toBe('January 5, 2025');
  });

  it('category without a name says "No Category"', () => {
    expect(toBlog({ id: 1, category: { id: 4 } }, HOST)!.category?.name).toBe('No Category');
  });

  it('avatar initial is the first letter, upper-cased', () => {
    expect(toBlog({ id: 1, author: { name: 'maya Chen' } }, HOST)!.author?.initial).toBe('M');
  });

  it('plain text skips block structure: blocks and list items stay apart, images say nothing', () => {
    const { content } = toBlog(
      {
        id: 1,
        content: [
          { type: 'heading', level: 2, children: [{ type: 'text', text: 'Title' }] },
          {
            type: 'list',
            children: [
              { type: 'list-item', children: [{ type: 'text', text: 'one' }] },
              {
                type: 'list-item',
                children: [
                  { type: 'text', text: 'two ' },
                  { type: 'link', url: '/x', children: [{ type: 'text', text: 'link' }] },
                ],
              },
            ],
          },
          { type: 'image', image: { url: '/uploads/a.png', alternativeText: 'alt', caption: 'A caption' } },
          { type: 'code', plainText: 'npm   run build' },
        ],
      },
      HOST,
    )!;
    expect(plainText(content)).toBe('Title one two link npm run build');
    expect(plainText([])).toBe('');
  });

  it('truncate and absolute URLs', () => {
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('abcd', 3)).toBe('abc...');
    expect(absoluteMediaUrl('/uploads/a.png', 'http://h/')).toBe('http://h/uploads/a.png');
    expect(absoluteMediaUrl('https://cdn/a.png', 'http://h')).toBe('https://cdn/a.png');
    expect(absoluteMediaUrl('/uploads/a.png', '')).toBe('/uploads/a.png');
  });
});

describe('responsive images from Strapi formats', () => {
  const cover = ref('by-slug').data[0].coverImage;

  it('lists every rendition with its width, narrowest first, the original last', () => {
    expect(toImage(cover, HOST)!.sources).toEqual([
      { url: `${HOST}/uploads/thumbnail_cover_astro_e920fa1239.png`, width: 245 },
      { url: `${HOST}/uploads/small_cover_astro_e920fa1239.png`, width: 500 },
      { url: `${HOST}/uploads/medium_cover_astro_e920fa1239.png`, width: 750 },
      { url: `${HOST}/uploads/large_cover_astro_e920fa1239.png`, width: 1000 },
      { url: `${HOST}/uploads/cover_astro_e920fa1239.png`, width: 1200 },
    ]);
  });

  it('builds the srcset the card and the cover use', () => {
    const card = toCard(toBlog(ref('by-slug').data[0], HOST)!, 'list');
    expect(card.imageSrcset).toBe(
      [
        `${HOST}/uploads/thumbnail_cover_astro_e920fa1239.png 245w`,
        `${HOST}/uploads/small_cover_astro_e920fa1239.png 500w`,
        `${HOST}/uploads/medium_cover_astro_e920fa1239.png 750w`,
        `${HOST}/uploads/large_cover_astro_e920fa1239.png 1000w`,
        `${HOST}/uploads/cover_astro_e920fa1239.png 1200w`,
      ].join(', '),
    );
  });

  it('skips renditions without a width or URL, and gives no srcset when none is left', () => {
    const image = toImage({ url: '/uploads/a.png', formats: { small: { url: '/uploads/s.png' }, thumbnail: { width: 245 } } }, HOST)!;
    expect(image.sources).toEqual([]);
    expect(srcsetOf(image.sources)).toBeNull();
  });

  it('keeps one URL per width when a format repeats the original', () => {
    const image = toImage({ url: '/uploads/a.png', width: 500, formats: { small: { url: '/uploads/s.png', width: 500 } } }, HOST)!;
    expect(image.sources).toEqual([{ url: `${HOST}/uploads/s.png`, width: 500 }]);
  });
});

describe('the editor’s focal point (Strapi’s media library picker)', () => {
  it.each([
    ['set', { x: 22, y: 14 }, { x: 22, y: 14 }],
    ['unset', null, null],
    ['missing', undefined, null],
    ['not numbers', { x: '22', y: 14 }, null],
    ['out of the image', { x: 120, y: 14 }, null],
  ])('%s', (_, focalPoint, expected) => {
    expect(toImage({ url: '/uploads/a.jpg', focalPoint }, HOST)!.focalPoint).toEqual(expected);
    // Strapi 4's nested shape too.
    expect(toImage({ data: { id: 1, attributes: { url: '/uploads/a.jpg', focalPoint } } }, HOST)!.focalPoint).toEqual(expected);
  });
});
