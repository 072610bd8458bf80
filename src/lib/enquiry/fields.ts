/**
 * The enquiry's fields, in one place. The e-mail's template parameters (product §7, in its order) and
 * what the CMS stores beside them follow from these lists; the CMS's Enquiry schema
 * (cms/src/api/enquiry/content-types/enquiry/schema.json) must name the same, and its intake
 * accepts what its schema names (cms/src/enquiry/intake.js): fields.test.ts fails when the three
 * disagree, so a field added in one place alone is caught.
 */
export const TEMPLATE_FIELDS = [
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

/** What the record carries besides the e-mail's fields: its key, its page, and the e-mail's outcome. */
export const RECORD_FIELDS = ['submissionKey', 'page', 'emailOutcome', 'emailError'] as const;

/** Every field the site sends the CMS for an enquiry. */
export const STORED_FIELDS = [...TEMPLATE_FIELDS, ...RECORD_FIELDS] as const;

/** What the e-mail channel has come to, as the record says it. */
export const EMAIL_OUTCOMES = ['pending', 'sent', 'failed'] as const;
export type EmailOutcome = (typeof EMAIL_OUTCOMES)[number];

/** The CMS's own fields of an enquiry, which the site never sends (the housekeeping's alert mark). */
export const CMS_OWN_FIELDS = ['alertedAt'] as const;

export type TemplateField = (typeof TEMPLATE_FIELDS)[number];

/** The EmailJS template params of product §7, exactly: these keys and no other. */
export type EnquiryTemplateParams = { [K in TemplateField]: string };

/** The entry Strapi stores (api::enquiry.enquiry): the e-mail's fields as the e-mail carries them, and where, how and whether it was sent. */
export type StoredEnquiry = EnquiryTemplateParams & {
  submissionKey: string;
  page: string;
  emailOutcome: EmailOutcome;
  emailError: string;
};
