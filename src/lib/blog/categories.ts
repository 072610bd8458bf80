/**
 * Readable category keys for the blog list's URL (`?category=marketing-crm`): a slug of the
 * category's name, since Strapi's Category has no slug field of its own (cms/src/api/category).
 * Older links carry the category's documentId or numeric id; they still find the same category.
 */

import type { Blog, BlogData, Category } from './model';

/**
 * The slug of a category name: lower case, accents dropped, every run of other characters one
 * hyphen ("Marketing & CRM" -> "marketing-crm"); '' when nothing readable is left.
 */
export function categorySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The key of one category on its own: its slug, else its documentId, else its id. */
export function categoryKey(category: Omit<Category, 'key'>): string {
  return categorySlug(category.name) || category.documentId || (category.id !== null ? String(category.id) : '');
}

/**
 * Keys that are unique across the list: a second category whose name slugs the same
 * ("SEO" and "S.E.O.") gets `-2`, the next `-3`, in the CMS's order.
 */
export function withUniqueKeys<T extends Category>(categories: readonly T[]): T[] {
  const taken = new Set<string>();
  return categories.map((c) => {
    let key = c.key;
    for (let n = 2; taken.has(key); n++) key = `${c.key}-${n}`;
    taken.add(key);
    return key === c.key ? c : { ...c, key };
  });
}

/** The category of the list that `ref` (a post's category) is: same documentId, else same id. */
export function findCategory<T extends Category>(categories: readonly T[], ref: Omit<Category, 'key'>): T | undefined {
  return (
    (ref.documentId ? categories.find((c) => c.documentId === ref.documentId) : undefined) ??
    (ref.id !== null ? categories.find((c) => c.id === ref.id) : undefined)
  );
}

/** The category a `?category=` value names: by its key, else (an older link) by documentId or id. */
export function categoryByParam<T extends Category>(categories: readonly T[], value: string): T | undefined {
  const v = value.trim();
  if (!v) return undefined;
  return (
    categories.find((c) => c.key === v) ??
    categories.find((c) => c.documentId === v) ??
    categories.find((c) => c.id !== null && String(c.id) === v)
  );
}

/**
 * The readable key for a `?category=` value: the key of the category it names, '' for none, and
 * unchanged when no category answers to it (the list then shows product §8's empty message).
 */
export function resolveCategoryParam(categories: readonly Category[], value: string): string {
  return categoryByParam(categories, value)?.key ?? value.trim();
}

/**
 * The categories as the list island is given them: a numeric id only where there is no
 * documentId (Strapi 4). Strapi 5 finds a category by its documentId, and the row id is the
 * database's own business: a restore numbers rows anew, and the built pages stay the same.
 */
export function islandCategories(categories: readonly Category[]): Category[] {
  return categories.map((c) => (c.documentId ? { ...c, id: null } : c));
}

/**
 * A post's category carries the key the category list gave it, so the two agree even when
 * two names slug alike and the list told them apart.
 */
export function withListKeys(posts: Blog[], categories: Category[]): BlogData {
  return {
    posts: posts.map((p) => {
      const listed = p.category && findCategory(categories, p.category);
      return listed && p.category && listed.key !== p.category.key ? { ...p, category: { ...p.category, key: listed.key } } : p;
    }),
    categories,
  };
}
