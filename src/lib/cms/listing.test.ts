import { describe, expect, it } from 'vitest';
import { EMPTY_LIST_STATE, nextListState, pageCount, queryEntries, stateFromSearch, stateToSearch, suggestTitles } from './listing';

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
    expect(queryEntries(entries, { ...EMPTY_LIST_STATE, search: 'SEO' }).items.map((e) => e.fullTitle)).toEqual(['Advanced seo', 'SEO basics']);
    expect(queryEntries(entries, { ...EMPTY_LIST_STATE, search: '  design ' }).total).toBe(1);
    expect(queryEntries(entries, { ...EMPTY_LIST_STATE, search: 'zzzz' }).total).toBe(0);
  });

  it('category filters by key, combined with search', () => {
    expect(queryEntries(entries, { ...EMPTY_LIST_STATE, category: 'seo' }).total).toBe(2);
    expect(queryEntries(entries, { ...EMPTY_LIST_STATE, category: 'web', search: 'post 1' }).items.map((e) => e.fullTitle)).toEqual(['Post 1']);
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

describe('list state in the URL and its transitions (SPEC §4)', () => {
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
