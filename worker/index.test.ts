import { describe, expect, it, vi } from 'vitest';
import worker, { type Env } from './index';
import { FIRST_LAYER_LIMIT } from './rate-limit';
import { readWranglerConfig } from '../scripts/dev/wrangler-config.mjs';
import { PREVIEW_DATA_ID } from '../src/lib/preview/messages';
import { aRecord } from '../src/lib/enquiry/record.fixture';
import { ENQUIRY_BODY_MAX_BYTES } from '../src/lib/enquiry/record';
import { EVERY_ANSWER, NO_PAGE_ANSWER } from '../src/lib/security/policy';

const config = readWranglerConfig(new URL('../wrangler.jsonc', import.meta.url).pathname);
const environments = { local: config, ...config.env } as Record<string, typeof config>;

function env(over: Partial<Env> = {}): Env {
  const path = (input: Request | URL | string) => new URL(input instanceof Request ? input.url : input).pathname;
  // Each asset names its path; the preview's shell carries the data block the Worker fills.
  const asset = (p: string) =>
    p.startsWith('/preview/') ? `<script type="application/json" id="${PREVIEW_DATA_ID}">{}</script>` : `asset ${p}`;
  return { ASSETS: { fetch: vi.fn(async (input: Request | URL | string) => new Response(asset(path(input)))) }, ...over };
}
const get = (path: string, init?: RequestInit) => new Request(`https://www.bluecrestdigital.com${path}`, init);

describe('the Worker routes what run_worker_first sends it, and hands the rest to the assets', () => {
  it('runs only for the three routes; every other path is an asset', () => {
    expect(config.assets.run_worker_first).toEqual(['/api/enquiries', '/blog/*', '/preview', '/preview/*']);
  });

  it('/api/enquiries is the enquiry door (a GET is refused, the assets are never asked)', async () => {
    const e = env();
    const res = await worker.fetch(get('/api/enquiries'), e);
    expect([res.status, res.headers.get('Allow')]).toEqual([405, 'POST']);
    expect(e.ASSETS.fetch).not.toHaveBeenCalled();
  });

  it('/preview/... is the draft preview (not set up: 503, never the shell as it is)', async () => {
    const res = await worker.fetch(get('/preview/blog/abc?sig=x'), env());
    expect(res.status).toBe(503);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.text()).toContain('"problem":"not-configured"');
  });

  it('/blog/<slug> passes a built post through; /blog/page/2 and other paths go straight to the assets', async () => {
    const e = env();
    expect(await (await worker.fetch(get('/blog/a-post'), e)).text()).toBe('asset /blog/a-post');
    expect(await (await worker.fetch(get('/blog/page/2'), e)).text()).toBe('asset /blog/page/2');
    expect(await (await worker.fetch(get('/about'), e)).text()).toBe('asset /about');
  });
});

describe('wrangler.jsonc, the deployed edge', () => {
  it('serves dist/ as Pages did: /about for about.html, the built 404 page for an unknown path', () => {
    expect(config.assets).toMatchObject({
      directory: './dist',
      binding: 'ASSETS',
      html_handling: 'auto-trailing-slash',
      not_found_handling: '404-page',
    });
    expect(config.observability.enabled).toBe(true);
  });

  it('binds the first layer with the limits the code documents, in every environment', () => {
    for (const [name, e] of Object.entries(environments)) {
      expect(e.ratelimits, name).toEqual([
        {
          name: 'ENQUIRY_LIMITER',
          namespace_id: expect.any(String),
          simple: { limit: FIRST_LAYER_LIMIT.limit, period: FIRST_LAYER_LIMIT.period },
        },
      ]);
      expect(
        e.d1_databases.map((d: { binding: string }) => d.binding),
        name,
      ).toEqual(['ENQUIRY_RATE']);
    }
    const namespaces = Object.values(environments).map((e) => e.ratelimits[0].namespace_id);
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });

  it('holds no secret: only the public variables, per environment', () => {
    for (const [name, e] of Object.entries(config.env as Record<string, { vars: Record<string, string> }>))
      expect(Object.keys(e.vars).sort(), name).toEqual(['PUBLIC_STRAPI_URL', 'SITE_URL']);
    expect(JSON.stringify(config)).not.toMatch(/TOKEN|SECRET/);
  });
});

describe('every answer of the Worker carries the pages’ security headers, whatever its status', () => {
  const SITE = 'https://www.bluecrestdigital.com';
  // A D1 that counts nothing: every client is under the limit.
  const d1 = {
    prepare: () => ({ bind: () => ({ first: async <T>() => ({ hits: 2 }) as T, run: async () => ({}) }), run: async () => ({}) }),
  };
  const door = (over: Partial<Env> = {}) =>
    env({ PUBLIC_STRAPI_URL: 'https://cms.example.com', STRAPI_ENQUIRY_TOKEN: 'create-only', SITE_URL: SITE, ENQUIRY_RATE: d1, ...over });
  const enquiry = (body: string, headers: Record<string, string> = {}) =>
    get('/api/enquiries', { method: 'POST', headers: { Origin: SITE, 'Content-Type': 'application/json', ...headers }, body });
  const good = (over = {}) =>
    JSON.stringify(
      aRecord(
        { page: '/get-to-know', fillMs: 40_000, ...over },
        { businessSituation: 'Just getting started', otherBusinessSituation: '', hasWebsite: 'No', websiteUrl: '' },
      ),
    );
  const cases: Array<[string, () => Request, () => Env, number]> = [
    ['an enquiry stored', () => enquiry(good()), () => door(), 201],
    ['a bot thanked', () => enquiry(good({ company: 'Spam Ltd' })), () => door(), 200],
    ['a malformed body', () => enquiry('{'), () => door(), 400],
    ['another origin', () => enquiry(good(), { Origin: 'https://evil.example' }), () => door(), 403],
    ['a GET of the door', () => get('/api/enquiries'), () => door(), 405],
    ['an oversized body', () => enquiry('x'.repeat(ENQUIRY_BODY_MAX_BYTES + 1)), () => door(), 413],
    ['another content type', () => enquiry(good(), { 'Content-Type': 'text/plain' }), () => door(), 415],
    ['a client over the limit', () => enquiry(good()), () => door({ ENQUIRY_LIMITER: { limit: async () => ({ success: false }) } }), 429],
    ['a door not set up', () => enquiry(good()), () => env(), 503],
    ['a POST of the preview', () => get('/preview', { method: 'POST' }), () => env(), 405],
    ['a preview not set up', () => get('/preview/blog/abc?sig=x'), () => env(), 503],
  ];
  it.each(cases)('%s', async (_, request, environment, status) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: {} }), { status: 201 })),
    );
    try {
      const res = await worker.fetch(request(), environment());
      expect(res.status).toBe(status);
      for (const [name, value] of Object.entries({ ...EVERY_ANSWER, ...NO_PAGE_ANSWER })) expect(res.headers.get(name), name).toBe(value);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a page built from an asset keeps the policy _headers gave it, and gains only what it lacks', async () => {
    const pageCsp = "default-src 'self'; frame-ancestors https://cms.example.com";
    const e = env({
      ASSETS: {
        fetch: vi.fn(
          async () => new Response('<p>post</p>', { headers: { 'Content-Security-Policy': pageCsp, 'Content-Type': 'text/html' } }),
        ),
      },
    });
    const res = await worker.fetch(get('/blog/a-post'), e);
    expect(res.headers.get('Content-Security-Policy')).toBe(pageCsp);
    expect(res.headers.get('X-Frame-Options')).toBeNull();
    expect(res.headers.get('Strict-Transport-Security')).toBe(EVERY_ANSWER['Strict-Transport-Security']);
    expect(await res.text()).toBe('<p>post</p>');
  });
});
