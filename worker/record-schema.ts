import { z } from 'astro/zod';
import { ANSWER_MAX_LENGTH, PAGE_PATH, SUBMISSION_KEY, type EnquiryRecordRequest } from '../src/lib/enquiry/record';
import { EMAIL_OUTCOMES } from '../src/lib/enquiry/fields';
import { BUDGETS, BUSINESS_SITUATIONS, GOALS, TIMEFRAMES, WEBSITE_ANSWERS } from '../src/lib/enquiry/options';
import { EMPTY_ENQUIRY, STEPS, type Enquiry } from '../src/lib/enquiry/types';
import { validateStep } from '../src/lib/enquiry/validation';

/**
 * The body of POST /api/enquiries as the edge takes it, in zod (the schema library Astro brings):
 * every field of the wizard's record and nothing else, each with its type, its length and its
 * options (product §9), and answers that pass every step of the wizard (product §5). The message
 * of the first problem is what the edge answers with, so each says which field and why.
 */
const answerText = (field: keyof Enquiry) => {
  const max: number | undefined = (ANSWER_MAX_LENGTH as Partial<Record<keyof Enquiry, number>>)[field];
  const text = z.string({ error: `answers.${field} must be text` });
  return max === undefined ? text : text.max(max, `answers.${field} is longer than ${max} characters`);
};

const choice = (field: keyof Enquiry, options: readonly string[]) =>
  answerText(field).refine((value) => value === '' || options.includes(value), `answers.${field} is not one of the wizard’s options`);

const NOT_A_GOAL = 'answers.goals must be a list of the wizard’s goals';
const CHOICES: Partial<Record<keyof Enquiry, readonly string[]>> = {
  businessSituation: BUSINESS_SITUATIONS,
  hasWebsite: WEBSITE_ANSWERS,
  budget: BUDGETS,
  timeframe: TIMEFRAMES,
};

const answers = z
  .strictObject(
    Object.fromEntries(
      (Object.keys(EMPTY_ENQUIRY) as Array<keyof Enquiry>).map((field) => [
        field,
        field === 'goals'
          ? z
              .array(z.enum(GOALS, { error: NOT_A_GOAL }), { error: NOT_A_GOAL })
              .refine((goals) => new Set(goals).size === goals.length, 'answers.goals lists a goal twice')
          : CHOICES[field]
            ? choice(field, CHOICES[field])
            : answerText(field),
      ]),
    ),
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `answers.${issue.keys[0]} is not a field of the enquiry` : 'answers must be an object',
    },
  )
  .superRefine((value, context) => {
    for (const step of [STEPS.contact, STEPS.situation, STEPS.goals, STEPS.website, STEPS.budget]) {
      const [field, message] = Object.entries(validateStep(step, value as unknown as Enquiry))[0] ?? [];
      if (field) return context.addIssue({ code: 'custom', message: `answers.${field}: ${message}` });
    }
  });

const record = z.strictObject(
  {
    key: z.string({ error: 'key must be a lowercase UUID' }).regex(SUBMISSION_KEY, 'key must be a lowercase UUID'),
    page: z.string({ error: 'page must be a path of this site' }).regex(PAGE_PATH, 'page must be a path of this site'),
    fillMs: z.number({ error: 'fillMs must be a number of milliseconds' }).min(0, 'fillMs must be a number of milliseconds'),
    company: z.string({ error: 'company must be text' }).max(200, 'company must be text'),
    emailOutcome: z.enum(EMAIL_OUTCOMES, { error: `emailOutcome must be one of ${EMAIL_OUTCOMES.join(', ')}` }),
    emailError: z.string({ error: 'emailError must be short text' }).max(40, 'emailError must be short text'),
    answers,
    turnstileToken: z.string({ error: 'turnstileToken must be short text' }).max(2048, 'turnstileToken must be short text').optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `${issue.keys[0]} is not a field of an enquiry` : 'The body must be a JSON object',
  },
);

export type ParsedRecord = { ok: true; value: EnquiryRecordRequest } | { ok: false; error: string };

/**
 * Check a body sent to POST /api/enquiries, refusing anything the wizard would not send: a
 * missing or unknown field, a wrong type, an answer too long or outside its options, or answers
 * that would not pass the wizard's own steps.
 */
export function parseEnquiryRecord(body: unknown): ParsedRecord {
  const parsed = record.safeParse(body);
  return parsed.success
    ? { ok: true, value: parsed.data as unknown as EnquiryRecordRequest }
    : { ok: false, error: parsed.error.issues[0]?.message ?? 'The body is not an enquiry' };
}
