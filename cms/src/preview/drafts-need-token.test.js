import { describe, expect, it, vi } from 'vitest';
import draftsNeedToken from './drafts-need-token.js';

function run(path, query, authorization = '') {
  const ctx = { path, query, status: 200, body: null, get: (name) => (name === 'authorization' ? authorization : '') };
  const next = vi.fn(async () => {});
  return draftsNeedToken()(ctx, next).then(() => ({ status: ctx.status, passed: next.mock.calls.length === 1 }));
}

describe('drafts need an API token', () => {
  it.each([
    [{ status: 'draft' }],
    [{ status: 'anything' }],
    [{ publicationState: 'preview' }],
  ])('a visitor asking for drafts (%o) is refused with 403', async (query) => {
    expect(await run('/api/blogs', query)).toEqual({ status: 403, passed: false });
    expect(await run('/api/blogs/abc', query)).toEqual({ status: 403, passed: false });
  });

  it.each([[{}], [{ status: 'published' }], [{ publicationState: 'live' }], [{ populate: '*' }]])('published content stays public (%o)', async (query) => {
    expect(await run('/api/blogs', query)).toEqual({ status: 200, passed: true });
  });

  it('a request with a token, or outside the content API, is left to Strapi', async () => {
    expect(await run('/api/blogs', { status: 'draft' }, 'Bearer token')).toEqual({ status: 200, passed: true });
    expect(await run('/content-manager/collection-types/api::blog.blog', { status: 'draft' })).toEqual({ status: 200, passed: true });
  });
});
