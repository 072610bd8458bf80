import { OTHER_SITUATION } from './options';
import type { Enquiry } from './types';

/**
 * The enquiry's fields, in one place. What the agency keeps of an enquiry is the project's own
 * shape: the visitor's answers (ANSWER_FIELDS) and the record's own fields; the CMS's Enquiry
 * schema (cms/src/api/enquiry/content-types/enquiry/schema.json) names the same, and its intake
 * accepts what its schema names (cms/src/enquiry/intake.js). The e-mail's template parameters of
 * product §7 are another shape, made from the answers where the e-mail is sent (./template.ts).
 * fields.test.ts fails when these disagree, so a field added in one place alone is caught.
 */
export const ANSWER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'businessSituation',
  'goals',
  'hasWebsite',
  'websiteUrl',
  'budget',
  'timeframe',
  'notes',
] as const;

/** What the record carries besides the answers: its key, its page, and the e-mail's outcome. */
export const RECORD_FIELDS = ['submissionKey', 'page', 'emailOutcome', 'emailError'] as const;

/** Every field the site sends the CMS for an enquiry. */
export const STORED_FIELDS = [...ANSWER_FIELDS, ...RECORD_FIELDS] as const;

/** What the e-mail channel has come to, as the record says it. */
export const EMAIL_OUTCOMES = ['pending', 'sent', 'failed'] as const;
export type EmailOutcome = (typeof EMAIL_OUTCOMES)[number];

/** The CMS's own fields of an enquiry, which the site never sends (the housekeeping's alert mark). */
export const CMS_OWN_FIELDS = ['alertedAt'] as const;

type AnswerField = (typeof ANSWER_FIELDS)[number];

/**
 * The visitor's answers as the agency keeps them: each as given, trimmed; "Other" with the
 * visitor's own words after it; the goals in one line; no website is an empty address and no
 * notes empty notes (the e-mail's "N/A" and "Not provided" are the template's words, not the record's).
 */
export type EnquiryAnswers = { [K in AnswerField]: string };

/** The entry Strapi stores (api::enquiry.enquiry): the answers, and where, how and whether the e-mail was sent. */
export type StoredEnquiry = EnquiryAnswers & {
  submissionKey: string;
  page: string;
  emailOutcome: EmailOutcome;
  emailError: string;
};

/** The wizard's answers as the agency keeps them: the record's shape, the project's own; the e-mail maps them (./template.ts). */
export function toAnswers(data: Enquiry): EnquiryAnswers {
  return {
    firstName: data.firstName.trim(),
    lastName: data.lastName.trim(),
    email: data.email.trim(),
    phoneNumber: data.phoneNumber.trim(),
    businessSituation: data.businessSituation === OTHER_SITUATION ? `Other: ${data.otherBusinessSituation.trim()}` : data.businessSituation,
    goals: data.goals.join(', '),
    hasWebsite: data.hasWebsite,
    websiteUrl: data.hasWebsite === 'Yes' ? data.websiteUrl.trim() : '',
    budget: data.budget,
    timeframe: data.timeframe,
    notes: data.notes.trim(),
  };
}
