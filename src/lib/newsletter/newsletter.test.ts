import { describe, expect, it, vi } from 'vitest';
import {
  CONSENT_FIELD,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_MIN_FILL_MS,
  honeypotField,
  subscribe,
  subscribeBody,
  validateNewsletterEmail,
} from './newsletter';
import { submitVerdict } from '../submission/guard';
import { ENV } from '../../config/env';

const ACTION = 'https://agency.us21.list-manage.com/subscribe/post?u=abc123&id=def456';

describe('newsletter validation (product §5, §8)', () => {
  it('messages word for word', () => {
    expect(NEWSLETTER_MESSAGES.required).toBe('Email is required');
    expect(NEWSLETTER_MESSAGES.invalid).toBe('Please enter a valid email');
    expect(NEWSLETTER_MESSAGES.failure).toBe('An error occurred. Please try again.');
  });
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['ada', 'Please enter a valid email'],
    ['ada@x', 'Please enter a valid email'],
    ['ada lovelace@x.com', 'Please enter a valid email'],
    ['ada@ex ample.com', 'Please enter a valid email'],
    ['ada@@x.com', 'Please enter a valid email'],
    ['ada@example.com', null],
  ])('%j -> %j', (email, error) => {
    expect(validateNewsletterEmail(email)).toBe(error);
  });
});

describe('subscribe request (product §7)', () => {
  it('honeypot field from the list URL', () => {
    expect(honeypotField(ACTION)).toBe('b_abc123_def456');
    expect(honeypotField('https://x.test/post')).toBeNull();
    expect(honeypotField('not a url')).toBeNull();
  });

  it('body: EMAIL, consent Y, empty honeypot', () => {
    expect(subscribeBody(ACTION, ' ada@example.com ', true).toString()).toBe(`EMAIL=ada%40example.com&${CONSENT_FIELD}=Y&b_abc123_def456=`);
    expect(subscribeBody(ACTION, 'ada@example.com', false).toString()).toBe('EMAIL=ada%40example.com&b_abc123_def456=');
  });

  it('POSTs no-cors to the list and does not read the answer', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 200 }));
    await subscribe(ACTION, 'ada@example.com', true, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(ACTION, expect.objectContaining({ method: 'POST', mode: 'no-cors' }));
  });

  it('fails without a configured list, and on a network error', async () => {
    await expect(subscribe(null, 'ada@example.com', true)).rejects.toThrow(ENV.mailchimpUrl);
    await expect(
      subscribe(
        ACTION,
        'a@b.co',
        true,
        vi.fn(async () => Promise.reject(new TypeError('offline'))),
      ),
    ).rejects.toThrow('offline');
  });
});

describe('offline and bot texts', () => {
  it('offline sign-up waits for the network', () => {
    expect(NEWSLETTER_MESSAGES.offline).toBe("You're offline. Your sign-up is saved and will be sent when you're back online.");
  });
});

describe('who is subscribed', () => {
  const person = { honeypot: '', startedAt: 10_000, online: true, inFlight: false };
  it.each([
    ['a second after the card appears (autofill, one press): sent', { ...person, now: 11_000 }, 'send'],
    ['in the same millisecond the card appeared: still sent', { ...person, now: 10_000 }, 'send'],
    ['start unknown: sent', { ...person, startedAt: null, now: 0 }, 'send'],
    ['honeypot filled: a bot, thanked and not sent', { ...person, honeypot: 'Acme', now: 60_000 }, 'bot'],
    ['offline: waits for the network', { ...person, online: false, now: 11_000 }, 'offline'],
    ['a send under way: the second press is ignored', { ...person, inFlight: true, now: 11_000 }, 'busy'],
  ] as const)('%s', (_name, facts, verdict) => {
    expect(submitVerdict({ ...facts, minFillMs: NEWSLETTER_MIN_FILL_MS })).toBe(verdict);
  });
});
