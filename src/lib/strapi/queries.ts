import { BLOG } from '../blog/constants';

/**
 * Query strings of product §7, built with URLSearchParams (no `qs`: it would weigh on the blog
 * island, docs/performance.md). The site never sends `status` (the public role could read drafts with it): only
 * the edge's preview asks for a draft, with its own token (previewQuery).
 */

/** A category filter: Strapi 5 `documentId` survives re-publishing, numeric `id` does not. */
export interface CategoryRef {
  id?: number | string;
  documentId?: string;
}

export interface ListParams {
  page: number;
  search?: string;
  category?: CategoryRef | null;
}

/** Blog list page: 6 per page, newest first, optional title search and category. */
export function listQuery({ page, search, category }: ListParams): string {
  const params = new URLSearchParams({
    populate: '*',
    'pagination[page]': String(page),
    'pagination[pageSize]': String(BLOG.pageSize),
    sort: 'publishedAt:desc',
  });
  const text = search?.trim();
  if (text) params.set('filters[title][$containsi]', text);
  if (category?.documentId) params.set('filters[category][documentId][$eq]', category.documentId);
  else if (category?.id !== undefined && category.id !== '') params.set('filters[category][id][$eq]', String(category.id));
  return params.toString();
}

export function categoriesQuery(): string {
  return new URLSearchParams({ populate: '*' }).toString();
}

/**
 * product §7's suggestions call: the titles, newest first, one page of Strapi's largest (100). Asked
 * for when the visitor goes to the search field; a blog that fits in it is suggested from it
 * while typing, with no request per letter. A larger one falls back to suggestionsQuery.
 */
export function titlesQuery(): string {
  return new URLSearchParams({ fields: 'title', 'pagination[pageSize]': String(BLOG.buildPageSize), sort: 'publishedAt:desc' }).toString();
}

/**
 * Search suggestions: the titles that contain the typed text, newest first, at most 5 (product §9).
 * Departs on purpose from product §7's one `fields=title` call, which could only ever bring one page
 * of titles (at most Strapi's maximum of 100): Strapi filters, so every published post can be
 * suggested, and each answer stays 5 titles long. No total is counted (`withCount=false`): the
 * island never shows one, and it spares the database a COUNT on every keystroke.
 */
export function suggestionsQuery(text: string): string {
  return new URLSearchParams({
    fields: 'title',
    'filters[title][$containsi]': text.trim(),
    'pagination[pageSize]': String(BLOG.suggestionsMax),
    'pagination[withCount]': 'false',
    sort: 'publishedAt:desc',
  }).toString();
}

/**
 * One post by slug. `populate=*` is one level deep, so the author's avatar is asked for
 * explicitly (the two forms cannot be mixed in one Strapi query).
 */
export function bySlugQuery(slug: string): string {
  return new URLSearchParams({
    'filters[slug][$eq]': slug,
    'populate[coverImage]': 'true',
    'populate[category]': 'true',
    'populate[author][populate]': 'avatar',
  }).toString();
}

/**
 * The slugs of the newest published posts, newest first: the edge's late-post Function asks this
 * one cached question instead of one per path a visitor (or a scanner) tries.
 */
export function newestSlugsQuery(count: number): string {
  return new URLSearchParams({
    'fields[0]': 'slug',
    'pagination[pageSize]': String(count),
    'pagination[withCount]': 'false',
    sort: 'publishedAt:desc',
    status: 'published',
  }).toString();
}

/**
 * One post by documentId for the edge's preview (`/api/blogs/<documentId>?…`): the draft or
 * the published version, with the same populate as a post page.
 */
export function previewQuery(status: 'draft' | 'published'): string {
  return new URLSearchParams({
    status,
    'populate[coverImage]': 'true',
    'populate[category]': 'true',
    'populate[author][populate]': 'avatar',
  }).toString();
}

/**
 * Every published post, page by page, for the build (deep author avatar, as bySlugQuery), with
 * its SEO and social fields (only the build writes a post's <head>).
 */
export function allPostsQuery(page: number): string {
  return new URLSearchParams({
    'populate[coverImage]': 'true',
    'populate[category]': 'true',
    'populate[author][populate]': 'avatar',
    'populate[seo][populate]': 'shareImage',
    'pagination[page]': String(page),
    'pagination[pageSize]': String(BLOG.buildPageSize),
    sort: 'publishedAt:desc',
  }).toString();
}

/** `${contentHost}/api` without a doubled slash. */
export function apiBase(contentHost: string): string {
  return `${contentHost.replace(/\/+$/, '')}/api`;
}
