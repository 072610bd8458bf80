import { describe, expect, it, vi } from 'vitest';
import { fetchCmsRedirects } from './redirects';

describe('reading them from the CMS', () => {
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('pages through every entry', async () => {
    const fetchImpl = vi.fn(async (url: string | URL | Request) => {
      const page = new URL(String(url)).searchParams.get('pagination[page]');
      return answer(200, { data: [{ from: `/p${page}`, to: '/' }], meta: { pagination: { page: Number(page), pageCount: 2 } } });
    });
    expect(await fetchCmsRedirects('http://cms.test', { fetchImpl })).toEqual([
      { from: '/p1', to: '/' },
      { from: '/p2', to: '/' },
    ]);
    expect(String(fetchImpl.mock.calls[0]![0])).toMatch(/^http:\/\/cms\.test\/api\/redirects\?/);
  });

  it('a CMS without the type, or that hides it, has none; a failing one fails the build', async () => {
    expect(
      await fetchCmsRedirects('http://cms.test', { fetchImpl: async () => answer(404, { error: { message: 'Not Found' } }) }),
    ).toBeNull();
    expect(
      await fetchCmsRedirects('http://cms.test', { fetchImpl: async () => answer(403, { error: { message: 'Forbidden' } }) }),
    ).toBeNull();
    await expect(fetchCmsRedirects('http://cms.test', { fetchImpl: async () => answer(500, {}) })).rejects.toThrow('status 500');
  });
});
