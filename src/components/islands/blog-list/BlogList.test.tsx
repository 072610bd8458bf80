// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BlogList from './BlogList';
import { BLOG_MESSAGES } from '../../../lib/blog/constants';
import { BLOG_SNAPSHOT_PATH } from '../../../config/routes';
import type { SnapshotEntry } from '../../../lib/blog/list-snapshot';
import type { Category } from '../../../lib/blog/model';

/**
 * The blog list as a reader uses it without a CMS (product §2 Blog list, §4, §8): the snapshot
 * stubbed at fetch, the state in the address bar.
 */
const categories: Category[] = [
  { key: 'seo', name: 'SEO', id: 1, documentId: null },
  { key: 'ads', name: 'Ads', id: 2, documentId: null },
];

const entry = (n: number, categoryKey: 'seo' | 'ads'): SnapshotEntry => {
  const publishedAt = new Date(Date.UTC(2025, 0, 31 - n)).toISOString();
  const title = `${categoryKey === 'seo' ? 'Search' : 'Paid'} post ${n}`;
  return {
    id: String(n),
    slug: `post-${n}`,
    title,
    fullTitle: title,
    excerpt: `Excerpt ${n}`,
    categoryLabel: categoryKey === 'seo' ? 'SEO' : 'Ads',
    categoryKey,
    dateLabel: publishedAt.slice(0, 10),
    readingTime: `${n} min read`,
    publishedAt,
    imageUrl: null,
    imageSrcset: null,
    imageAlt: '',
    imageFocus: null,
  };
};
// 13 posts, newest first: 1-6 on page 1, 7-12 on page 2, 13 on page 3; odd ones are SEO.
const entries = Array.from({ length: 13 }, (_, i) => entry(i + 1, (i + 1) % 2 ? 'seo' : 'ads'));
const initial = { cards: entries.slice(0, 6), total: 13, page: 1, category: '' };
// The build rendered the whole list's 3 pages and SEO's 2 (7 posts); Ads is newer than the build.
const built = { all: 3, categories: { seo: 2 } };

type Fetch = (url: string) => Promise<Response>;
const snapshot: Fetch = async () => Response.json({ entries });

function setup(fetchImpl: Fetch = snapshot, first = initial) {
  const fetchMock = vi.fn(fetchImpl);
  vi.stubGlobal('fetch', fetchMock);
  const user = userEvent.setup({ delay: null });
  render(<BlogList initial={first} categories={categories} built={built} source={{ kind: 'snapshot', url: BLOG_SNAPSHOT_PATH }} />);
  return { user, fetchMock };
}

const titles = () =>
  within(screen.getByTestId('blog-list'))
    .queryAllByRole('heading')
    .map((h) => h.textContent);

const scrollIntoView = vi.fn();
beforeEach(() => {
  window.history.replaceState(null, '', '/blog');
  // jsdom lays nothing out, so it has no scrollIntoView.
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  vi.restoreAllMocks();
});

describe('blog list (component)', () => {
  it('shows the build’s first page at once, with nothing fetched', () => {
    const { fetchMock } = setup();
    expect(titles()).toEqual(entries.slice(0, 6).map((e) => e.title));
    expect(screen.getAllByTestId('card-reading-time').map((s) => s.textContent)).toEqual([
      '1 min read',
      '2 min read',
      '3 min read',
      '4 min read',
      '5 min read',
      '6 min read',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('search: suggestions for what is typed, then the list narrows and the address keeps it', async () => {
    const { user, fetchMock } = setup();
    await user.type(screen.getByRole('combobox', { name: 'Search articles' }), 'post 1');
    const listbox = await screen.findByRole('listbox', { name: 'Suggested titles' });
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toContain('Search post 1'),
    );
    await waitFor(() => expect(titles()).toEqual(['Search post 1', 'Paid post 10', 'Search post 11', 'Paid post 12', 'Search post 13']));
    expect(window.location.pathname + window.location.search).toBe('/blog?q=post+1');
    expect(fetchMock.mock.calls.every(([url]) => url === BLOG_SNAPSHOT_PATH)).toBe(true);
  });

  it('search: text typed before the titles came is suggested for in the task they come', async () => {
    let answer!: (res: Response) => void;
    const { user } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    await user.type(screen.getByRole('combobox', { name: 'Search articles' }), 'paid');
    const listbox = screen.getByRole('listbox', { name: 'Suggested titles' });
    expect(within(listbox).queryAllByRole('option')).toEqual([]);
    answer({ ok: true, status: 200, json: async () => ({ entries }) } as Response);
    // Promises only: neither a timer nor a task of React's scheduler runs in between.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    const suggested = within(listbox).getAllByRole('option');
    expect(suggested.map((o) => o.textContent)).toContain('Paid post 2');
    expect(suggested.every((o) => o.textContent!.startsWith('Paid post'))).toBe(true);
  });

  it('category: only its posts; nothing found says so; Clear Filters brings every post back', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText('Category'), 'ads');
    await waitFor(() =>
      expect(titles()).toEqual(['Paid post 2', 'Paid post 4', 'Paid post 6', 'Paid post 8', 'Paid post 10', 'Paid post 12']),
    );
    expect(window.location.search).toBe('?category=ads');
    await user.type(screen.getByRole('combobox', { name: 'Search articles' }), 'Search');
    expect(await screen.findByText(BLOG_MESSAGES.empty)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(titles()).toEqual(entries.slice(0, 6).map((e) => e.title)));
    expect(window.location.pathname + window.location.search).toBe('/blog');
  });

  it('a page link turns the page in place, at the address the build renders', async () => {
    const { user } = setup();
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(titles()).toEqual(entries.slice(6, 12).map((e) => e.title)));
    expect(window.location.pathname).toBe('/blog/page/2');
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it("a category the build rendered has its own address, paged like the list's", async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText('Category'), 'seo');
    await waitFor(() =>
      expect(titles()).toEqual(['Search post 1', 'Search post 3', 'Search post 5', 'Search post 7', 'Search post 9', 'Search post 11']),
    );
    expect(window.location.pathname + window.location.search).toBe('/blog/category/seo');
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(titles()).toEqual(['Search post 13']));
    expect(window.location.pathname + window.location.search).toBe('/blog/category/seo/page/2');
  });

  it("on a category's page the island starts where the build left it, with no fetch, and goes back to every post", async () => {
    window.history.replaceState(null, '', '/blog/category/seo');
    const seoFirst = entries.filter((e) => e.categoryKey === 'seo');
    const { user, fetchMock } = setup(snapshot, { cards: seoFirst.slice(0, 6), total: seoFirst.length, page: 1, category: 'seo' });
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('seo');
    expect(titles()).toEqual(seoFirst.slice(0, 6).map((e) => e.title));
    expect(
      within(screen.getByRole('navigation', { name: 'Pagination' }))
        .getByRole('link', { name: 'Page 2' })
        .getAttribute('href'),
    ).toBe('/blog/category/seo/page/2');
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Category'), '');
    await waitFor(() => expect(titles()).toEqual(entries.slice(0, 6).map((e) => e.title)));
    expect(window.location.pathname + window.location.search).toBe('/blog');
  });

  it('an older ?category= link shows that category and takes its address of today', async () => {
    window.history.replaceState(null, '', '/blog?category=1');
    setup();
    await waitFor(() => expect(titles()[0]).toBe('Search post 1'));
    expect(window.location.pathname + window.location.search).toBe('/blog/category/seo');
  });

  it('a failed load says so with Retry, and Retry loads it', async () => {
    const { user, fetchMock } = setup(async () => new Response('down', { status: 503 }));
    await user.selectOptions(screen.getByLabelText('Category'), 'seo');
    expect((await screen.findByText(BLOG_MESSAGES.listError)).closest('[role="alert"]')).toBeTruthy();
    fetchMock.mockImplementation(snapshot);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(titles()[0]).toBe('Search post 1'));
  });

  it('back and forward show the list of that address', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText('Category'), 'ads');
    await waitFor(() => expect(titles()[0]).toBe('Paid post 2'));
    await act(async () => {
      window.history.replaceState(null, '', '/blog');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(titles()[0]).toBe('Search post 1'));
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('');
  });
});
