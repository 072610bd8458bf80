import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserSource, browserSourceConfig, suggestionsSourceUrl } from './browser-source';
import { startPrefetch, takePrefetch } from '../../hydration/prefetch';
import { categoryRef } from './browser-cms-source';
import { BLOG_SNAPSHOT_PATH } from '../../../config/routes';
import type { Category } from '../../blog/model';

const categories: Category[] = [
  { key: 'seo', name: 'SEO', id: 1, documentId: 'doc1' },
  { key: 'legacy', name: 'Legacy', id: 7, documentId: null },
];

describe('categoryRef', () => {
  it('the documentId of the category with that key when the CMS has one, its id otherwise, nothing for all', () => {
    expect(categoryRef(categories, 'seo')).toEqual({ documentId: 'doc1' });
    expect(categoryRef(categories, 'legacy')).toEqual({ id: 7 });
    expect(categoryRef(categories, '')).toBeNull();
  });

  it('a value no category of the build has goes as a numeric id or a documentId', () => {
    expect(categoryRef(categories, '42')).toEqual({ id: 42 });
    expect(categoryRef(categories, 'newdoc0000000000000000001')).toEqual({ documentId: 'newdoc0000000000000000001' });
    expect(categoryRef(categories, 'no-such-category')).toEqual({ documentId: 'no-such-category' });
  });
});

describe('CMS source', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks Strapi for the page and maps cards and the total', async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      Response.json({
        data: [{ id: 1, documentId: 'a', title: 'Hello', slug: 'hello', publishedAt: '2025-01-05T10:00:00.000Z', content: [] }],
        meta: { pagination: { total: 13 } },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const source = createBrowserSource({ kind: 'cms', contentHost: 'http://cms.test' }, categories);
    const page = await source.list({ page: 2, search: 'he', category: 'seo' }, new AbortController().signal);
    expect(fetchMock.mock.calls[0]![0]).toBe(
      'http://cms.test/api/blogs?populate=*&pagination%5Bpage%5D=2&pagination%5BpageSize%5D=6&sort=publishedAt%3Adesc&filters%5Btitle%5D%5B%24containsi%5D=he&filters%5Bcategory%5D%5BdocumentId%5D%5B%24eq%5D=doc1',
    );
    expect(page.total).toBe(13);
    expect(page.cards[0]).toMatchObject({ title: 'Hello', dateLabel: 'January 5, 2025', categoryLabel: 'Category' });
  });

  it('suggestions: Strapi filters the titles by the typed text (5 newest), read in both shapes', async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      Response.json({
        data: [{ id: 1, title: 'Astro A' }, { id: 2, attributes: { title: 'astro B' } }, { id: 3 }, { id: 4, title: 'Astro A' }],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const source = createBrowserSource({ kind: 'cms', contentHost: 'http://cms.test' }, categories);
    expect(await source.suggest('astro', new AbortController().signal)).toEqual(['Astro A', 'astro B']);
    expect(decodeURIComponent(fetchMock.mock.calls[0]![0])).toBe(
      'http://cms.test/api/blogs?fields=title&filters[title][$containsi]=astro&pagination[pageSize]=5&pagination[withCount]=false&sort=publishedAt:desc',
    );
    expect(await source.suggest('  ', new AbortController().signal)).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('the list asks once more on a 503 or 429, then fails', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockResolvedValueOnce(Response.json({ data: [], meta: { pagination: { total: 0 } } }))
      .mockResolvedValue(new Response('{}', { status: 429 }));
    vi.stubGlobal('fetch', fetchMock);
    const source = createBrowserSource({ kind: 'cms', contentHost: 'http://cms.test' }, categories);
    const signal = new AbortController().signal;
    expect((await source.list({ page: 1, search: '', category: '' }, signal)).total).toBe(0);
    await expect(source.list({ page: 1, search: '', category: '' }, signal)).rejects.toThrow(/429/);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('the snapshot is downloaded once, and again after a failure', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValue(Response.json({ entries: [{ id: '1', fullTitle: 'X', categoryKey: null, publishedAt: null }] }));
    vi.stubGlobal('fetch', fetchMock);
    const source = createBrowserSource({ kind: 'snapshot', url: '/blog-snapshot.json' }, []);
    const signal = new AbortController().signal;
    await expect(source.list({ page: 1, search: '', category: '' }, signal)).rejects.toThrow(/503/);
    expect((await source.list({ page: 1, search: '', category: '' }, signal)).total).toBe(1);
    expect(await source.suggest('x', signal)).toEqual(['X']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('suggestions from every title held (warm, suggestNow)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const cms = { kind: 'cms', contentHost: 'http://cms.test' } as const;
  const titles = (n: number, total = n) =>
    Response.json({
      data: Array.from({ length: n }, (_, i) => ({ id: i, title: `Post ${i} about SEO` })),
      meta: { pagination: { total } },
    });

  it('nothing is asked for until the visitor goes to the field; then product §7’s titles call, once', async () => {
    const fetchMock = vi.fn(async (_url: string) => titles(3));
    vi.stubGlobal('fetch', fetchMock);
    const source = createBrowserSource(cms, categories);
    expect(source.suggestNow('seo')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    await source.warm();
    await source.warm();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(decodeURIComponent(String(fetchMock.mock.calls[0]![0]))).toBe(
      'http://cms.test/api/blogs?fields=title&pagination[pageSize]=100&sort=publishedAt:desc',
    );
    expect(suggestionsSourceUrl(cms)).toBe(String(fetchMock.mock.calls[0]![0]));
    // Every title held: suggestions at once, no request per letter.
    expect(source.suggestNow('post 1')).toEqual(['Post 1 about SEO']);
    expect(source.suggestNow('seo')).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('a blog larger than one page of titles is suggested by Strapi’s filter instead', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('containsi') ? Response.json({ data: [{ title: 'Old SEO post' }] }) : titles(100, 2000),
    );
    vi.stubGlobal('fetch', fetchMock);
    const source = createBrowserSource(cms, categories);
    await source.warm();
    expect(source.suggestNow('seo')).toBeNull();
    expect(await source.suggest('seo', new AbortController().signal)).toEqual(['Old SEO post']);
  });

  it('takes over the request client:intent started on the tap, and asks again after a failure', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValue(titles(2));
    vi.stubGlobal('fetch', fetchMock);
    startPrefetch(suggestionsSourceUrl(cms));
    const source = createBrowserSource(cms, categories);
    await source.warm();
    // The started request failed: nothing held, and it was the only request so far.
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(source.suggestNow('post')).toBeNull();
    await source.warm();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(source.suggestNow('post')).toEqual(['Post 0 about SEO', 'Post 1 about SEO']);
  });

  it('the sample’s snapshot: started on the tap, then every title held', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ entries: [{ id: '1', fullTitle: 'SEO basics', categoryKey: null, publishedAt: null }] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const config = { kind: 'snapshot', url: '/blog-snapshot.json' } as const;
    startPrefetch(suggestionsSourceUrl(config));
    expect(takePrefetch('/elsewhere.json')).toBeNull();
    const source = createBrowserSource(config, []);
    await source.warm();
    expect(source.suggestNow('se')).toEqual(['SEO basics']);
    expect((await source.list({ page: 1, search: '', category: '' }, new AbortController().signal)).total).toBe(1);
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

describe('browserSourceConfig', () => {
  it('reads the CMS when the build has one, else the snapshot of the sample', () => {
    expect(browserSourceConfig('https://cms.example.com')).toEqual({ kind: 'cms', contentHost: 'https://cms.example.com' });
    expect(browserSourceConfig(undefined)).toEqual({ kind: 'snapshot', url: BLOG_SNAPSHOT_PATH });
    expect(browserSourceConfig('')).toEqual({ kind: 'snapshot', url: BLOG_SNAPSHOT_PATH });
  });
});
