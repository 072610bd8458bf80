import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allPostsQuery, apiBase, bySlugQuery, categoriesQuery, listQuery, previewQuery, suggestionsQuery } from './queries';

/** What a real Strapi 5.54 was asked (../shared/reference/strapi-5/requests.json). */
const recorded = JSON.parse(readFileSync(new URL('./fixtures/strapi-5/requests.json', import.meta.url), 'utf8')) as Record<
  string,
  { url: string }
>;
const query = (name: string) => recorded[name]!.url.split('?')[1];

describe('product §7 query strings', () => {
  it('list: page, pageSize 6, newest first', () => {
    expect(listQuery({ page: 1 })).toBe(query('list'));
    expect(listQuery({ page: 2 })).toBe('populate=*&pagination%5Bpage%5D=2&pagination%5BpageSize%5D=6&sort=publishedAt%3Adesc');
  });

  it('list with a title search ($containsi), trimmed; blank search sends no filter', () => {
    expect(listQuery({ page: 1, search: 'astro' })).toBe(query('list-search'));
    expect(listQuery({ page: 1, search: '  astro ' })).toBe(query('list-search'));
    expect(listQuery({ page: 1, search: '   ' })).toBe(query('list'));
  });

  it('list by category: documentId when known, else numeric id', () => {
    expect(listQuery({ page: 1, category: { documentId: 'bfzcautfeo2gl61mgtsq5fbm', id: 1 } })).toBe(query('list-category-documentId'));
    expect(listQuery({ page: 1, category: { id: 1 } })).toBe(query('list-category'));
  });

  it('search and category together, with characters that need encoding', () => {
    expect(listQuery({ page: 3, search: 'SEO & ads', category: { id: 7 } })).toBe(
      'populate=*&pagination%5Bpage%5D=3&pagination%5BpageSize%5D=6&sort=publishedAt%3Adesc&filters%5Btitle%5D%5B%24containsi%5D=SEO+%26+ads&filters%5Bcategory%5D%5Bid%5D%5B%24eq%5D=7',
    );
  });

  it('categories: populate=*', () => {
    expect(categoriesQuery()).toBe(query('categories'));
  });

  it('suggestions: fields=title, the typed text as a $containsi filter, 5 newest, no count (departs from one page of all titles)', () => {
    expect(suggestionsQuery('  astro ')).toBe(
      `${query('titles')}&filters%5Btitle%5D%5B%24containsi%5D=astro&pagination%5BpageSize%5D=5&pagination%5BwithCount%5D=false&sort=publishedAt%3Adesc`,
    );
    expect(suggestionsQuery('SEO & ads')).toContain('filters%5Btitle%5D%5B%24containsi%5D=SEO+%26+ads');
  });

  it('by slug: the slug filter with the author avatar populated', () => {
    expect(bySlugQuery('getting-started-with-astro-islands')).toBe(query('by-slug-deep-populate'));
  });

  it('never asks for drafts', () => {
    for (const q of [listQuery({ page: 1, search: 'x', category: { id: 1 } }), bySlugQuery('x'), allPostsQuery(1), suggestionsQuery('x')]) {
      expect(q).not.toMatch(/status/);
    }
  });

  it("the edge's preview asks for the status it was given, with a post page's populate", () => {
    const params = new URLSearchParams(previewQuery('draft'));
    expect(params.get('status')).toBe('draft');
    expect(new URLSearchParams(previewQuery('published')).get('status')).toBe('published');
    params.delete('status');
    const slugParams = new URLSearchParams(bySlugQuery('x'));
    slugParams.delete('filters[slug][$eq]');
    expect(params.toString()).toBe(slugParams.toString());
  });

  it('build query pages through everything, 100 at a time, with the SEO and social fields', () => {
    expect(allPostsQuery(2)).toContain('pagination%5Bpage%5D=2&pagination%5BpageSize%5D=100');
    expect(new URLSearchParams(allPostsQuery(1)).get('populate[seo][populate]')).toBe('shareImage');
  });

  it('api base', () => {
    expect(apiBase('http://cms.example.com/')).toBe('http://cms.example.com/api');
    expect(apiBase('http://cms.example.com')).toBe('http://cms.example.com/api');
  });
});
