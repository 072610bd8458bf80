import { BUDGETS, BUSINESS_SITUATIONS, GOALS, TIMEFRAMES, WEBSITE_ANSWERS } from './options';
import { toTemplateParams } from './template';
import { EMAIL_OUTCOMES, type EmailOutcome, type StoredEnquiry } from './fields';
import { EMPTY_ENQUIRY, STEPS, type Enquiry } from './types';
import { validateStep } from './validation';

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

/** A new submission key (a version 4 UUID), made where the browser has no randomUUID too (an insecure origin). */
export function newSubmissionKey(random: Crypto = globalThis.crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const b = random.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
const PAGE = /^\/[\w\-/]{0,199}$/;
const REQUEST_FIELDS = ['key', 'page', 'fillMs', 'company', 'emailOutcome', 'emailError', 'answers', 'turnstileToken'] as const;
const ANSWER_FIELDS = Object.keys(EMPTY_ENQUIRY) as Array<keyof Enquiry>;
const CHOICES: Partial<Record<keyof Enquiry, readonly string[]>> = {
  businessSituation: BUSINESS_SITUATIONS,
  hasWebsite: WEBSITE_ANSWERS,
  budget: BUDGETS,
  timeframe: TIMEFRAMES,
};

export type ParsedRecord = { ok: true; value: EnquiryRecordRequest } | { ok: false; error: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function unknownField(object: Record<string, unknown>, allowed: readonly string[]): string | undefined {
  return Object.keys(object).find((k) => !allowed.includes(k));
}

/** The answers, checked as the wizard checks them: types, lengths, the options of product §9, and every step's rules of product §5. */
function checkAnswers(answers: unknown): string | null {
  if (!isObject(answers)) return 'answers must be an object';
  const extra = unknownField(answers, ANSWER_FIELDS);
  if (extra !== undefined) return `answers.${extra} is not a field of the enquiry`;
  for (const field of ANSWER_FIELDS) {
    const value = answers[field];
    if (field === 'goals') {
      if (!Array.isArray(value) || !value.every((g) => typeof g === 'string' && (GOALS as readonly string[]).includes(g))) {
        return 'answers.goals must be a list of the wizard’s goals';
      }
      if (new Set(value).size !== value.length) return 'answers.goals lists a goal twice';
      continue;
    }
    if (typeof value !== 'string') return `answers.${field} must be text`;
    const max = (ANSWER_MAX_LENGTH as Partial<Record<keyof Enquiry, number>>)[field];
    if (max !== undefined && value.length > max) return `answers.${field} is longer than ${max} characters`;
    const choices = CHOICES[field];
    if (choices && value !== '' && !choices.includes(value)) return `answers.${field} is not one of the wizard’s options`;
  }
  const enquiry = answers as unknown as Enquiry;
  for (const step of [STEPS.contact, STEPS.situation, STEPS.goals, STEPS.website, STEPS.budget]) {
    const [field, message] = Object.entries(validateStep(step, enquiry))[0] ?? [];
    if (field) return `answers.${field}: ${message}`;
  }
  return null;
}

/**
 * Check a body sent to POST /api/enquiries, field by field, refusing anything the wizard would
 * not send: a missing or unknown field, a wrong type, an answer too long or outside its options,
 * or answers that would not pass the wizard's own steps.
 */
export function parseEnquiryRecord(body: unknown): ParsedRecord {
  if (!isObject(body)) return { ok: false, error: 'The body must be a JSON object' };
  const extra = unknownField(body, REQUEST_FIELDS);
  if (extra !== undefined) return { ok: false, error: `${extra} is not a field of an enquiry` };
  const { key, page, fillMs, company, emailOutcome, emailError, answers, turnstileToken } = body;
  if (typeof key !== 'string' || !SUBMISSION_KEY.test(key)) return { ok: false, error: 'key must be a lowercase UUID' };
  if (typeof page !== 'string' || !PAGE.test(page)) return { ok: false, error: 'page must be a path of this site' };
  if (typeof fillMs !== 'number' || !Number.isFinite(fillMs) || fillMs < 0)
    return { ok: false, error: 'fillMs must be a number of milliseconds' };
  if (typeof company !== 'string' || company.length > 200) return { ok: false, error: 'company must be text' };
  if (typeof emailOutcome !== 'string' || !(EMAIL_OUTCOMES as readonly string[]).includes(emailOutcome)) {
    return { ok: false, error: `emailOutcome must be one of ${EMAIL_OUTCOMES.join(', ')}` };
  }
  if (typeof emailError !== 'string' || emailError.length > 40) return { ok: false, error: 'emailError must be short text' };
  if (turnstileToken !== undefined && (typeof turnstileToken !== 'string' || turnstileToken.length > 2048)) {
    return { ok: false, error: 'turnstileToken must be short text' };
  }
  const problem = checkAnswers(answers);
  if (problem) return { ok: false, error: problem };
  return { ok: true, value: body as unknown as EnquiryRecordRequest };
}

export type { StoredEnquiry } from './fields';

export function toStoredEnquiry(record: EnquiryRecordRequest): StoredEnquiry {
  return {
    ...toTemplateParams(record.answers),
    submissionKey: record.key,
    page: record.page,
    emailOutcome: record.emailOutcome,
    emailError: record.emailError,
  };
}
