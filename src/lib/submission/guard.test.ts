import { describe, expect, it } from 'vitest';
import { HONEYPOT_INPUT, isLikelyBot, submitVerdict, type SubmitFacts } from './guard';

const person: SubmitFacts = { honeypot: '', startedAt: 1_000, now: 10_000, minFillMs: 3_000, online: true, inFlight: false };

describe('bot check: honeypot and minimum time', () => {
  it.each([
    ['a person, empty honeypot, slow enough', person, false],
    ['honeypot filled', { ...person, honeypot: 'Acme' }, true],
    ['honeypot of spaces only is still a person', { ...person, honeypot: '  ' }, false],
    ['faster than a person', { ...person, now: 3_999 }, true],
    ['exactly the minimum', { ...person, now: 4_000 }, false],
    ['start unknown (answers from before a reload): never a bot by time', { ...person, startedAt: null, now: 1_001 }, false],
  ])('%s', (_name, facts, bot) => {
    expect(isLikelyBot(facts)).toBe(bot);
  });
});

describe('what Send does', () => {
  it.each([
    ['send', person],
    ['busy', { ...person, inFlight: true }],
    ['busy', { ...person, inFlight: true, honeypot: 'x', online: false }],
    ['bot', { ...person, honeypot: 'x' }],
    ['bot', { ...person, honeypot: 'x', online: false }],
    ['bot', { ...person, now: 1_500 }],
    ['offline', { ...person, online: false }],
  ] as const)('%s for %j', (verdict, facts) => {
    expect(submitVerdict(facts)).toBe(verdict);
  });
});

it('the honeypot is skipped by Tab, by autofill and by assistive technology', () => {
  expect(HONEYPOT_INPUT).toMatchObject({ tabIndex: -1, autoComplete: 'off', 'aria-hidden': true });
});
