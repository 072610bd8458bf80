import { describe, expect, it } from 'vitest';
import { EnquirySendError } from '../delivery/send';
import { ENQUIRY_MIN_FILL_MS } from '../record';
import type { SavedWizard } from './storage';
import { EMPTY_ENQUIRY, type Enquiry, type EnquiryErrors, type Step } from '../types';
// The machine first, then what the island reads from its state.
import { wizardReducer, wizardTransition, INITIAL_WIZARD, editAction } from './wizard-state';
import { draftOf, enquiryRecord, interruptedRecord, keepsDraft, sendErrorMessage } from './wizard-state';
import type { WizardAction, WizardEffect, WizardState } from './wizard-state';
import type { SendState } from '../../submission/send-state';
import { FILLED_ENQUIRY } from '../record.fixture';

/** The enquiry wizard's state machine (product §4, §5), action by action from each step. */
const filled: Enquiry = { ...FILLED_ENQUIRY, goals: ['Run paid ads (PPC)'], notes: '' };
const NOW = 1_750_000_000_000;
const KEY = '12345678-1234-4234-8234-123456789abc';
const PHONE = '(555) 010-2030';

/** A restored wizard on `step`, every answer given, the visitor's clock started. */
const at = (step: Step, patch: Partial<WizardState> = {}): WizardState => ({
  ...INITIAL_WIZARD,
  restored: true,
  step,
  data: filled,
  startedAt: NOW - 60_000,
  moves: 3,
  ...patch,
});

/** The step, errors, focus move and effects after one action: what each table row states. */
function after(state: WizardState, action: WizardAction) {
  const { state: next, effects } = wizardTransition(state, action);
  return { step: next.step, errors: next.errors, movedFocus: next.moves !== state.moves, effects, next };
}

describe('Next (Get Started, Next, Send Enquiry), every step answered', () => {
  it.each<[Step, Step, boolean, WizardEffect[]]>([
    [0, 1, true, ['resetSend']],
    [1, 2, true, ['resetSend']],
    [2, 3, true, ['resetSend']],
    [3, 4, true, ['resetSend']],
    [4, 5, true, ['resetSend']],
    // Step 5 submits: the state stays as it is, the guarded send takes over.
    [5, 5, false, ['submit']],
    // The thank-you has no Next; a form submit there (only the honeypot can) moves nowhere.
    [6, 6, false, ['resetSend']],
  ])('from step %i: step %i, focus moves %s, effects %j', (from, step, movedFocus, effects) => {
    const result = after(at(from, { errors: { notes: 'stale' } }), { type: 'next', now: NOW });
    expect(result).toMatchObject({ step, movedFocus, effects });
    if (from !== 5) expect(result.errors).toEqual({});
  });

  it('Get Started starts the bot check clock; later steps keep it', () => {
    expect(after(at(0, { startedAt: null }), { type: 'next', now: NOW }).next.startedAt).toBe(NOW);
    expect(after(at(1), { type: 'next', now: NOW }).next.startedAt).toBe(NOW - 60_000);
  });

  it('step 5 answered returns the very same state (nothing re-renders before the send)', () => {
    const state = at(5);
    expect(wizardTransition(state, { type: 'next', now: NOW }).state).toBe(state);
  });
});

describe('Next on an unanswered step: the product §5 messages, word for word, and focus to the first invalid field', () => {
  it.each<[Step, string, Partial<Enquiry>, EnquiryErrors]>([
    [
      1,
      'nothing given',
      { firstName: '', lastName: '', email: '', phoneNumber: '' },
      {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Email is required',
        phoneNumber: 'Phone number is required',
      },
    ],
    [
      1,
      'blanks only',
      { firstName: '  ', phoneNumber: ' ' },
      { firstName: 'First name is required', phoneNumber: 'Phone number is required' },
    ],
    [1, 'an e-mail without a dot after the @', { email: 'ada@example' }, { email: 'Email is invalid' }],
    [1, 'an e-mail with a space', { email: 'ada lovelace@example.com' }, { email: 'Email is invalid' }],
    [2, 'no situation', { businessSituation: '' }, { businessSituation: 'Please select your business situation or use the dropdown' }],
    [
      2,
      'Other unexplained',
      { businessSituation: 'Other', otherBusinessSituation: ' ' },
      { otherBusinessSituation: 'Please explain your business situation' },
    ],
    [3, 'no goal', { goals: [] }, { goals: 'Please select at least one goal' }],
    [4, 'neither Yes nor No', { hasWebsite: '' }, { hasWebsite: 'Please select an option' }],
    [4, 'Yes without a URL', { hasWebsite: 'Yes', websiteUrl: '' }, { websiteUrl: 'Please enter your website URL' }],
    [
      5,
      'no budget, no timeframe',
      { budget: '', timeframe: '' },
      { budget: 'Please select your budget', timeframe: 'Please select your timeframe' },
    ],
    [5, 'no timeframe', { timeframe: '' }, { timeframe: 'Please select your timeframe' }],
  ])('step %i, %s', (step, _case, answers, errors) => {
    const result = after(at(step, { data: { ...filled, ...answers } }), { type: 'next', now: NOW });
    expect(result).toMatchObject({ step, errors, movedFocus: false, effects: ['focusFirstInvalid'] });
  });

  it.each<[Step, Partial<Enquiry>]>([
    [2, { businessSituation: 'Other', otherBusinessSituation: 'A franchise' }],
    [4, { hasWebsite: 'No', websiteUrl: '' }],
    [5, { notes: '' }],
  ])('step %i passes with %j (notes are optional)', (step, answers) => {
    expect(after(at(step, { data: { ...filled, ...answers } }), { type: 'next', now: NOW }).errors).toEqual({});
  });
});

describe('Previous (Back to Home on step 1)', () => {
  it.each<[Step, Step, boolean, WizardEffect[]]>([
    [0, 0, false, ['goHome']],
    [1, 1, false, ['goHome']],
    [2, 1, true, ['resetSend']],
    [3, 2, true, ['resetSend']],
    [4, 3, true, ['resetSend']],
    // Leaving step 5 forgets a failure and calls a send waiting for the network off.
    [5, 4, true, ['resetSend']],
    [6, 5, true, ['resetSend']],
  ])('from step %i: step %i, focus moves %s, effects %j', (from, step, movedFocus, effects) => {
    const result = after(at(from, { errors: { budget: 'Please select your budget' } }), { type: 'previous' });
    expect(result).toMatchObject({ step, movedFocus, effects });
    expect(result.errors).toEqual(movedFocus ? {} : { budget: 'Please select your budget' });
  });

  it('keeps every answer', () => {
    expect(after(at(4), { type: 'previous' }).next.data).toBe(filled);
  });
});

describe('the send went out (or a bot was thanked), and Send another enquiry', () => {
  it.each<[string, WizardState, WizardAction, Partial<WizardState>, WizardEffect[]]>([
    [
      'sent from step 5: thanked, the draft forgotten',
      at(5, { key: KEY }),
      { type: 'sent' },
      { step: 6, data: filled, key: KEY },
      ['clearDraft', 'resetSend'],
    ],
    [
      'start over from the thank-you: empty answers, a new clock and key',
      at(6, { interrupted: true, key: KEY }),
      { type: 'startOver' },
      { step: 0, data: EMPTY_ENQUIRY, interrupted: false, startedAt: null, key: null, errors: {} },
      ['resetSend'],
    ],
  ])('%s', (_name, state, action, expected, effects) => {
    const result = after(state, action);
    expect(result.next).toMatchObject(expected);
    expect(result).toMatchObject({ movedFocus: true, effects });
  });

  it('start over keeps the honeypot and the Turnstile round', () => {
    const state = at(6, { honeypot: 'Acme', turnstile: { token: '', round: 2 } });
    expect(after(state, { type: 'startOver' }).next).toMatchObject({ honeypot: 'Acme', turnstile: { token: '', round: 2 } });
  });
});

describe('edits (product §4): no step change, no effect', () => {
  it.each<[string, Partial<WizardState>, WizardAction, Partial<Enquiry>, EnquiryErrors]>([
    [
      "typing clears that field's error only",
      { step: 1, errors: { firstName: 'First name is required', lastName: 'Last name is required' } },
      editAction('firstName', 'A'),
      { firstName: 'A' },
      { lastName: 'Last name is required' },
    ],
    [
      'No for website clears the URL and its error',
      { step: 4, errors: { websiteUrl: 'Please enter your website URL' } },
      editAction('hasWebsite', 'No'),
      { hasWebsite: 'No', websiteUrl: '' },
      {},
    ],
    [
      'Yes for website keeps the URL',
      { step: 4 },
      editAction('hasWebsite', 'Yes'),
      { hasWebsite: 'Yes', websiteUrl: 'https://ada.example.com' },
      {},
    ],
    [
      "leaving Other clears the explanation's error (the explanation stays)",
      {
        step: 2,
        data: { ...filled, businessSituation: 'Other', otherBusinessSituation: 'x' },
        errors: { otherBusinessSituation: 'Please explain your business situation' },
      },
      editAction('businessSituation', 'Just getting started'),
      { businessSituation: 'Just getting started', otherBusinessSituation: 'x' },
      {},
    ],
    [
      'a goal ticked',
      { step: 3, data: { ...filled, goals: [] }, errors: { goals: 'Please select at least one goal' } },
      { type: 'toggleGoal', goal: 'Marketing strategy guidance' },
      { goals: ['Marketing strategy guidance'] },
      {},
    ],
    [
      'a goal unticked',
      { step: 3, data: { ...filled, goals: ['Run paid ads (PPC)', "I'm not sure yet"] } },
      { type: 'toggleGoal', goal: 'Run paid ads (PPC)' },
      { goals: ["I'm not sure yet"] },
      {},
    ],
    ['notes', { step: 5 }, editAction('notes', 'Call after 3pm'), { notes: 'Call after 3pm' }, {}],
  ])('%s', (_name, patch, action, answers, errors) => {
    const state = at(patch.step ?? 1, patch);
    const result = after(state, action);
    expect(result).toMatchObject({ step: state.step, movedFocus: false, effects: [] });
    expect(result.next.data).toEqual({ ...state.data, ...answers });
    expect(result.errors).toEqual(errors);
  });

  it('the honeypot keeps what a bot typed, and nothing else changes', () => {
    const state = at(1);
    expect(wizardTransition(state, { type: 'honeypot', value: 'Acme Bots' })).toEqual({
      state: { ...state, honeypot: 'Acme Bots' },
      effects: [],
    });
  });
});

describe('restoring the draft after hydration', () => {
  const saved: SavedWizard = { step: 3, data: filled, startedAt: NOW, key: KEY };
  it.each<[string, SavedWizard | null, Partial<WizardState>]>([
    ['no draft: the intro', null, { step: 0, data: EMPTY_ENQUIRY, restored: true, interrupted: false }],
    [
      'a draft: its step, answers, clock and key',
      saved,
      { step: 3, data: filled, startedAt: NOW, key: KEY, restored: true, interrupted: false },
    ],
    ['an old draft without clock or key', { step: 2, data: filled }, { step: 2, startedAt: null, key: null, restored: true }],
    [
      'a draft interrupted mid-send: the thank-you, saying it was not sent again',
      { ...saved, step: 5, inFlightSince: NOW + 5_000 },
      { step: 6, data: filled, interrupted: true, startedAt: null, key: null, restored: true },
    ],
  ])('%s', (_name, draft, expected) => {
    const result = after(INITIAL_WIZARD, { type: 'restore', saved: draft });
    expect(result.next).toMatchObject(expected);
    // Restoring is not a move: focus stays where the page put it.
    expect(result).toMatchObject({ movedFocus: false, effects: [] });
  });
});

describe('the submission key and Turnstile', () => {
  it.each<[string, WizardState, WizardAction, Partial<WizardState>]>([
    ['the first Send makes the key', at(5), { type: 'keyMade', key: KEY }, { key: KEY }],
    ['a retry keeps the first key', at(5, { key: KEY }), { type: 'keyMade', key: 'aaaaaaaa-1234-4234-8234-123456789abc' }, { key: KEY }],
    ['a token arrives', at(5), { type: 'turnstileToken', token: 't1' }, { turnstile: { token: 't1', round: 0 } }],
    [
      'a token expires',
      at(5, { turnstile: { token: 't1', round: 0 } }),
      { type: 'turnstileToken', token: '' },
      { turnstile: { token: '', round: 0 } },
    ],
    [
      'a send used the token: a new check',
      at(5, { turnstile: { token: 't1', round: 1 } }),
      { type: 'turnstileSpent' },
      { turnstile: { token: '', round: 2 } },
    ],
  ])('%s', (_name, state, action, expected) => {
    const result = after(state, action);
    expect(result.next).toEqual({ ...state, ...expected });
    expect(result.effects).toEqual([]);
  });
});

describe('a whole visit, action by action', () => {
  it('from the intro to the thank-you and back to the intro', () => {
    const actions: WizardAction[] = [
      { type: 'restore', saved: null },
      { type: 'next', now: NOW },
      ...(['firstName', 'lastName', 'email', 'phoneNumber'] as const).map((field) => editAction(field, filled[field])),
      { type: 'next', now: NOW + 1 },
      editAction('businessSituation', 'Other'),
      { type: 'next', now: NOW + 2 },
      editAction('otherBusinessSituation', 'A bakery'),
      { type: 'next', now: NOW + 3 },
      { type: 'toggleGoal', goal: 'Run paid ads (PPC)' },
      { type: 'next', now: NOW + 4 },
      editAction('hasWebsite', 'No'),
      { type: 'next', now: NOW + 5 },
      editAction('budget', 'ASAP'),
      editAction('timeframe', 'ASAP'),
      { type: 'next', now: NOW + 6 },
      { type: 'keyMade', key: KEY },
      { type: 'sent' },
      { type: 'startOver' },
    ];
    const effects: WizardEffect[] = [];
    const steps: Step[] = [];
    const end = actions.reduce((state, action) => {
      const t = wizardTransition(state, action);
      effects.push(...t.effects);
      if (t.state.step !== state.step) steps.push(t.state.step);
      return wizardReducer(state, action);
    }, INITIAL_WIZARD);
    expect(steps).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(effects.filter((e) => e !== 'resetSend')).toEqual(['focusFirstInvalid', 'submit', 'clearDraft']);
    expect(end).toMatchObject({ step: 0, data: EMPTY_ENQUIRY, key: null, startedAt: null, moves: 7 });
  });

  it('never changes the state it is given', () => {
    const state = at(5, { errors: { budget: 'x' } });
    const before = structuredClone(state);
    const all: WizardAction[] = [
      { type: 'restore', saved: { step: 2, data: filled } },
      editAction('hasWebsite', 'No'),
      { type: 'toggleGoal', goal: 'x' },
      { type: 'honeypot', value: 'x' },
      { type: 'next', now: NOW },
      { type: 'previous' },
      { type: 'sent' },
      { type: 'startOver' },
      { type: 'keyMade', key: KEY },
      { type: 'turnstileToken', token: 't' },
      { type: 'turnstileSpent' },
    ];
    for (const action of all) wizardTransition(state, action);
    expect(state).toEqual(before);
  });
});

describe('the draft kept in sessionStorage', () => {
  it.each<[boolean, Step, boolean, boolean]>([
    [false, 1, false, false], // not read yet: it would overwrite the draft before it is restored
    [true, 0, false, true],
    [true, 5, false, true],
    [true, 5, true, false], // sending: the in-flight mark stays
    [true, 6, false, false], // thanked: forgotten
  ])('restored %s, step %i, sending %s: written %s', (restored, step, sending, expected) => {
    expect(keepsDraft({ restored, step }, sending)).toBe(expected);
  });

  it('holds the step, the answers, the clock and the key, in that order', () => {
    const draft = draftOf(at(3, { key: KEY, honeypot: 'x', errors: { goals: 'x' } }));
    expect(Object.keys(draft)).toEqual(['step', 'data', 'startedAt', 'key']);
    expect(draft).toEqual({ step: 3, data: filled, startedAt: NOW - 60_000, key: KEY });
  });
});

describe('the message under step 5', () => {
  const state = (status: SendState['status'], error: unknown = null): SendState => ({ status, error, bot: false });
  it.each<[string, SendState, string | null]>([
    ['nothing pressed', state('idle'), null],
    ['sending', state('sending'), null],
    ['sent', state('sent'), null],
    ['offline', state('waiting-online'), "You're offline. Your enquiry is saved and will be sent when you're back online."],
    [
      'failed',
      state('failed', new EnquirySendError('failed', 500, null)),
      'Sorry, your enquiry could not be sent. Your answers are saved here, so please try again. You can also call us at (555) 010-2030.',
    ],
    [
      'refused: too many requests',
      state('failed', new EnquirySendError('failed', 429, null)),
      'We have received too many requests in a short time. Please wait a minute and try again. You can also call us at (555) 010-2030.',
    ],
    [
      "held back by the browser's own limit",
      state('failed', new EnquirySendError('throttled', 429, null)),
      'You sent an enquiry from this browser a few seconds ago. Please wait 10 seconds, then press Send again. You can also call us at (555) 010-2030.',
    ],
  ])('%s', (_name, send, expected) => {
    expect(sendErrorMessage(send, PHONE)).toBe(expected);
  });
});

describe('the record of the enquiry (POST /api/enquiries)', () => {
  const report = { key: KEY, page: '/contact', fillMs: 60_000, emailOutcome: 'failed' as const, emailError: '412' };
  it.each<[string, Partial<WizardState>, Record<string, unknown>]>([
    ['a person, no Turnstile', {}, { company: '' }],
    ['with a Turnstile token', { turnstile: { token: 't1', round: 0 } }, { company: '', turnstileToken: 't1' }],
    ['a filled honeypot goes as the company', { honeypot: 'Acme' }, { company: 'Acme' }],
  ])('%s', (_name, patch, extra) => {
    expect(enquiryRecord(at(5, patch), report)).toEqual({ ...report, answers: filled, ...extra });
  });

  it.each<[string, SavedWizard | null, Record<string, unknown> | null]>([
    ['no draft', null, null],
    ['a draft not on its way', { step: 5, data: filled, key: KEY }, null],
    ['on its way without a key (made before keys existed)', { step: 5, data: filled, inFlightSince: NOW }, null],
    [
      'on its way: asked for once more, as pending',
      { step: 5, data: filled, startedAt: NOW - 9_000, inFlightSince: NOW, key: KEY },
      { key: KEY, page: '/get-to-know', fillMs: 9_000, company: '', emailOutcome: 'pending', emailError: '', answers: filled },
    ],
    [
      "on its way, clock unknown: a person's pace",
      { step: 5, data: filled, inFlightSince: NOW, key: KEY },
      {
        key: KEY,
        page: '/get-to-know',
        fillMs: ENQUIRY_MIN_FILL_MS,
        company: '',
        emailOutcome: 'pending',
        emailError: '',
        answers: filled,
      },
    ],
  ])('after a reload, %s', (_name, saved, expected) => {
    expect(interruptedRecord(saved, '/get-to-know')).toEqual(expected);
  });
});
