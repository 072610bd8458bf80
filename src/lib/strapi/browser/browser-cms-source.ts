import { categoryByParam } from '../../blog/categories';
import { BROWSER_FETCH, getCollection } from '../client';
import { suggestTitles } from '../../blog/list-state';
import { toBlogs } from '../mappers';
import { titlesOf } from '../guards';
import { toCard } from '../../blog/format';
import type { Category } from '../../blog/model';
import { listQuery, suggestionsQuery, titlesQuery, type CategoryRef } from '../queries';
import type { CmsCalls } from './source';

/**
 * The blog list's pages and suggestions from the CMS in the browser (the product §7 calls, mapped
 * as at build time). browser-source.ts loads this module only when the list first asks the CMS:
 * the page the build rendered needs none of it.
 */
export function cmsBrowserSource(contentHost: string, categories: readonly Category[]): CmsCalls {
  return {
    titles: () => getCollection(contentHost, 'blogs', titlesQuery(), BROWSER_FETCH),
    async list(state, signal) {
      const query = listQuery({ page: state.page, search: state.search, category: categoryRef(categories, state.category) });
      const res = await getCollection(contentHost, 'blogs', query, { ...BROWSER_FETCH, signal });
      return {
        cards: toBlogs(res.data, contentHost).map((b) => toCard(b, 'list')),
        total: res.meta?.pagination?.total ?? res.data?.length ?? 0,
      };
    },
    async suggest(text, signal) {
      if (!text.trim()) return [];
      const res = await getCollection(contentHost, 'blogs', suggestionsQuery(text), { ...BROWSER_FETCH, signal });
      // Strapi has filtered already; this drops duplicates and keeps the limit of product §9.
      return suggestTitles(titlesOf(res.data), text);
    },
  };
}

/**
 * What the CMS filter needs for a category key: the documentId (else the id) of the category
 * with that key. A value no category of the build has (one added since, from an older link) is
 * passed on as a numeric id or a documentId, never an error: Strapi then finds that category,
 * or nothing.
 */
export function categoryRef(categories: readonly Category[], key: string): CategoryRef | null {
  if (!key) return null;
  const category = categoryByParam(categories, key);
  if (category?.documentId) return { documentId: category.documentId };
  if (category?.id != null) return { id: category.id };
  return /^\d+$/.test(key) ? { id: Number(key) } : { documentId: key };
}
