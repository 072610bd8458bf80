import { BLOG } from './constants';

/**
 * Query strings of SPEC §7, built with URLSearchParams (no `qs`: it would add ~15 KB to the
 * blog island). The site never sends `status` (the public role could read drafts with it): only
 * the edge's preview asks for a draft, with its own token (previewQuery).
 */

/** Home carousel: the 3 newest. */
export function homeQuery(): string {
  return new URLSearchParams({
    populate: '*',
    'pagination[pageSize]': String(BLOG.homeCount),
    sort: 'publishedAt:desc',
  }).toString();
}

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

/** Titles for search suggestions; asks for the maximum page, not Strapi's default 25. */
export function titlesQuery(): string {
  return new URLSearchParams({ fields: 'title', 'pagination[pageSize]': String(BLOG.titlesPageSize) }).toString();
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

/** Every published post, page by page, for the build (deep author avatar, as bySlugQuery). */
export function allPostsQuery(page: number): string {
  return new URLSearchParams({
    'populate[coverImage]': 'true',
    'populate[category]': 'true',
    'populate[author][populate]': 'avatar',
    'pagination[page]': String(page),
    'pagination[pageSize]': String(BLOG.buildPageSize),
    sort: 'publishedAt:desc',
  }).toString();
}

/** `${contentHost}/api` without a doubled slash. */
export function apiBase(contentHost: string): string {
  return `${contentHost.replace(/\/+$/, '')}/api`;
}
