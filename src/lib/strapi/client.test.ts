import { describe, expect, it, vi } from 'vitest';
import { BROWSER_FETCH, CmsError, getCollection } from './client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('getCollection', () => {
  it('GETs {host}/api/{path}?{query} and returns the body', async () => {
    const fetchImpl = vi.fn(async () => json(200, { data: [{ id: 1 }], meta: {} }));
    const res = await getCollection('http://cms.test/', 'blogs', 'a=1', { fetchImpl });
    expect(res.data).toEqual([{ id: 1 }]);
    expect(fetchImpl).toHaveBeenCalledWith('http://cms.test/api/blogs?a=1', expect.anything());
  });

  it('retries a 5xx and a network failure, then succeeds', async () => {
    const fetchImpl = vi
      .fn()
      .mockResolvedValueOnce(json(503, {}))
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockResolvedValueOnce(json(200, { data: [] }));
    const res = await getCollection('http://cms.test', 'blogs', '', { fetchImpl, attempts: 3, retryDelayMs: 1 });
    expect(res.data).toEqual([]);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 400 and names the URL, status and Strapi message', async () => {
    const fetchImpl = vi.fn(async () =>
      json(400, { data: null, error: { status: 400, name: 'ValidationError', message: 'Invalid key nonexistent' } }),
    );
    const err = (await getCollection('http://cms.test', 'blogs', 'x=1', { fetchImpl, attempts: 3, retryDelayMs: 1 }).catch(
      (e) => e,
    )) as CmsError;
    expect(err).toBeInstanceOf(CmsError);
    expect(err.status).toBe(400);
    expect(err.url).toBe('http://cms.test/api/blogs?x=1');
    expect(err.message).toContain('status 400: Invalid key nonexistent');
    expect(err.message).toContain('http://cms.test/api/blogs?x=1');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('fails after the last attempt with the last error', async () => {
    const fetchImpl = vi.fn(async () => json(500, {}));
    await expect(getCollection('http://cms.test', 'blogs', '', { fetchImpl, attempts: 2, retryDelayMs: 1 })).rejects.toThrow(/status 500/);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('rejects an answer without a data array', async () => {
    const fetchImpl = vi.fn(async () => json(200, { hello: 'world' }));
    await expect(getCollection('http://cms.test', 'blogs', '', { fetchImpl })).rejects.toThrow(/without a data array/);
  });

  it('a hanging request times out and is asked once more (the island: 2 attempts, short backoff)', async () => {
    expect(BROWSER_FETCH).toMatchObject({ attempts: 2 });
    expect(BROWSER_FETCH.retryDelayMs).toBeLessThanOrEqual(1000);
    const hang = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const fetchImpl = vi
      .fn(hang)
      .mockImplementationOnce(hang)
      .mockResolvedValueOnce(json(200, { data: [{ id: 2 }] }));
    const res = await getCollection('http://cms.test', 'blogs', '', { fetchImpl, attempts: 2, retryDelayMs: 1, timeoutMs: 20 });
    expect(res.data).toEqual([{ id: 2 }]);
    expect(fetchImpl).toHaveBeenCalledTimes(2);

    const always = vi.fn(hang);
    await expect(
      getCollection('http://cms.test', 'blogs', '', { fetchImpl: always, attempts: 2, retryDelayMs: 1, timeoutMs: 20 }),
    ).rejects.toThrow(/timed out after 20 ms/);
    expect(always).toHaveBeenCalledTimes(2);
  });

  it.each([429, 503])('a %i is asked once more', async (status) => {
    const fetchImpl = vi
      .fn()
      .mockResolvedValueOnce(json(status, {}))
      .mockResolvedValueOnce(json(200, { data: [] }));
    await getCollection('http://cms.test', 'blogs', '', { fetchImpl, attempts: 2, retryDelayMs: 1 });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("the caller's abort is not a failure to retry, and is not mistaken for a timeout", async () => {
    const controller = new AbortController();
    const fetchImpl = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = getCollection('http://cms.test', 'blogs', '', {
      fetchImpl,
      attempts: 2,
      retryDelayMs: 1,
      timeoutMs: 5_000,
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
