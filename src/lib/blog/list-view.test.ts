import { describe, expect, it } from 'vitest';
import { BLOG_MESSAGES } from './constants';
import { EMPTY_LIST_STATE } from './list-state';
import {
  enteredSearch,
  initialListView,
  listView,
  needsRequest,
  settledSearch,
  visibleSuggestions,
  type ListAction,
  type ListView,
} from './list-view';

/** The blog list's state machine (product §2 Blog list, §4, §8), action by action. */
const page = (total: number) => ({ cards: [], total });
const start = initialListView({ ...EMPTY_LIST_STATE, page: 2 }, page(13));
const typed = (text: string, from: ListView = start) => listView(from, { type: 'typed', text });
const withSuggestions = listView(typed('seo'), { type: 'suggested', text: 'seo', titles: ['SEO basics', 'SEO audits', 'Local SEO'] });
const run = (from: ListView, ...actions: ListAction[]) => actions.reduce(listView, from);

describe('what is asked for', () => {
  it.each<[string, ListView, ListAction, Partial<ListView>]>([
    [
      'the address read on load names a query',
      start,
      { type: 'located', query: { page: 3, search: 'ads', category: 'seo' } },
      { query: { page: 3, search: 'ads', category: 'seo' }, text: 'ads', write: 'none' },
    ],
    [
      'a new category goes back to page 1 (product §4)',
      start,
      { type: 'applied', change: { category: 'seo' } },
      { query: { page: 1, search: '', category: 'seo' }, write: 'push' },
    ],
    [
      'a page keeps the filters',
      run(start, { type: 'applied', change: { category: 'ads' } }),
      { type: 'applied', change: { page: 2 } },
      { query: { page: 2, search: '', category: 'ads' } },
    ],
    [
      'a settled search replaces the address in place',
      typed('crm'),
      { type: 'applied', change: { search: 'crm' }, write: 'replace' },
      { query: { page: 1, search: 'crm', category: '' }, text: 'crm', write: 'replace' },
    ],
    [
      'Clear Filters empties the box and the query',
      run(typed('crm'), { type: 'applied', change: { category: 'seo' } }),
      { type: 'applied', change: 'clear' },
      { query: EMPTY_LIST_STATE, text: '' },
    ],
    [
      'a change clears the missing-slug message',
      run(start, { type: 'slug-missing' }),
      { type: 'applied', change: { page: 1 } },
      { slugError: null },
    ],
    ['a card without a slug shows product §8', start, { type: 'slug-missing' }, { slugError: BLOG_MESSAGES.missingSlugOnList }],
  ])('%s', (_name, from, action, expected) => {
    expect(listView(from, action)).toMatchObject(expected);
  });
});

describe('requests and answers: an older, slower answer never wins', () => {
  const asked = run(start, { type: 'requested', id: 1 }, { type: 'requested', id: 2 });
  it.each<[string, ListAction, Partial<ListView>]>([
    ['the newest answer shows', { type: 'answered', id: 2, page: page(4) }, { status: 'loaded', page: page(4) }],
    ['an older answer is dropped', { type: 'answered', id: 1, page: page(99) }, { status: 'loading', page: page(13) }],
    ['the newest failure shows Retry', { type: 'failed', id: 2 }, { status: 'error' }],
    ['an older failure is dropped', { type: 'failed', id: 1 }, { status: 'loading' }],
    ['Retry asks again', { type: 'retried' }, { reloads: 1 }],
  ])('%s', (_name, action, expected) => {
    expect(asked).toMatchObject({ status: 'loading', request: 2 });
    expect(listView(asked, action)).toMatchObject(expected);
  });

  it.each([
    ['the page the build rendered', start, '?page=2', false],
    ['another query', start, '?category=seo', true],
    ['a retry of the rendered page', run(start, { type: 'retried' }), '?page=2', true],
    ['back at the rendered page after a request', run(start, { type: 'requested', id: 1 }), '?page=2', true],
  ])('asks the source for %s: %s', (_name, view, key, expected) => {
    expect(needsRequest(view, '?page=2', key)).toBe(expected);
  });
});

describe('the search box and its suggestions', () => {
  it.each<[string, ListView, string[]]>([
    ['shows the titles for the text typed', withSuggestions, ['SEO basics', 'SEO audits', 'Local SEO']],
    ['hides titles for older text', typed('seo a', withSuggestions), []],
    ['hides them once closed', run(withSuggestions, { type: 'suggestions-closed' }), []],
    [
      'shows them again on focus',
      run(withSuggestions, { type: 'suggestions-closed' }, { type: 'suggestions-opened' }),
      ['SEO basics', 'SEO audits', 'Local SEO'],
    ],
    ['shows none for blank text', typed('  ', withSuggestions), []],
    [
      'keeps them once typing settles and the list follows',
      run(withSuggestions, { type: 'applied', change: { search: 'seo' }, write: 'replace' }),
      ['SEO basics', 'SEO audits', 'Local SEO'],
    ],
  ])('%s', (_name, view, expected) => {
    expect(visibleSuggestions(view)).toEqual(expected);
  });

  it.each<[string, ListAction[], number]>([
    ['down highlights the first', [{ type: 'suggestion-moved', by: 1 }], 0],
    ['down past the last wraps to the first', [1, 1, 1, 1].map(() => ({ type: 'suggestion-moved', by: 1 }) as const), 0],
    ['up from none highlights the last', [{ type: 'suggestion-moved', by: -1 }], 2],
    ['Escape drops the highlight', [{ type: 'suggestion-moved', by: 1 }, { type: 'suggestions-closed' }], -1],
    [
      'typing drops the highlight',
      [
        { type: 'suggestion-moved', by: 1 },
        { type: 'typed', text: 'seo' },
      ],
      -1,
    ],
  ])('%s', (_name, actions, active) => {
    expect(run(withSuggestions, ...actions).active).toBe(active);
  });

  it('moves nothing when no title is shown', () => {
    expect(listView(typed('x'), { type: 'suggestion-moved', by: 1 })).toEqual(typed('x'));
  });

  it.each([
    ['the highlighted title', run(withSuggestions, { type: 'suggestion-moved', by: -1 }), 'Local SEO'],
    ['the text typed when none is highlighted', withSuggestions, 'seo'],
  ])('Enter applies %s', (_name, view, expected) => {
    expect(enteredSearch(view)).toBe(expected);
  });

  it.each([
    ['text that differs from the query', typed('crm'), 'crm'],
    ['nothing once the query has it', run(typed('crm'), { type: 'applied', change: { search: 'crm' } }), null],
  ])('a settled box asks for %s', (_name, view, expected) => {
    expect(settledSearch(view)).toBe(expected);
  });
});
