import { toAnswers, type EmailOutcome, type StoredEnquiry } from './fields';
import type { Enquiry } from './types';

/** A person cannot answer the five steps faster than this (from Get Started to Send). */
export const ENQUIRY_MIN_FILL_MS = 3_000;

/**
 * The enquiry's second channel: the record the wizard sends to its own site (POST
 * /api/enquiries, worker/index.ts), which the edge checks here and stores in the
 * agency's Strapi. The same answers as the e-mail, under one key per enquiry, so a retry, a reload
 * or a double click lands once.
 */

export { EMAIL_OUTCOMES, type EmailOutcome } from './fields';

/** Longest answer of each free-text field: the wizard's inputs stop there, the edge refuses more. */
export const ANSWER_MAX_LENGTH = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phoneNumber: 40,
  otherBusinessSituation: 1000,
  websiteUrl: 2000,
  notes: 5000,
} as const satisfies Partial<Record<keyof Enquiry, number>>;

/** The body of POST /api/enquiries. */
export interface EnquiryRecordRequest {
  /** One per enquiry (a UUID made on the first Send), the same on every retry. */
  key: string;
  /** The page the wizard was on (/contact, /get-to-know). */
  page: string;
  /** Milliseconds from Get Started to Send: a person needs ENQUIRY_MIN_FILL_MS at least. */
  fillMs: number;
  /** The honeypot's value: empty for a person. */
  company: string;
  emailOutcome: EmailOutcome;
  /** Why the e-mail failed: EmailJS's status ("412") or "timeout"; empty otherwise. */
  emailError: string;
  answers: Enquiry;
  /** Cloudflare Turnstile's token, on the first request of an enquiry when the check is on. */
  turnstileToken?: string;
}

/**
 * Milliseconds from Get Started to `now`, for the record's `fillMs`. An unknown start counts as a
 * person's pace: unknown is never a bot (lib/submission/guard.ts).
 */
export function fillTimeSince(startedAt: number | null | undefined, now: number = Date.now()): number {
  return startedAt == null ? ENQUIRY_MIN_FILL_MS : Math.max(0, now - startedAt);
}

/** The largest body the edge reads, in bytes: every answer at its longest fits with room. */
export const ENQUIRY_BODY_MAX_BYTES = 16 * 1024;

/** A submission key: a lowercase UUID. */
export const SUBMISSION_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a submission key is drawn from: Web Crypto, as the browser and the edge both have it. */
export type RandomSource = {
  randomUUID?: () => string;
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>;
};

/** A new submission key (a version 4 UUID), made where the browser has no randomUUID too (an insecure origin). */
export function newSubmissionKey(random: RandomSource = globalThis.crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const b = random.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
/** The page a record comes from: a path of this site. */
export const PAGE_PATH = /^\/[\w\-/]{0,199}$/;

export type { StoredEnquiry } from './fields';

export function toStoredEnquiry(record: EnquiryRecordRequest): StoredEnquiry {
  return {
    ...toAnswers(record.answers),
    submissionKey: record.key,
    page: record.page,
    emailOutcome: record.emailOutcome,
    emailError: record.emailError,
  };
}
