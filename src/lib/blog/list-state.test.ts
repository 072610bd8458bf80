import { describe, expect, it } from 'vitest';
import {
  EMPTY_LIST_STATE,
  laterPages,
  listLocation,
  listUrl,
  nextListState,
  pageCount,
  pageFromPath,
  pagedDescription,
  pagedTitle,
  queryEntries,
  stateFromLocation,
  stateFromSearch,
  stateToSearch,
  suggestTitles,
} from './list-state';

const entry = (fullTitle: string, categoryKey: string | null, publishedAt: string | null) => ({ fullTitle, categoryKey, publishedAt });
const entries = [
  entry('SEO basics', 'seo', '2025-01-01T00:00:00Z'),
  entry('Advanced seo', 'seo', '2025-03-01T00:00:00Z'),
  entry('Web design', 'web', '2025-02-01T00:00:00Z'),
  entry('Draft idea', null, null),
  ...Array.from({ length: 8 }, (_, i) => entry(`Post ${i}`, 'web', `2024-0${i + 1}-01T00:00:00Z`)),
];

describe('snapshot list semantics (same as the CMS)', () => {
  it('newest first, 6 per page, unpublished last', () => {
    const first = queryEntries(entries, EMPTY_LIST_STATE);
    expect(first.total).toBe(12);
    expect(first.items.map((e) => e.fullTitle)).toEqual(['Advanced seo', 'Web design', 'SEO basics', 'Post 7', 'Post 6', 'Post 5']);
    const second = queryEntries(entries, { ...EMPTY_LIST_STATE, page: 2 });
    expect(second.items.map((e) => e.fullTitle)).toEqual(['Post 4', 'Post 3', 'Post 2', 'Post 1', 'Post 0', 'Draft idea']);
    expect(queryEntries(entries, { ...EMPTY_LIST_STATE, page: 3 }).items).toEqual([]);
  });

  it('search is a case-insensitive contains on the title', () => {
    expect(queryEntries(entries, { ...EMPTY_LIST_STATE, search: 'SEO' }).items.map((e) => e.fullTitle)).toEqual([
      'Advanced seo',
      'SEO basics',
    ]);
    expect(queryEntries(entries, { ...EMPTY_LIST_STATE, search: '  design ' }).total).toBe(1);
    expect(queryEntries(entries, { ...EMPTY_LIST_STATE, search: 'zzzz' }).total).toBe(0);
  });

  it('category filters by key, combined with search', () => {
    expect(queryEntries(entries, { ...EMPTY_LIST_STATE, category: 'seo' }).total).toBe(2);
    expect(queryEntries(entries, { ...EMPTY_LIST_STATE, category: 'web', search: 'post 1' }).items.map((e) => e.fullTitle)).toEqual([
      'Post 1',
    ]);
  });

  it('page count', () => {
    expect([0, 1, 6, 7, 12, 13].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3]);
  });
});

describe('suggestions', () => {
  const titles = ['SEO one', 'seo two', 'SEO three', 'Seo four', 'SEO five', 'SEO six', 'Design'];
  it('at most 5, case-insensitive contains', () => {
    expect(suggestTitles(titles, 'seo')).toEqual(['SEO one', 'seo two', 'SEO three', 'Seo four', 'SEO five']);
    expect(suggestTitles(titles, 'desi')).toEqual(['Design']);
    expect(suggestTitles(titles, '  ')).toEqual([]);
    expect(suggestTitles(['A', 'A'], 'a')).toEqual(['A']);
  });
});

describe('list state in the URL and its transitions (product §4)', () => {
  it('round-trips through ?q=&category=&page=', () => {
    const state = { page: 3, search: 'seo & ads', category: 'abc' };
    expect(stateToSearch(state)).toBe('?q=seo+%26+ads&category=abc&page=3');
    expect(stateFromSearch(stateToSearch(state))).toEqual(state);
    expect(stateToSearch(EMPTY_LIST_STATE)).toBe('');
    expect(stateFromSearch('?page=-2')).toEqual(EMPTY_LIST_STATE);
    expect(stateFromSearch('?page=abc')).toEqual(EMPTY_LIST_STATE);
  });

  it('changing search or category goes back to page 1; changing page keeps filters', () => {
    const s = { page: 3, search: 'a', category: 'c' };
    expect(nextListState(s, { search: 'b' })).toEqual({ page: 1, search: 'b', category: 'c' });
    expect(nextListState(s, { category: 'd' })).toEqual({ page: 1, search: 'a', category: 'd' });
    expect(nextListState(s, { page: 2 })).toEqual({ page: 2, search: 'a', category: 'c' });
    expect(nextListState(s, { search: 'a' })).toEqual(s);
  });

  it('Clear Filters resets everything', () => {
    expect(nextListState({ page: 3, search: 'a', category: 'c' }, 'clear')).toEqual(EMPTY_LIST_STATE);
  });
});

describe('pre-rendered list pages: /blog, /blog/page/2, ...', () => {
  it('the later pages a list of n posts has', () => {
    expect(laterPages(0)).toEqual([]);
    expect(laterPages(6)).toEqual([]);
    expect(laterPages(7)).toEqual([2]);
    expect(laterPages(13)).toEqual([2, 3]);
  });

  it.each([
    ['/blog', 1],
    ['/blog/', 1],
    ['/blog.html', 1],
    ['/blog/page/2', 2],
    ['/blog/page/12/', 12],
    ['/blog/page/3.html', 3],
    ['/blog/page/1', null],
    ['/blog/page/0', null],
    ['/blog/page/02', null],
    ['/blog/page/x', null],
    ['/blog/page', null],
    ['/blog/some-post', null],
    ['/about', null],
    ['/blog/category/seo', 1],
    ['/blog/category/seo/page/2', 2],
    ['/blog/category/seo/page/1', null],
  ])('pageFromPath(%s) -> %s', (path, page) => {
    expect(pageFromPath(path)).toBe(page);
  });

  it.each([
    ['/blog', { category: '', page: 1 }],
    ['/blog/page/3', { category: '', page: 3 }],
    ['/blog/category/marketing-crm', { category: 'marketing-crm', page: 1 }],
    ['/blog/category/marketing-crm/', { category: 'marketing-crm', page: 1 }],
    ['/blog/category/marketing-crm.html', { category: 'marketing-crm', page: 1 }],
    ['/blog/category/seo/page/2', { category: 'seo', page: 2 }],
    ['/blog/category/seo/page/2/', { category: 'seo', page: 2 }],
    ['/blog/category/a%20b', { category: 'a b', page: 1 }],
    ['/blog/category', null],
    ['/blog/category/', null],
    ['/blog/category/seo/page/1', null],
    ['/blog/category/seo/page/x', null],
    ['/blog/category/seo/extra', null],
    ['/blog/category/%E0%A4%A', null],
    ['/blog/page', null],
    ['/blog/page/2/page/3', null],
    ['/about/category/seo', null],
  ])('listLocation(%s)', (path, expected) => {
    expect(listLocation(path)).toEqual(expected);
  });

  it('the state of a URL: category and page from the path, or from an older ?category= and ?page=', () => {
    expect(stateFromLocation('/blog/category/seo', '')).toEqual({ ...EMPTY_LIST_STATE, category: 'seo' });
    expect(stateFromLocation('/blog/category/seo/page/2', '?q=ads&category=other')).toEqual({ page: 2, search: 'ads', category: 'seo' });
    expect(stateFromLocation('/blog/category/seo', '?page=4')).toEqual({ ...EMPTY_LIST_STATE, category: 'seo', page: 4 });
    expect(stateFromLocation('/elsewhere', '?q=x')).toEqual({ ...EMPTY_LIST_STATE, search: 'x' });
    expect(stateFromLocation('/blog/page/2', '')).toEqual({ ...EMPTY_LIST_STATE, page: 2 });
    expect(stateFromLocation('/blog/page/2', '?category=seo&q=ads')).toEqual({ page: 2, search: 'ads', category: 'seo' });
    expect(stateFromLocation('/blog', '?page=3')).toEqual({ ...EMPTY_LIST_STATE, page: 3 });
    expect(stateFromLocation('/blog/page/2', '?page=5')).toEqual({ ...EMPTY_LIST_STATE, page: 2 });
    expect(stateFromLocation('/blog', '')).toEqual(EMPTY_LIST_STATE);
  });

  const built = { all: 3, categories: { seo: 2, 'marketing-crm': 1 } };

  it.each([
    ['the first page', EMPTY_LIST_STATE, '/blog'],
    ['a built page in the path', { ...EMPTY_LIST_STATE, page: 2 }, '/blog/page/2'],
    ['a search on a built page', { page: 2, search: 'seo & ads', category: '' }, '/blog/page/2?q=seo+%26+ads'],
    ['a page past the built ones in the query', { ...EMPTY_LIST_STATE, page: 4 }, '/blog?page=4'],
    ['a built category in the path', { ...EMPTY_LIST_STATE, category: 'seo' }, '/blog/category/seo'],
    ['a built page of a category', { ...EMPTY_LIST_STATE, category: 'seo', page: 2 }, '/blog/category/seo/page/2'],
    [
      "a page past a category's built pages (though the whole list has it)",
      { ...EMPTY_LIST_STATE, category: 'seo', page: 3 },
      '/blog/category/seo?page=3',
    ],
    ['a category with a search', { page: 1, search: 'ads', category: 'marketing-crm' }, '/blog/category/marketing-crm?q=ads'],
    [
      'a category the build did not render (new, or empty) in the query',
      { ...EMPTY_LIST_STATE, category: 'new-one' },
      '/blog?category=new-one',
    ],
    [
      'and its later page, within the whole list pages the build rendered',
      { page: 2, search: '', category: 'new-one' },
      '/blog/page/2?category=new-one',
    ],
    [
      "a key named like an object's own property is no category",
      { ...EMPTY_LIST_STATE, category: 'constructor' },
      '/blog?category=constructor',
    ],
  ])('the URL of a state: %s', (_, state, url) => {
    expect(listUrl(state, built)).toBe(url);
  });

  it('every URL reads back as the state it was made from', () => {
    for (const state of [
      { page: 2, search: 'a', category: 'b' },
      { ...EMPTY_LIST_STATE, page: 7 },
      EMPTY_LIST_STATE,
      { page: 2, search: 'x y', category: 'seo' },
      { page: 5, search: '', category: 'seo' },
      { page: 1, search: '', category: 'marketing-crm' },
    ]) {
      const url = new URL(listUrl(state, built), 'https://x.test');
      expect(stateFromLocation(url.pathname, url.search)).toEqual(state);
    }
  });

  it('titles', () => {
    expect(pagedTitle('Blog', 1)).toBe('Blog');
    expect(pagedTitle('Blog', 2)).toBe('Blog – page 2');
  });

  it('descriptions: a later page says which of how many (six posts a page)', () => {
    expect(pagedDescription('Our blog.', 1, 13)).toBe('Our blog.');
    expect(pagedDescription('Our blog.', 2, 13)).toBe('Our blog. Page 2 of 3.');
    expect(pagedDescription('Our blog.', 3, 18)).toBe('Our blog. Page 3 of 3.');
  });
});
