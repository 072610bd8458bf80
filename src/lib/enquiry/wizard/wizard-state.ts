import { fillTimeSince, type EmailOutcome, type EnquiryRecordRequest } from '../record';
import { ENQUIRY_SEND_MESSAGES, sendFailureMessage } from '../delivery/send';
import type { SavedWizard } from './storage';
import { EMPTY_ENQUIRY, type Enquiry, type EnquiryErrors, type EnquiryField, type Step } from '../types';
import { applyEdit, next, previous, toggleGoal } from './wizard';
import type { SendState } from '../../submission/send-state';

/**
 * The enquiry wizard as one pure state machine (product §4): the island renders a `WizardState` and
 * turns each thing the visitor does into a `WizardAction`. What has to happen beyond the state
 * (send, leave for the home page, move focus, forget the draft) comes back from
 * `wizardTransition` as `WizardEffect`s for the island to carry out. The send's own states
 * (sending, failed, waiting for the network) are lib/submission/send-state.ts.
 */
export interface WizardState {
  step: Step;
  data: Enquiry;
  errors: EnquiryErrors;
  /** The draft in sessionStorage has been read (only after hydration): from then on it is written. */
  restored: boolean;
  /** The page reloaded during a send: the visitor is thanked and told it was not sent again. */
  interrupted: boolean;
  /** The hidden honeypot's value (lib/submission/guard.ts): empty for a person. */
  honeypot: string;
  /** When the visitor pressed Get Started (ms since epoch): the bot check's clock, kept with the draft. */
  startedAt: number | null;
  /** This enquiry's submission key: made on its first Send, the same for every retry and reload. */
  key: string | null;
  /** Turnstile's latest token, and a new check (round) after each send: a token is good once. */
  turnstile: { token: string; round: number };
  /** How often the visitor has moved to another step: focus follows each move to the new step's heading. */
  moves: number;
}

export const INITIAL_WIZARD: WizardState = {
  step: 0,
  data: EMPTY_ENQUIRY,
  errors: {},
  restored: false,
  interrupted: false,
  honeypot: '',
  startedAt: null,
  key: null,
  turnstile: { token: '', round: 0 },
  moves: 0,
};

/** An answer typed or chosen, tied to its field's type. */
export type EditAction = { [K in EnquiryField]: { type: 'edit'; field: K; value: Enquiry[K] } }[EnquiryField];

export type WizardAction =
  /** The draft read from sessionStorage after hydration (null when there is none). */
  | { type: 'restore'; saved: SavedWizard | null }
  | EditAction
  | { type: 'toggleGoal'; goal: string }
  | { type: 'honeypot'; value: string }
  /** Get Started / Next / Send Enquiry, pressed at `now` (ms since epoch). */
  | { type: 'next'; now: number }
  /** Previous, or Back to Home on step 1. */
  | { type: 'previous' }
  /** The send went out, or a bot was thanked without one. */
  | { type: 'sent' }
  /** Send another enquiry. */
  | { type: 'startOver' }
  /** The submission key of this enquiry's first Send. */
  | { type: 'keyMade'; key: string }
  | { type: 'turnstileToken'; token: string }
  /** A send used the token: the check starts again. */
  | { type: 'turnstileSpent' };

/**
 * What the island does beyond the state: `submit` presses the guarded send, `goHome` leaves for
 * the home page, `focusFirstInvalid` brings the first invalid field to the visitor, `resetSend`
 * forgets a failed or waiting send (leaving a step), `clearDraft` forgets the saved answers.
 */
export type WizardEffect = 'submit' | 'goHome' | 'focusFirstInvalid' | 'resetSend' | 'clearDraft';

export interface WizardTransition {
  state: WizardState;
  effects: WizardEffect[];
}

/** An edit action, typed by its field. */
export function editAction<K extends EnquiryField>(field: K, value: Enquiry[K]): WizardAction {
  return { type: 'edit', field, value } as EditAction;
}

/** A move to another step: errors go, and a failed or waiting send is called off (Send is pressed again from step 5). */
function moveTo(state: WizardState, step: Step, patch: Partial<WizardState> = {}, effects: WizardEffect[] = []): WizardTransition {
  return {
    state: { ...state, ...patch, errors: {}, step, moves: step === state.step ? state.moves : state.moves + 1 },
    effects: [...effects, 'resetSend'],
  };
}

const stay = (state: WizardState, effects: WizardEffect[] = []): WizardTransition => ({ state, effects });

function edited(state: WizardState, action: EditAction): WizardState {
  return { ...state, ...applyEdit(state.data, state.errors, action.field, action.value) };
}

/** Restoring a draft (after hydration): where the visitor was, or the thank-you of a send a reload interrupted. */
function restored(state: WizardState, saved: SavedWizard | null): WizardState {
  // The page reloaded while these answers were on their way: they may have arrived, so they are never sent again.
  if (saved?.inFlightSince) return { ...state, data: saved.data, interrupted: true, step: 6, restored: true };
  if (saved)
    return { ...state, startedAt: saved.startedAt ?? null, key: saved.key ?? null, step: saved.step, data: saved.data, restored: true };
  return { ...state, restored: true };
}

/** The one transition of the wizard: the next state, and what the island must do beyond it. Pure. */
export function wizardTransition(state: WizardState, action: WizardAction): WizardTransition {
  switch (action.type) {
    case 'restore':
      return stay(restored(state, action.saved));
    case 'edit':
      return stay(edited(state, action));
    case 'toggleGoal':
      return stay(edited(state, { type: 'edit', field: 'goals', value: toggleGoal(state.data.goals, action.goal) }));
    case 'honeypot':
      return stay({ ...state, honeypot: action.value });
    case 'next': {
      const outcome = next(state.step, state.data);
      if (outcome.kind === 'invalid') return stay({ ...state, errors: outcome.errors }, ['focusFirstInvalid']);
      if (outcome.kind === 'submit') return stay(state, ['submit']);
      // The bot check's clock starts when the visitor starts answering.
      return moveTo(state, outcome.step, state.step === 0 ? { startedAt: action.now } : {});
    }
    case 'previous': {
      const outcome = previous(state.step);
      return outcome.kind === 'home' ? stay(state, ['goHome']) : moveTo(state, outcome.step);
    }
    case 'sent':
      return moveTo(state, 6, {}, ['clearDraft']);
    case 'startOver':
      return moveTo(state, 0, { data: EMPTY_ENQUIRY, interrupted: false, startedAt: null, key: null });
    case 'keyMade':
      return stay({ ...state, key: state.key ?? action.key });
    case 'turnstileToken':
      return stay({ ...state, turnstile: { ...state.turnstile, token: action.token } });
    case 'turnstileSpent':
      return stay({ ...state, turnstile: { token: '', round: state.turnstile.round + 1 } });
  }
}

/** `wizardTransition` without its effects, for useReducer. */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  return wizardTransition(state, action).state;
}

/** The draft kept in sessionStorage (lib/enquiry/storage.ts). */
export function draftOf(state: Pick<WizardState, 'step' | 'data' | 'startedAt' | 'key'>): SavedWizard {
  return { step: state.step, data: state.data, startedAt: state.startedAt, key: state.key };
}

/**
 * Whether the draft is written now: once restored and until thanked; during a send the in-flight
 * mark stays, and once the send failed the answers are kept again.
 */
export function keepsDraft(state: Pick<WizardState, 'restored' | 'step'>, sending: boolean): boolean {
  return state.restored && state.step < 6 && !sending;
}

/** The message under step 5 for the send's state: offline, or why it failed; null otherwise. */
export function sendErrorMessage(send: SendState, phone: string): string | null {
  if (send.status === 'waiting-online') return ENQUIRY_SEND_MESSAGES.offline;
  if (send.status === 'failed') return sendFailureMessage(send.error, phone);
  return null;
}

/** The record of this enquiry (POST /api/enquiries) as the send reports it, under its submission key. */
export function enquiryRecord(
  state: WizardState,
  {
    key,
    page,
    fillMs,
    emailOutcome,
    emailError,
  }: { key: string; page: string; fillMs: number; emailOutcome: EmailOutcome; emailError: string },
): EnquiryRecordRequest {
  return {
    key,
    page,
    fillMs,
    company: state.honeypot,
    emailOutcome,
    emailError,
    answers: state.data,
    ...(state.turnstile.token ? { turnstileToken: state.turnstile.token } : {}),
  };
}

/**
 * The record asked for once more after a reload interrupted a send, under the same key: stored
 * only if the first request never got through. Null when nothing was on its way, or it had no key.
 */
export function interruptedRecord(saved: SavedWizard | null, page: string): EnquiryRecordRequest | null {
  if (!saved?.inFlightSince || !saved.key) return null;
  const fillMs = fillTimeSince(saved.startedAt, saved.inFlightSince);
  return { key: saved.key, page, fillMs, company: '', emailOutcome: 'pending', emailError: '', answers: saved.data };
}
