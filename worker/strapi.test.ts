import { describe, expect, it, vi } from 'vitest';
import { askCms, CMS_TIMEOUT_MS, writeEnquiry } from './strapi';

describe("an enquiry written to the CMS's door", () => {
  const fetchImpl = () => vi.fn<typeof fetch>(async () => new Response('{}', { status: 201 }));

  it('posts the entry under `data` with the bearer token, to the API of the host', async () => {
    const f = fetchImpl();
    const res = await writeEnquiry(
      'https://cms.example.com/',
      { key: 'k1' },
      { token: 'create-only', fetchImpl: f, timeoutMs: CMS_TIMEOUT_MS.write },
    );
    expect(res.status).toBe(201);
    const [url, init] = f.mock.calls[0]!;
    expect(String(url)).toBe('https://cms.example.com/api/enquiries');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer create-only');
    expect(JSON.parse(String(init?.body))).toEqual({ data: { key: 'k1' } });
  });

  it('asks for the outcome only when told, and gives up after its time', async () => {
    const f = fetchImpl();
    await writeEnquiry('https://cms.example.com', { key: 'k1' }, { token: 't', fetchImpl: f, outcomeOnly: true, timeoutMs: 50 });
    const init = f.mock.calls[0]![1]!;
    expect(JSON.parse(String(init.body))).toEqual({ data: { key: 'k1' }, outcomeOnly: true });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    const never = vi.fn<typeof fetch>(
      (_u, i) => new Promise((_r, reject) => i!.signal!.addEventListener('abort', () => reject(i!.signal!.reason))),
    );
    await expect(writeEnquiry('https://cms.example.com', {}, { token: 't', fetchImpl: never, timeoutMs: 20 })).rejects.toThrow();
  });
});

describe("the edge's one way to the CMS", () => {
  it('a read: GET on the API of the host, JSON asked for, no token when none is given, no body', async () => {
    const f = vi.fn<typeof fetch>(async () => new Response('{"data":[]}'));
    await askCms('https://cms.example.com', { path: '/blogs?fields[0]=slug', timeoutMs: CMS_TIMEOUT_MS.latePost, fetchImpl: f });
    const [url, init] = f.mock.calls[0]!;
    expect(String(url)).toBe('https://cms.example.com/api/blogs?fields[0]=slug');
    expect(init?.method ?? 'GET').toBe('GET');
    expect(init?.body).toBeUndefined();
    const headers = new Headers(init?.headers);
    expect([headers.get('Accept'), headers.get('Authorization'), headers.get('Content-Type')]).toEqual(['application/json', null, null]);
  });
});
