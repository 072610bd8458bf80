import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliverEnquiry, EMAIL_TIMEOUT_MS, emailErrorLabel, storeEnquiry } from './deliver';
import { EnquirySendError } from './send';
import type { EmailOutcome } from '../record';

const ok = () => Promise.resolve();
const fail = (status: number) => () => Promise.reject(new EnquirySendError('failed', status, { status }));
const never = () => new Promise<void>(() => {});

/** A store channel that answers each call with the next of `answers`, and records what it was told. */
function store(...answers: boolean[]) {
  const calls: Array<[EmailOutcome, string]> = [];
  const fn = (outcome: EmailOutcome, error: string) => {
    calls.push([outcome, error]);
    return (answers[calls.length - 1] ?? answers.at(-1)) ? Promise.resolve() : Promise.reject(new Error('503'));
  };
  return { fn, calls };
}

afterEach(() => vi.useRealTimers());

describe('deliverEnquiry: two independent channels, thanked when either confirmed', () => {
  it.each<[string, () => Promise<void>, boolean[], { emailed: boolean; stored: boolean }, Array<[EmailOutcome, string]>]>([
    [
      'both work',
      ok,
      [true],
      { emailed: true, stored: false },
      [
        ['pending', ''],
        ['sent', ''],
      ],
    ],
    [
      'EmailJS 412 (a revoked Gmail grant), stored',
      fail(412),
      [true],
      { emailed: false, stored: true },
      [
        ['pending', ''],
        ['failed', '412'],
      ],
    ],
    [
      'EmailJS 429 (quota), stored',
      fail(429),
      [true],
      { emailed: false, stored: true },
      [
        ['pending', ''],
        ['failed', '429'],
      ],
    ],
    [
      'EmailJS 500, stored',
      fail(500),
      [true],
      { emailed: false, stored: true },
      [
        ['pending', ''],
        ['failed', '500'],
      ],
    ],
    [
      'Strapi down, e-mail sent',
      ok,
      [false],
      { emailed: true, stored: false },
      [
        ['pending', ''],
        ['sent', ''],
      ],
    ],
    [
      'EmailJS failed, the first store failed, the second got through',
      fail(500),
      [false, true],
      { emailed: false, stored: true },
      [
        ['pending', ''],
        ['failed', '500'],
      ],
    ],
    [
      'both failed',
      fail(500),
      [false],
      { emailed: false, stored: false },
      [
        ['pending', ''],
        ['failed', '500'],
      ],
    ],
  ])('%s', async (_, email, answers, expected, reports) => {
    const s = store(...answers);
    const delivery = await deliverEnquiry({ email, store: s.fn });
    expect({ emailed: delivery.emailed, stored: delivery.stored }).toEqual(expected);
    await delivery.reported;
    expect(s.calls).toEqual(reports);
  });

  it('EmailJS that never answers counts as failed ("timeout") after EMAIL_TIMEOUT_MS, and the record says so', async () => {
    vi.useFakeTimers();
    const s = store(true);
    const pending = deliverEnquiry({ email: never, store: s.fn });
    await vi.advanceTimersByTimeAsync(EMAIL_TIMEOUT_MS);
    const delivery = await pending;
    expect([delivery.emailed, delivery.stored]).toEqual([false, true]);
    await delivery.reported;
    expect(s.calls).toEqual([
      ['pending', ''],
      ['failed', 'timeout'],
    ]);
  });

  it('the thank-you does not wait for a slow store when the e-mail went', async () => {
    let calls = 0;
    const delivery = await deliverEnquiry({ email: ok, store: () => (calls++ === 0 ? never() : ok()) });
    expect(delivery.emailed).toBe(true);
  });
});

describe('emailErrorLabel', () => {
  it.each([
    [new EnquirySendError('failed', 412, {}), '412'],
    [new EnquirySendError('failed', null, 'timeout'), 'timeout'],
    [new EnquirySendError('throttled', 429, {}), 'throttled'],
    [new EnquirySendError('failed', null, new TypeError('offline')), 'error'],
    [new Error('x'), 'error'],
  ])('%s → %s', (error, label) => expect(emailErrorLabel(error)).toBe(label));
});

describe('storeEnquiry', () => {
  const record = { key: 'k', page: '/contact', fillMs: 5000, company: '', emailOutcome: 'pending', emailError: '', answers: {} } as never;
  it('posts JSON to the site’s own /api/enquiries and resolves on { ok: true }', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ ok: true }, { status: 201 }));
    await storeEnquiry(record, { fetchImpl });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/enquiries');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toEqual(record);
  });
  it.each([
    ['a 503', () => Response.json({ error: 'x' }, { status: 503 })],
    ['a static host’s 404 page', () => new Response('<html>', { status: 404 })],
    ['a 200 that is not the Function', () => new Response('<html>', { status: 200 })],
  ])('rejects %s', async (_, answer) => {
    await expect(storeEnquiry(record, { fetchImpl: async () => answer() })).rejects.toThrow();
  });
});
