import { describe, expect, it, vi } from 'vitest';
import { handleEnquiry, INTAKE_ERRORS, type IntakeEnv } from './enquiry';
import { FIRST_LAYER_LIMIT, type RateCounter, type RateLimiter } from './rate-limit';
import { TURNSTILE_VERIFY_URL } from '../src/lib/enquiry/turnstile';
import { aRecord } from '../src/lib/enquiry/record.fixture';
import { ENQUIRY_BODY_MAX_BYTES, ENQUIRY_MIN_FILL_MS, type EnquiryRecordRequest } from '../src/lib/enquiry/record';

const SITE = 'https://www.bluecrestdigital.com';
const env: IntakeEnv = { PUBLIC_STRAPI_URL: 'https://cms.example.com', STRAPI_ENQUIRY_TOKEN: 'create-only', SITE_URL: SITE };

const record = (over: Partial<EnquiryRecordRequest> = {}): EnquiryRecordRequest =>
  aRecord(
    { page: '/get-to-know', fillMs: 40_000, ...over },
    { businessSituation: 'Just getting started', otherBusinessSituation: '', hasWebsite: 'Yes', websiteUrl: 'https://ada.example.com' },
  );

function memoryCounter(): RateCounter {
  const counts = new Map<string, number>();
  return {
    hit: async (client, window, limit) => {
      const k = `${client}@${window}`;
      counts.set(k, Math.min((counts.get(k) ?? 0) + 1, limit + 1));
      return counts.get(k)!;
    },
  };
}

function post(body: BodyInit | null, headers: Record<string, string> = {}, method = 'POST'): Request {
  return new Request(`${SITE}/api/enquiries`, {
    method,
    headers: { Origin: SITE, 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.9', ...headers },
    ...(body === null ? {} : { body }),
  });
}

function strapiAnswering(status = 201) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ data: {} }), { status }));
}

async function run(
  request: Request,
  { fetchImpl = strapiAnswering(), counter = memoryCounter() as RateCounter | null, e = env, limiter = null as RateLimiter | null } = {},
) {
  const res = await handleEnquiry(request, e, { counter, limiter, fetchImpl, nowMs: 1_700_000_000_000 });
  return { res, status: res.status, body: (await res.json()) as Record<string, unknown>, fetchImpl };
}

describe('POST /api/enquiries: an enquiry goes to Strapi with the create-only token', () => {
  it('stores the wizard’s answers as the agency keeps them, under its key', async () => {
    const { status, body, fetchImpl } = await run(post(JSON.stringify(record())));
    expect(status).toBe(201);
    expect(body).toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledOnce();
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://cms.example.com/api/enquiries');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer create-only');
    expect(JSON.parse(String(init?.body))).toEqual({
      data: expect.objectContaining({
        submissionKey: record().key,
        firstName: 'Ada',
        websiteUrl: 'https://ada.example.com',
        // No notes are empty notes in the record; "Not provided" is the e-mail's words.
        notes: '',
        page: '/get-to-know',
        emailOutcome: 'pending',
      }),
    });
  });

  it('answers 200 when Strapi already had the key (a retry lands once)', async () => {
    expect((await run(post(JSON.stringify(record())), { fetchImpl: strapiAnswering(200) })).status).toBe(200);
  });
});

describe('the door, as an attacker tries it', () => {
  it.each<[string, Request, number, string]>([
    ['GET', post(null, {}, 'GET'), 405, INTAKE_ERRORS.method],
    ['PUT', post('{}', {}, 'PUT'), 405, INTAKE_ERRORS.method],
    ['a foreign Origin', post(JSON.stringify(record()), { Origin: 'https://evil.example' }), 403, INTAKE_ERRORS.origin],
    [
      'no Origin',
      new Request(`${SITE}/api/enquiries`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
      403,
      INTAKE_ERRORS.origin,
    ],
    [
      'an Origin that only starts like the site',
      post(JSON.stringify(record()), { Origin: `${SITE}.evil.example` }),
      403,
      INTAKE_ERRORS.origin,
    ],
    ['a form body', post('key=1', { 'Content-Type': 'application/x-www-form-urlencoded' }), 415, INTAKE_ERRORS.contentType],
    ['text/plain (a no-cors form post)', post(JSON.stringify(record()), { 'Content-Type': 'text/plain' }), 415, INTAKE_ERRORS.contentType],
    [
      'a body over the cap',
      post(JSON.stringify({ ...record(), company: 'x'.repeat(ENQUIRY_BODY_MAX_BYTES) })),
      413,
      INTAKE_ERRORS.tooLarge,
    ],
    ['a declared length over the cap', post('{}', { 'Content-Length': String(ENQUIRY_BODY_MAX_BYTES + 1) }), 413, INTAKE_ERRORS.tooLarge],
    ['malformed JSON', post('{"key":'), 400, INTAKE_ERRORS.malformed],
  ])('%s', async (_, request, status, error) => {
    const { status: got, body, fetchImpl } = await run(request);
    expect(got).toBe(status);
    expect(body).toEqual({ error });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('wrong types and unknown fields: 400 with the reason, nothing stored', async () => {
    for (const bad of [
      { ...record(), fillMs: '1' },
      { ...record(), isAdmin: true },
      { ...record(), answers: { ...record().answers, email: ['a'] } },
    ]) {
      const { status, body, fetchImpl } = await run(post(JSON.stringify(bad)));
      expect(status).toBe(400);
      expect(String(body.error)).toMatch(/fillMs|isAdmin|answers.email/);
      expect(fetchImpl).not.toHaveBeenCalled();
    }
  });

  it('a bot (honeypot filled, or faster than a person) is told it worked, and nothing is stored', async () => {
    for (const bot of [record({ company: 'ACME' }), record({ fillMs: ENQUIRY_MIN_FILL_MS - 1 })]) {
      const { status, body, fetchImpl } = await run(post(JSON.stringify(bot)));
      expect([status, body]).toEqual([200, { ok: true }]);
      expect(fetchImpl).not.toHaveBeenCalled();
    }
  });

  it('rate-limits each client: the request over the limit gets 429 with Retry-After, another client still gets in', async () => {
    const counter = memoryCounter();
    const limited = { ...env, ENQUIRY_RATE_LIMIT: '3/60' };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await run(post(JSON.stringify(record())), { counter, e: limited })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const over = await run(post(JSON.stringify(record())), { counter, e: limited });
    expect(over.body).toEqual({ error: INTAKE_ERRORS.rateLimited });
    expect(Number(over.res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await run(post(JSON.stringify(record()), { 'CF-Connecting-IP': '198.51.100.7' }), { counter, e: limited })).status).toBe(201);
  });

  it('counts malformed requests too: a flood of junk hits the limit before any body is read', async () => {
    const counter = memoryCounter();
    const limited = { ...env, ENQUIRY_RATE_LIMIT: '2/60' };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await run(post('not json'), { counter, e: limited })).status);
    expect(statuses).toEqual([400, 400, 429]);
  });

  it('counts an IPv6 client by its /64: a new address of the same connection is the same client', async () => {
    const counter = memoryCounter();
    const limited = { ...env, ENQUIRY_RATE_LIMIT: '2/60' };
    const from = (ip: string) => run(post(JSON.stringify(record()), { 'CF-Connecting-IP': ip }), { counter, e: limited });
    expect((await from('2001:db8:7:1::1')).status).toBe(201);
    expect((await from('2001:db8:7:1:aaaa:bbbb:cccc:dddd')).status).toBe(201);
    expect((await from('2001:0db8:0007:0001::ffff')).status).toBe(429);
    expect((await from('2001:db8:7:2::1')).status).toBe(201);
  });

  it('lets a genuine enquiry through, and says so in the log, when the limiter’s store fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing: RateCounter = { hit: async () => Promise.reject(new Error('D1_ERROR: too many requests')) };
    const { status, fetchImpl } = await run(post(JSON.stringify(record())), { counter: failing });
    expect(status).toBe(201);
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/rate limit's store failed.*D1_ERROR/));
    // The bot rules still stand with the store down.
    const bot = await run(post(JSON.stringify(record({ company: 'ACME' }))), { counter: failing });
    expect([bot.status, bot.fetchImpl.mock.calls.length]).toEqual([200, 0]);
    error.mockRestore();
  });

  it('the first layer (Cloudflare’s binding) turns a client over its limit away before the D1 counter is asked', async () => {
    // The binding's own behaviour: `limit` requests a period per key.
    const seen = new Map<string, number>();
    const limiter: RateLimiter = {
      limit: vi.fn(async ({ key }) => {
        seen.set(key, (seen.get(key) ?? 0) + 1);
        return { success: seen.get(key)! <= FIRST_LAYER_LIMIT.limit };
      }),
    };
    const counter = memoryCounter();
    const hit = vi.spyOn(counter, 'hit');
    const lenient = { ...env, ENQUIRY_RATE_LIMIT: '1000/600' };
    const statuses: number[] = [];
    for (let i = 0; i < FIRST_LAYER_LIMIT.limit + 5; i++) {
      const { status, res } = await run(post('{}', { 'CF-Connecting-IP': `2001:db8:7:1::${i + 1}` }), { counter, limiter, e: lenient });
      statuses.push(status);
      if (status === 429) expect(res.headers.get('Retry-After')).toBe(String(FIRST_LAYER_LIMIT.period));
    }
    // Every address of one /64 is one key; past the binding's limit, D1 is not asked at all.
    expect(statuses).toEqual([...Array(FIRST_LAYER_LIMIT.limit).fill(400), ...Array(5).fill(429)]);
    expect(limiter.limit).toHaveBeenCalledWith({ key: '2001:db8:7:1::/64' });
    expect(hit).toHaveBeenCalledTimes(FIRST_LAYER_LIMIT.limit);
  });

  it('the D1 counter still decides when the first layer fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const limiter: RateLimiter = { limit: async () => Promise.reject(new Error('binding unavailable')) };
    const { status, fetchImpl } = await run(post(JSON.stringify(record())), { limiter });
    expect([status, fetchImpl.mock.calls.length]).toEqual([201, 1]);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/first layer failed.*binding unavailable/));
    error.mockRestore();
  });

  it('answers 503 when not set up (no token, no CMS, no counter), and when Strapi fails or is down', async () => {
    const body = JSON.stringify(record());
    expect((await run(post(body), { e: { ...env, STRAPI_ENQUIRY_TOKEN: '' } })).body).toEqual({ error: INTAKE_ERRORS.notSetUp });
    expect((await run(post(body), { e: { ...env, PUBLIC_STRAPI_URL: '' } })).status).toBe(503);
    expect((await run(post(body), { counter: null })).status).toBe(503);
    expect((await run(post(body), { fetchImpl: strapiAnswering(500) })).body).toEqual({ error: INTAKE_ERRORS.unavailable });
    const down = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    expect((await run(post(body), { fetchImpl: down })).status).toBe(503);
  });

  it('every answer is JSON, never cached', async () => {
    const { res } = await run(post('{'));
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('Cloudflare Turnstile, when TURNSTILE_SECRET_KEY is set', () => {
  const withTurnstile = { ...env, TURNSTILE_SECRET_KEY: 'turnstile-secret' };
  /** Turnstile's siteverify and Strapi behind one fetch: Turnstile says `success` for the token "good". */
  const services = () =>
    vi.fn<typeof fetch>(async (url, init) => {
      if (url === TURNSTILE_VERIFY_URL) return Response.json({ success: JSON.parse(String(init?.body)).response === 'good' });
      return new Response(JSON.stringify({ data: {} }), { status: 201 });
    });

  it('a new enquiry with a token that passes is stored; the secret and the client go to siteverify', async () => {
    const { status, fetchImpl } = await run(post(JSON.stringify({ ...record(), turnstileToken: 'good' })), {
      fetchImpl: services(),
      e: withTurnstile,
    });
    expect(status).toBe(201);
    expect(JSON.parse(String(fetchImpl.mock.calls[0]![1]?.body))).toEqual({
      secret: 'turnstile-secret',
      response: 'good',
      remoteip: '203.0.113.9',
    });
    expect(JSON.parse(String(fetchImpl.mock.calls[1]![1]?.body))).not.toHaveProperty('outcomeOnly');
  });

  it.each([
    ['no token', {}],
    ['a token that fails', { turnstileToken: 'reused' }],
  ])('a new enquiry with %s: 403, nothing sent to Strapi', async (_, extra) => {
    const { status, body, fetchImpl } = await run(post(JSON.stringify({ ...record(), ...extra })), {
      fetchImpl: services(),
      e: withTurnstile,
    });
    expect([status, body]).toEqual([403, { error: INTAKE_ERRORS.turnstile }]);
    expect(fetchImpl.mock.calls.map(([url]) => url)).not.toContain('https://cms.example.com/api/enquiries');
  });

  it('a later report (the e-mail’s outcome) needs no token, and may only update: Strapi is told outcomeOnly', async () => {
    const { status, fetchImpl } = await run(post(JSON.stringify(record({ emailOutcome: 'sent' }))), {
      fetchImpl: services(),
      e: withTurnstile,
    });
    expect(status).toBe(201);
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(JSON.parse(String(fetchImpl.mock.calls[0]![1]?.body))).toMatchObject({ outcomeOnly: true });
  });

  it('off by default: no token asked for', async () => {
    const { status, fetchImpl } = await run(post(JSON.stringify(record())), { fetchImpl: services() });
    expect(status).toBe(201);
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual(['https://cms.example.com/api/enquiries']);
  });
});
