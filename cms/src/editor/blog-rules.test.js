import { describe, expect, it, vi } from 'vitest';
import rules from './blog-rules.js';

const { blogRules, needsSlug, publishProblem, coverIdIn, publishes, COVER_ALT_MISSING } = rules;

describe('the slug follows the title until the post has one', () => {
  it.each([
    ['a new post without a slug', 'create', { title: 'Hello World' }, true],
    ['a new post with an empty slug', 'create', { title: 'Hello World', slug: '' }, true],
    ['a new post with its own slug', 'create', { title: 'Hello World', slug: 'hi' }, false],
    ['a new post with no title yet', 'create', { title: '  ' }, false],
    ['a save that clears the slug', 'update', { title: 'Renamed', slug: '' }, true],
    ['a save that keeps the slug (a published post renamed keeps its address)', 'update', { title: 'Renamed', slug: 'hello-world' }, false],
    ['a save without the slug field', 'update', { title: 'Renamed' }, false],
    ['a publish', 'publish', { title: 'x' }, false],
    ['no data', 'create', undefined, false],
  ])('%s', (_name, action, data, needs) => {
    expect(needsSlug(action, data)).toBe(needs);
  });
});

describe('a cover needs its alternative text before publishing', () => {
  it.each([
    ['no cover (the placeholder is shown)', { coverImage: null }, null],
    ['a described cover', { coverImage: { alternativeText: 'Three gauges' } }, null],
    ['a cover without alternative text', { coverImage: { alternativeText: null } }, COVER_ALT_MISSING],
    ['a cover with blank alternative text', { coverImage: { alternativeText: '  ' } }, COVER_ALT_MISSING],
  ])('%s', (_name, draft, problem) => {
    expect(publishProblem(draft)).toBe(problem);
  });
});

describe('what a write publishes', () => {
  it.each([
    [{ coverImage: 5 }, 5],
    [{ coverImage: '5' }, '5'],
    [{ coverImage: { id: 5 } }, 5],
    [{ coverImage: { set: [{ id: 5 }] } }, 5],
    [{ coverImage: null }, null],
    [{ title: 'x' }, undefined],
  ])('cover of %o: %s', (data, id) => {
    expect(coverIdIn(data)).toBe(id);
  });

  it.each([
    ['publish', {}, true],
    ['create', { status: 'published' }, true],
    ['update', { status: 'published' }, true],
    ['create', { status: 'draft' }, false],
    ['update', {}, false],
    ['unpublish', {}, false],
  ])('%s %o publishes: %s', (action, params, yes) => {
    expect(publishes(action, params)).toBe(yes);
  });
});

describe('the document middleware', () => {
  const strapiWith = (draft, file = null) => ({
    plugin: () => ({ service: () => ({ generateUIDField: vi.fn(async ({ data }) => data.title.toLowerCase().replace(/\s+/g, '-')) }) }),
    documents: () => ({ findOne: vi.fn(async () => draft) }),
    db: { query: () => ({ findOne: vi.fn(async () => file) }) },
  });

  it('refuses an API create that publishes a cover without alternative text, and lets a described one through', async () => {
    const next = vi.fn(async () => 'done');
    const bare = blogRules(strapiWith(null, { id: 5, alternativeText: null }));
    await expect(
      bare(
        { uid: 'api::blog.blog', action: 'create', params: { status: 'published', data: { title: 'T', slug: 't', coverImage: 5 } } },
        next,
      ),
    ).rejects.toThrow(COVER_ALT_MISSING);
    const described = blogRules(strapiWith(null, { id: 5, alternativeText: 'A chart' }));
    expect(
      await described(
        { uid: 'api::blog.blog', action: 'create', params: { status: 'published', data: { title: 'T', slug: 't', coverImage: 5 } } },
        next,
      ),
    ).toBe('done');
    // A draft may be saved with an undescribed cover: only publishing needs the text.
    expect(
      await bare(
        { uid: 'api::blog.blog', action: 'create', params: { status: 'draft', data: { title: 'T', slug: 't', coverImage: 5 } } },
        next,
      ),
    ).toBe('done');
  });

  it('fills the slug from the title, and only for blogs', async () => {
    const middleware = blogRules(strapiWith(null));
    const next = vi.fn(async () => 'done');
    const blog = { uid: 'api::blog.blog', action: 'create', params: { data: { title: 'Hello World' } } };
    expect(await middleware(blog, next)).toBe('done');
    expect(blog.params.data.slug).toBe('hello-world');
    const category = { uid: 'api::category.category', action: 'create', params: { data: { title: 'X' } } };
    await middleware(category, next);
    expect(category.params.data.slug).toBeUndefined();
  });

  it("refuses to publish a cover without alternative text, with the editor's instructions", async () => {
    const middleware = blogRules(strapiWith({ coverImage: { alternativeText: '' } }));
    const next = vi.fn();
    await expect(middleware({ uid: 'api::blog.blog', action: 'publish', params: { documentId: 'd1' } }, next)).rejects.toThrow(
      COVER_ALT_MISSING,
    );
    expect(next).not.toHaveBeenCalled();
  });
});
