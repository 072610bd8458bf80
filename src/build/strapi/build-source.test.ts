import { describe, expect, it } from 'vitest';
import { latestCards } from './build-source';
import { fromSample } from './sample.test-support';
import { withListKeys } from '../../lib/blog/categories';
import { BLOG } from '../../lib/blog/constants';
import { formatDate, plainText } from '../../lib/blog/format';
import { sampleBlog } from '../../data/sample-blog';

describe('bundled sample content (read through the Strapi mappers)', () => {
  const data = fromSample(sampleBlog);

  it('has about 8 posts in 4 categories, every one with a slug, every category with a post', () => {
    expect(data.posts.length).toBeGreaterThanOrEqual(8);
    expect(data.categories).toHaveLength(4);
    for (const p of data.posts) expect(p.slug).toMatch(/^[a-z0-9-]+$/);
    for (const c of data.categories)
      expect(
        data.posts.some((p) => p.category?.key === c.key),
        c.name,
      ).toBe(true);
  });

  // The sample is the showcase a prospect sees first: no post may need a fallback of product §2/§9.
  // The odd shapes that exercise them live in ./fixtures/fallbacks (mapped in mappers.test.ts).
  it.each(data.posts.map((p) => [p.slug, p] as const))('%s is complete: nothing falls back', (_slug, p) => {
    expect(p.title).not.toBe(BLOG.untitled);
    expect(formatDate(p.publishedAt)).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(data.categories.map((c) => c.key)).toContain(p.category?.key);
    expect(p.category?.name).not.toBe(BLOG.noCategory);
    expect(p.author?.bio?.length).toBeGreaterThan(40);
    expect(p.author?.avatarUrl).toMatch(/^\/uploads\/thumbnail_/);
    // A real cover in every Strapi rendition the srcset offers, with alt text.
    expect(p.coverImage?.alt.length).toBeGreaterThan(20);
    // (Strapi's thumbnail fits 245 by 156: a square cover's is 156 wide.)
    const thumbnail = p.coverImage!.height! > p.coverImage!.width! * 0.8 ? 156 : 245;
    expect(p.coverImage?.sources.map((s) => s.width)).toEqual([thumbnail, 500, 750, 1000, 1200]);
    // A body that uses the rich text well: headings, a list, a quote, a link and an image.
    const kinds = new Set(p.content.map((b) => b.kind));
    for (const k of ['heading', 'paragraph', 'list', 'quote', 'image'] as const) expect(kinds, k).toContain(k);
    expect(JSON.stringify(p.content)).toContain('"kind":"link"');
    expect(plainText(p.content).length).toBeGreaterThan(BLOG.excerptMax.list);
    // Every block the editor wrote survives the mapping: none is empty or unknown.
    const raw = sampleBlog.blogs.find((b) => b.slug === p.slug)!;
    expect(p.content.length).toBe(raw.content.length);
  });

  it('uses every block type and inline mark of product §3', () => {
    const seen = new Set<string>();
    const walk = (n: unknown) => {
      if (Array.isArray(n)) n.forEach(walk);
      else if (n && typeof n === 'object') {
        const o = n as Record<string, unknown>;
        if (typeof o.type === 'string') seen.add(o.type);
        for (const m of ['bold', 'italic', 'underline', 'strikethrough', 'code']) if (o[m] === true) seen.add(`mark:${m}`);
        if (o.type === 'list') seen.add(`list:${String(o.format)}`);
        walk(o.children);
      }
    };
    // The sample in Strapi's own shape, as an editor's Strapi would send it.
    sampleBlog.blogs.forEach((b) => walk(b.content));
    for (const t of ['heading', 'paragraph', 'list:ordered', 'list:unordered', 'list-item', 'quote', 'code', 'image', 'link', 'text']) {
      expect(seen, t).toContain(t);
    }
    for (const m of ['bold', 'italic', 'underline', 'strikethrough', 'code']) expect(seen).toContain(`mark:${m}`);
  });

  it('the home carousel gets the 3 newest', () => {
    const cards = latestCards(data.posts);
    expect(cards).toHaveLength(3);
    const newest = [...data.posts].sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '')).slice(0, 3);
    expect(cards.map((c) => c.slug)).toEqual(newest.map((p) => p.slug));
  });
});

describe('category keys of posts and of the list agree', () => {
  it('a post takes the key the list gave its category, even one told apart from a look-alike', () => {
    const { posts, categories } = fromSample(sampleBlog);
    for (const p of posts.filter((p) => p.category)) expect(categories.map((c) => c.key)).toContain(p.category!.key);
    const twin = { ...categories[0]!, key: `${categories[0]!.key}-2`, id: 999, documentId: 'twin' };
    const post = { ...posts[0]!, category: { ...twin, key: categories[0]!.key } };
    expect(withListKeys([post], [...categories, twin]).posts[0]!.category!.key).toBe(twin.key);
  });
});
