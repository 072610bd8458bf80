/**
 * Rules shared by the enquiry wizard and the newsletter sign-up for what happens when a visitor
 * presses Send: a bot is thanked and nothing is sent, an offline browser waits for the network,
 * and a send already under way is never started a second time.
 */

/** What the form does with a press of Send. */
export type SubmitVerdict = 'bot' | 'busy' | 'offline' | 'send';

export interface SubmitFacts {
  /** The hidden honeypot field's value: people never see it, bots fill it. */
  honeypot: string;
  /** When the visitor started (ms since epoch), or null when unknown: unknown is never a bot. */
  startedAt: number | null;
  now: number;
  /** A person cannot get from the start to Send faster than this. */
  minFillMs: number;
  /** navigator.onLine */
  online: boolean;
  /** A send of this form is under way (or was, when the page reloaded). */
  inFlight: boolean;
}

/** True when the submission looks automated: honeypot filled, or sent faster than a person can. */
export function isLikelyBot({
  honeypot,
  startedAt,
  now,
  minFillMs,
}: Pick<SubmitFacts, 'honeypot' | 'startedAt' | 'now' | 'minFillMs'>): boolean {
  if (honeypot.trim() !== '') return true;
  return startedAt !== null && now - startedAt < minFillMs;
}

/**
 * The one decision on Send. A send under way wins over everything (a double click is ignored);
 * a bot gets the thank-you without a send; offline waits for the `online` event.
 */
export function submitVerdict(facts: SubmitFacts): SubmitVerdict {
  if (facts.inFlight) return 'busy';
  if (isLikelyBot(facts)) return 'bot';
  if (!facts.online) return 'offline';
  return 'send';
}

/**
 * Props of the honeypot input: out of sight and out of the accessibility tree, skipped by Tab,
 * never filled by the browser's autofill. Only a script filling every input fills it.
 */
export const HONEYPOT_INPUT = {
  type: 'text',
  tabIndex: -1,
  autoComplete: 'off',
  'aria-hidden': true,
} as const;

/** Class that takes the honeypot off screen without `display:none` (which some bots skip). */
export const HONEYPOT_CLASS = 'absolute left-[-10000px] top-auto h-px w-px overflow-hidden';
