import { describe, expect, it } from 'vitest';
import cacheControl from './cache-control.js';

const { cacheControlFor, isAuthenticated, PUBLIC_READ, NO_STORE } = cacheControl;

describe('Cache-Control of the CMS answers', () => {
  it('the exact header for public reads, no-store for the rest', () => {
    expect(PUBLIC_READ).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(NO_STORE).toBe('no-store');
  });

  it.each([
    ['public list', { method: 'GET', path: '/api/blogs', authenticated: false, status: 200 }, PUBLIC_READ],
    ['public categories, HEAD', { method: 'HEAD', path: '/api/categories', authenticated: false, status: 200 }, PUBLIC_READ],
    ['public one post', { method: 'GET', path: '/api/blogs/abc', authenticated: false, status: 200 }, PUBLIC_READ],
    ['with a token', { method: 'GET', path: '/api/blogs', authenticated: true, status: 200 }, NO_STORE],
    ['a write', { method: 'POST', path: '/api/blogs', authenticated: false, status: 403 }, NO_STORE],
    ['429 from the API', { method: 'GET', path: '/api/blogs', authenticated: false, status: 429 }, NO_STORE],
    ['503 from the API', { method: 'GET', path: '/api/blogs', authenticated: false, status: 503 }, NO_STORE],
    ['a 400 (bad filter)', { method: 'GET', path: '/api/blogs', authenticated: false, status: 400 }, NO_STORE],
    ['forbidden content type', { method: 'GET', path: '/api/users', authenticated: false, status: 403 }, NO_STORE],
    ['login', { method: 'POST', path: '/api/auth/local', authenticated: false, status: 200 }, NO_STORE],
    ['OAuth redirect', { method: 'GET', path: '/api/connect/github', authenticated: false, status: 302 }, NO_STORE],
    ['admin panel page', { method: 'GET', path: '/admin', authenticated: false, status: 200 }, NO_STORE],
    ['admin API', { method: 'GET', path: '/admin/init', authenticated: false, status: 200 }, NO_STORE],
    [
      'content manager',
      { method: 'GET', path: '/content-manager/collection-types/api::blog.blog', authenticated: true, status: 200 },
      NO_STORE,
    ],
    ['upload admin API', { method: 'GET', path: '/upload/files', authenticated: false, status: 401 }, NO_STORE],
    ['an uploaded image keeps its own caching', { method: 'GET', path: '/uploads/cover.svg', authenticated: false, status: 200 }, null],
    ['account API in another case', { method: 'GET', path: '/API/Users/me', authenticated: false, status: 200 }, NO_STORE],
    ['admin API in another case', { method: 'GET', path: '/Admin/init', authenticated: false, status: 200 }, NO_STORE],
    ['public list in another case', { method: 'GET', path: '/API/blogs', authenticated: false, status: 200 }, PUBLIC_READ],
    ['health check', { method: 'GET', path: '/_health', authenticated: false, status: 204 }, null],
    ['not the API, despite the prefix', { method: 'GET', path: '/apix', authenticated: false, status: 404 }, null],
  ])('%s', (_name, request, header) => {
    expect(cacheControlFor(request)).toBe(header);
  });

  it('a token or an admin session cookie counts as authenticated', () => {
    const ctx = (headers) => ({ get: (name) => headers[name.toLowerCase()] ?? '' });
    expect(isAuthenticated(ctx({ authorization: 'Bearer x' }))).toBe(true);
    expect(isAuthenticated(ctx({ cookie: 'a=1; jwtToken=abc' }))).toBe(true);
    expect(isAuthenticated(ctx({ cookie: 'strapi_admin_refresh=x' }))).toBe(true);
    expect(isAuthenticated(ctx({ cookie: 'theme=dark' }))).toBe(false);
    expect(isAuthenticated(ctx({}))).toBe(false);
  });

  it('the middleware sets the header after the answer, on errors too', async () => {
    const make = (method, path, status, fail = false) => {
      const headers = {};
      const ctx = { method, path, status: 404, get: () => '', set: (k, v) => (headers[k] = v) };
      const next = async () => {
        ctx.status = status;
        if (fail) throw new Error('boom');
      };
      return { ctx, next, headers };
    };
    const mw = cacheControl();
    const ok = make('GET', '/api/blogs', 200);
    await mw(ok.ctx, ok.next);
    expect(ok.headers['Cache-Control']).toBe(PUBLIC_READ);
    const failing = make('GET', '/api/blogs', 500, true);
    await expect(mw(failing.ctx, failing.next)).rejects.toThrow('boom');
    expect(failing.headers['Cache-Control']).toBe(NO_STORE);
  });
});
