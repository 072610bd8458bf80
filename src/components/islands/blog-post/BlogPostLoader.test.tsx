// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BlogPostLoader from './BlogPostLoader';
import { sampleBlog } from '../../../data/sample-blog';

/**
 * A post newer than the build, on the 404 page (product §2 Blog post, §4, §7, §8): the loader asks
 * Strapi for the slug in the address, stubbed at fetch. The answers are Strapi 5's: the sample
 * blog is stored in exactly the shape Strapi gives for this request.
 */
const HOST = 'https://cms.example.com';
const AGENCY = 'Test Agency';
// The oldest sample post: published 2025-01-05, the date product §2 quotes.
const sample = sampleBlog.blogs.find((p) => p.publishedAt === '2025-01-05T10:00:00.000Z')!;
const SLUG = sample.slug;
/** product §7's call by slug, with the author's avatar asked for explicitly (populate=* is one level deep). */
const postUrl = (slug: string) =>
  `${HOST}/api/blogs?filters%5Bslug%5D%5B%24eq%5D=${slug}&populate%5BcoverImage%5D=true&populate%5Bcategory%5D=true&populate%5Bauthor%5D%5Bpopulate%5D=avatar`;
const STRAPI_POST = async () => Response.json({ data: [sample], meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } } });
const STRAPI_EMPTY = async () => Response.json({ data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } });
const CMS_DOWN = async () => new Response('Service Unavailable', { status: 503 });
const PANEL =
  "The blog post you're looking for doesn't exist or has been removed. Please ensure the blog has a valid 'slug' field in Strapi.";

type Fetch = (url: string) => Promise<Response>;

function setup(path: string, fetchImpl: Fetch, contentHost: string | null = HOST) {
  window.history.replaceState(null, '', path);
  const fetchMock = vi.fn(fetchImpl);
  vi.stubGlobal('fetch', fetchMock);
  const user = userEvent.setup({ delay: null });
  render(<BlogPostLoader contentHost={contentHost} agencyName={AGENCY} />);
  const urls = () => fetchMock.mock.calls.map(([url]) => url);
  return { user, urls };
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  document.title = '';
  vi.restoreAllMocks();
});

describe('blog post loader (component)', () => {
  it('a post newer than the build: the spinner, then the post Strapi answered, from one request for its slug', async () => {
    const { urls } = setup(`/blog/${SLUG}`, STRAPI_POST);
    expect(screen.getByRole('status').textContent).toBe('Loading blog post...');
    // The post is in once its title is (the article may be drawn a frame before its text).
    await screen.findByRole('heading', { level: 1, name: sample.title });
    const article = screen.getByTestId('blog-post');
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe(sample.title);
    expect(within(article).getByTestId('post-category').textContent).toBe(sample.category.name);
    expect(within(article).getByTestId('post-author').textContent).toContain(sample.author.name);
    expect(within(article).getByTestId('post-date').textContent).toBe('January 5, 2025');
    expect(within(article).getByRole('heading', { name: 'About the Author' })).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'Back to Blogs' }).getAttribute('href')).toBe('/blog');
    expect(within(article).getByRole('link', { name: 'Back to All Blogs' }).getAttribute('href')).toBe('/blog');
    await waitFor(() => expect(document.title).toBe(`${sample.title} | ${AGENCY}`));
    expect(urls()).toEqual([postUrl(SLUG)]);
  });

  it.each([
    {
      case: 'Strapi has no post with that slug',
      path: '/blog/no-such-post',
      host: HOST,
      answer: STRAPI_EMPTY,
      message: 'Blog post not found',
      panel: true,
      retry: false,
      asks: true,
    },
    {
      case: 'Strapi fails (503, and again)',
      path: '/blog/no-such-post',
      host: HOST,
      answer: CMS_DOWN,
      message: 'Failed to load blog post. Please try again later.',
      panel: false,
      retry: true,
      asks: true,
    },
    {
      case: 'the slug is blank',
      path: '/blog/%20',
      host: HOST,
      answer: CMS_DOWN,
      message: 'Invalid blog URL: Slug is missing',
      panel: false,
      retry: false,
      asks: false,
    },
    {
      case: 'no CMS is configured',
      path: '/blog/no-such-post',
      host: null,
      answer: CMS_DOWN,
      message: 'Blog post not found',
      panel: true,
      retry: false,
      asks: false,
    },
  ])('$case: the not-found view says so (product §8)', async ({ path, host, answer, message, panel, retry, asks }) => {
    const { urls } = setup(path, answer, host);
    const view = await screen.findByTestId('post-not-found', {}, { timeout: 3000 });
    expect(within(view).getByRole('heading', { level: 1 }).textContent).toBe('Blog Post Not Found');
    expect(within(view).getByRole('alert').textContent).toBe(message);
    expect(within(view).queryByText(PANEL) !== null).toBe(panel);
    expect(within(view).getByRole('link', { name: 'Back to Blogs' }).getAttribute('href')).toBe('/blog');
    expect(within(view).queryByRole('button', { name: 'Try again' }) !== null).toBe(retry);
    await waitFor(() => expect(document.title).toBe(`Blog Post Not Found | ${AGENCY}`));
    // Strapi is asked only when there is a slug and a CMS to ask, and then for that slug.
    expect(urls().length > 0).toBe(asks);
    for (const url of urls()) expect(url).toBe(postUrl('no-such-post'));
  });

  it('Try again after a failure loads the post', async () => {
    const { user, urls } = setup(`/blog/${SLUG}`, async () => Promise.reject(new TypeError('Failed to fetch')));
    const tryAgain = await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 });
    vi.mocked(fetch).mockImplementation(STRAPI_POST);
    await user.click(tryAgain);
    expect(await screen.findByRole('heading', { level: 1, name: sample.title })).toBeTruthy();
    expect(new Set(urls())).toEqual(new Set([postUrl(SLUG)]));
  });
});
