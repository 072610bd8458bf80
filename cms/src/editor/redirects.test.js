import { describe, expect, it, vi } from 'vitest';
import redirects from './redirects.js';
import { ROUTES, SERVICE_SLUGS, serviceHref } from '../../../src/config/routes';

const { SITE_PAGES, redirectProblem, redirectOldSlug } = redirects;

const site = (list = [], live = ['/', '/about', '/blog/live-post']) => ({ redirects: list, livePaths: new Set(live) });

describe("the site pages the CMS protects are the site's own", () => {
  it('matches src/config/routes.ts', () => {
    expect([...SITE_PAGES].sort()).toEqual([...Object.values(ROUTES), ...SERVICE_SLUGS.map(serviceHref)].sort());
  });
});

describe('a redirect an editor saves', () => {
  it.each([
    ['an old page to a post', { from: '/old-page', to: '/blog/live-post' }, site(), null],
    ['an old post to another, with a trailing slash', { from: '/blog/gone/', to: '/blog/live-post' }, site(), null],
    ['another site as the target', { from: '/old', to: 'https://evil.example/' }, site(), '"New address" must be a path of this site'],
    ['a protocol-relative target', { from: '/old', to: '//evil.example' }, site(), '"New address" must be a path of this site'],
    [
      'a full URL as the old address',
      { from: 'https://www.example.com/old', to: '/' },
      site(),
      '"Old address" must be a path of this site',
    ],
    ['no leading slash', { from: 'old', to: '/' }, site(), '"Old address" must be a path'],
    ['spaces', { from: '/old page', to: '/' }, site(), '"Old address" must be a path'],
    ['a query in the target', { from: '/old', to: '/blog?x=1' }, site(), '"New address" must be a path'],
    ['the same address', { from: '/old', to: '/old/' }, site(), 'the same'],
    ['a live page', { from: '/about', to: '/' }, site(), 'is a live page'],
    ['a live post', { from: '/blog/live-post/', to: '/' }, site(), 'is a live page'],
    ['a loop of two', { from: '/a', to: '/b' }, site([{ from: '/b', to: '/a' }]), 'loop'],
    [
      'a loop of three',
      { from: '/a', to: '/b' },
      site([
        { from: '/b', to: '/c' },
        { from: '/c', to: '/a/' },
      ]),
      'loop',
    ],
    ['a chain that ends', { from: '/a', to: '/b' }, site([{ from: '/b', to: '/c' }]), null],
    [
      'an existing loop elsewhere does not hang',
      { from: '/a', to: '/b' },
      site([
        { from: '/b', to: '/c' },
        { from: '/c', to: '/b' },
      ]),
      null,
    ],
    ['editing itself is not a loop', { from: '/a', to: '/c' }, site([{ from: '/a', to: '/b' }]), null],
  ])('%s', (_name, candidate, context, problem) => {
    const found = redirectProblem(candidate, context);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });
});

describe('a published post whose slug changes', () => {
  /** The document service over a list of redirects and a post whose slug moves at publish. */
  function fake(existing = []) {
    let slug = 'old-slug';
    const list = existing.map((r, i) => ({ documentId: `r${i}`, ...r }));
    const docs = {
      'api::blog.blog': { findOne: vi.fn(async () => ({ slug })) },
      'api::redirect.redirect': {
        findMany: vi.fn(async ({ filters }) => list.filter((r) => Object.entries(filters).every(([k, v]) => r[k] === v))),
        findFirst: vi.fn(async ({ filters }) => list.find((r) => r.from === filters.from) ?? null),
        update: vi.fn(async ({ documentId, data }) =>
          Object.assign(
            list.find((r) => r.documentId === documentId),
            data,
          ),
        ),
        delete: vi.fn(async ({ documentId }) =>
          list.splice(
            list.findIndex((r) => r.documentId === documentId),
            1,
          ),
        ),
        create: vi.fn(async ({ data }) => list.push({ documentId: `new${list.length}`, ...data })),
      },
    };
    const strapi = { documents: (uid) => docs[uid], log: { info: vi.fn() } };
    return { strapi, list, publish: (to) => async () => ((slug = to), 'published') };
  }

  it('sends the old address to the new one, and re-points what led to the old one', async () => {
    const { strapi, list, publish } = fake([{ from: '/older', to: '/blog/old-slug', permanent: true }]);
    expect(await redirectOldSlug(strapi, { documentId: 'd1' }, publish('new-slug'))).toBe('published');
    expect(list.map(({ from, to }) => ({ from, to }))).toEqual([
      { from: '/older', to: '/blog/new-slug' },
      { from: '/blog/old-slug', to: '/blog/new-slug' },
    ]);
  });

  it('a slug given back is live again: its redirect goes', async () => {
    const { strapi, list, publish } = fake([{ from: '/blog/new-slug', to: '/blog/old-slug', permanent: true }]);
    await redirectOldSlug(strapi, { documentId: 'd1' }, publish('new-slug'));
    expect(list.map(({ from, to }) => ({ from, to }))).toEqual([{ from: '/blog/old-slug', to: '/blog/new-slug' }]);
  });

  it('the same slug: nothing to do', async () => {
    const { strapi, list, publish } = fake();
    await redirectOldSlug(strapi, { documentId: 'd1' }, publish('old-slug'));
    expect(list).toEqual([]);
  });
});
