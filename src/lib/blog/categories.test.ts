import { describe, expect, it } from 'vitest';
import { categoryKey, categorySlug, findCategory, islandCategories, resolveCategoryParam, withUniqueKeys } from './categories';
import type { Category } from './model';

describe('categorySlug: the readable key of a category name', () => {
  it.each([
    ['Marketing & CRM', 'marketing-crm'],
    ['SEO', 'seo'],
    ['Web Design', 'web-design'],
    ['  Ads / PPC  ', 'ads-ppc'],
    ['Café Société', 'cafe-societe'],
    ['Top 10 Tips!', 'top-10-tips'],
    ['---', ''],
    ['市场营销', ''],
  ])('%s -> %s', (name, slug) => {
    expect(categorySlug(name)).toBe(slug);
  });
});

describe('categoryKey', () => {
  it('the slug of the name, else the documentId, else the id', () => {
    expect(categoryKey({ name: 'Marketing & CRM', id: 3, documentId: 'wrajrw1mf7rc6tt7430bk2zc' })).toBe('marketing-crm');
    expect(categoryKey({ name: '市场', id: 3, documentId: 'doc3' })).toBe('doc3');
    expect(categoryKey({ name: '', id: 7, documentId: null })).toBe('7');
    expect(categoryKey({ name: '', id: null, documentId: null })).toBe('');
  });
});

const cat = (name: string, id: number | null, documentId: string | null): Category => ({
  key: categoryKey({ name, id, documentId }),
  name,
  id,
  documentId,
});

describe('withUniqueKeys', () => {
  it('two names that slug alike are told apart, in order; distinct keys stay as they are', () => {
    const list = [cat('SEO', 1, 'a'), cat('S.E.O.', 2, 'b'), cat('seo', 3, 'c'), cat('Web', 4, 'd')];
    expect(withUniqueKeys(list).map((c) => c.key)).toEqual(['seo', 's-e-o', 'seo-2', 'web']);
    const clash = [cat('Ads', 1, 'a'), cat('ADS', 2, 'b'), cat('Ads 2', 3, 'c')];
    expect(withUniqueKeys(clash).map((c) => c.key)).toEqual(['ads', 'ads-2', 'ads-2-2']);
    const plain = [cat('SEO', 1, 'a'), cat('Web', 2, 'b')];
    expect(withUniqueKeys(plain)[0]).toBe(plain[0]);
  });
});

describe('findCategory: a post category in the list', () => {
  const list = [cat('SEO', 1, 'doc-seo'), cat('Web', 2, null)];
  it('by documentId, else by id', () => {
    expect(findCategory(list, { name: 'SEO', id: 99, documentId: 'doc-seo' })?.key).toBe('seo');
    expect(findCategory(list, { name: 'Web', id: 2, documentId: null })?.key).toBe('web');
    expect(findCategory(list, { name: 'Gone', id: 5, documentId: 'doc-gone' })).toBeUndefined();
  });
});

describe('resolveCategoryParam: ?category= of today and of older links', () => {
  const list = withUniqueKeys([
    cat('Marketing & CRM', 3, 'wrajrw1mf7rc6tt7430bk2zc'),
    cat('SEO', 2, '6ukxtm7fhmtt05lfs93huaom'),
    cat('Legacy', 12, null),
  ]);
  it.each([
    ['marketing-crm', 'marketing-crm'],
    ['wrajrw1mf7rc6tt7430bk2zc', 'marketing-crm'],
    ['3', 'marketing-crm'],
    ['6ukxtm7fhmtt05lfs93huaom', 'seo'],
    ['2', 'seo'],
    ['12', 'legacy'],
    [' seo ', 'seo'],
    ['', ''],
    ['no-such-category', 'no-such-category'],
    ['404', '404'],
  ])('%s -> %s', (value, key) => {
    expect(resolveCategoryParam(list, value)).toBe(key);
  });
});

describe('islandCategories: no database row id where Strapi 5 has a documentId', () => {
  it('drops the id beside a documentId, keeps it alone (Strapi 4)', () => {
    expect(
      islandCategories([
        { key: 'seo', id: 5, documentId: 'doc-seo', name: 'SEO' },
        { key: 'ads', id: 7, documentId: null, name: 'Ads' },
      ]),
    ).toEqual([
      { key: 'seo', id: null, documentId: 'doc-seo', name: 'SEO' },
      { key: 'ads', id: 7, documentId: null, name: 'Ads' },
    ]);
  });
});
