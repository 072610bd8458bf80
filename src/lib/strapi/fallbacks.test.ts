import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOG } from '../blog/constants';
import { toBlogs } from './mappers';
import { toCard } from '../blog/format';
import type { Blog } from '../blog/model';

/**
 * The fallbacks of product §2, §3 and §9 over the hand-written odd entries of fixtures/fallbacks
 * (the same ones the Strapi replay serves to the `cms` e2e project). The bundled sample blog
 * needs none of them (source.test.ts).
 */
const HOST = 'http://cms.test';
const raw: unknown[] = JSON.parse(readFileSync(new URL('./fixtures/fallbacks/blogs.json', import.meta.url), 'utf8'));
const posts = toBlogs(raw, HOST);
const post = (slug: string): Blog => posts.find((p) => p.slug === slug)!;

describe('fallback fixtures (product §2, §3, §9)', () => {
  it('every entry maps, in either Strapi shape', () => {
    expect(posts.map((p) => p.slug)).toEqual([
      'post-without-a-title',
      'an-entry-in-the-strapi-4-shape',
      'unusual-blocks-and-nested-relations',
      'a-post-without-content',
    ]);
  });

  it('no title, cover or category; an author with neither bio nor avatar', () => {
    const p = post('post-without-a-title');
    expect(p.title).toBe('Untitled Blog');
    expect(p.coverImage).toBeNull();
    expect(p.category).toBeNull();
    expect(p.author).toEqual({ name: 'linus Quill', bio: null, avatarUrl: null, initial: 'L' });
    expect(toCard(p, 'list')).toMatchObject({ title: 'Untitled Blog', categoryLabel: 'Category', imageUrl: null, imageSrcset: null });
    expect(toCard(p, 'home')).toMatchObject({ title: 'Untitled Blog', categoryLabel: 'Insights', dateLabel: 'December 20, 2024' });
  });

  it('the Strapi 4 shape: attributes, and every relation under data', () => {
    const p = post('an-entry-in-the-strapi-4-shape');
    expect(p.title).toBe('An Entry in the Strapi 4 Shape');
    expect(p.id).toBe('102');
    expect(p.category).toMatchObject({ key: 'design', name: 'Design' });
    expect(p.author).toEqual({
      name: 'Ada Lovelace',
      bio: 'Writes about engineering and the analytical engine.',
      avatarUrl: `${HOST}/uploads/thumbnail_avatar_ada_75dbe9de9c.png`,
      initial: 'A',
    });
    expect(p.coverImage).toMatchObject({ url: `${HOST}/uploads/cover_strapi_4.png`, cardUrl: `${HOST}/uploads/small_cover_strapi_4.png` });
    expect(p.coverImage!.sources.map((s) => s.width)).toEqual([245, 500, 1200]);
  });

  it('relations under data, a nameless category, a cover with only a URL, a title of one long word', () => {
    const p = post('unusual-blocks-and-nested-relations');
    expect(p.category?.name).toBe('No Category');
    expect(p.author).toMatchObject({ name: 'Grace Hopper', bio: 'Writes about compilers.', avatarUrl: null, initial: 'G' });
    expect(p.coverImage).toMatchObject({ url: `${HOST}/uploads/cover_nested_data_only_url.png`, sources: [] });
    // No word boundary within the limit: the one case where truncate cuts hard.
    expect(toCard(p, 'list').title).toBe('https://www.example.com/campaigns/spring-offer-lan...');
    expect(toCard(p, 'home').title).toBe('https://www.example.com/campaigns/spring-offe...');
  });

  it('unusual blocks follow product §3 and §5', () => {
    const blocks = post('unusual-blocks-and-nested-relations').content;
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'heading', 'container', 'image', 'paragraph']);
    expect(blocks[0]).toMatchObject({ level: 6 });
    expect(blocks[1]).toMatchObject({ level: 2 });
    expect(blocks[3]).toMatchObject({ src: `${HOST}/uploads/inline_relative.png` });
    expect(blocks[4]).toMatchObject({ children: [{ text: 'An unsafe ' }, { kind: 'link', href: null }, { text: '.' }] });
  });

  it('no content, no author, no date', () => {
    const p = post('a-post-without-content');
    expect(p.content).toEqual([]);
    expect(p.author).toBeNull();
    expect(p.publishedAt).toBeNull();
    expect(toCard(p, 'list')).toMatchObject({ excerpt: BLOG.noExcerpt, dateLabel: 'Unpublished', categoryLabel: 'Design' });
    expect(toCard(p, 'home')).toMatchObject({ excerpt: 'No content available', dateLabel: 'Coming Soon' });
  });
});
