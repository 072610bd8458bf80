import { describe, expect, it, vi } from 'vitest';
import { loadPostBySlug } from './post-source';
import { CmsError } from '../client';
import { bySlugQuery } from '../queries';

describe('a post newer than the build, by slug', () => {
  const HOST = 'http://cms.test';
  const signal = () => new AbortController().signal;

  it('asks for the slug with the site query and maps the post, media on the CMS host', async () => {
    const fetchImpl = vi.fn(async (_url: string) =>
      Response.json({
        data: [
          {
            documentId: 'd1',
            title: 'Fresh',
            slug: 'fresh post',
            publishedAt: '2026-11-20T09:00:00.000Z',
            content: [{ type: 'image', image: { url: '/uploads/x.png', alternativeText: 'X' } }],
          },
        ],
      }),
    );
    const post = await loadPostBySlug(HOST, 'fresh post', signal(), fetchImpl as unknown as typeof fetch);
    expect(fetchImpl.mock.calls[0]![0]).toBe(`${HOST}/api/blogs?${bySlugQuery('fresh post')}`);
    expect(post).toMatchObject({
      id: 'd1',
      title: 'Fresh',
      slug: 'fresh post',
      content: [{ kind: 'image', src: `${HOST}/uploads/x.png`, alt: 'X' }],
    });
  });

  it('null when the CMS has no such post; an answer of no known shape is an error', async () => {
    const none = vi.fn(async () => Response.json({ data: [] }));
    expect(await loadPostBySlug(HOST, 'gone', signal(), none as unknown as typeof fetch)).toBeNull();
    const nothing = vi.fn(async () => Response.json({ data: null }));
    expect(await loadPostBySlug(HOST, 'gone', signal(), nothing as unknown as typeof fetch)).toBeNull();
    const junk = vi.fn(async () => Response.json({ data: 'nope' }));
    await expect(loadPostBySlug(HOST, 'gone', signal(), junk as unknown as typeof fetch)).rejects.toBeInstanceOf(CmsError);
  });

  it('a failing CMS is asked once more, then a CmsError with the status', async () => {
    const fetchImpl = vi.fn(async () => new Response('busy', { status: 503 }));
    const error = await loadPostBySlug(HOST, 'x', signal(), fetchImpl as unknown as typeof fetch).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsError);
    expect((error as CmsError).status).toBe(503);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('gives up on a CMS that does not answer within the browser timeout', async () => {
    vi.useFakeTimers();
    try {
      const fetchImpl = vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
      );
      const pending = loadPostBySlug(HOST, 'slow', signal(), fetchImpl as unknown as typeof fetch).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(await pending).toBeInstanceOf(CmsError);
      expect(fetchImpl).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
