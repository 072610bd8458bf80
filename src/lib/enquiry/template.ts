import type { Enquiry } from './types';
import { toAnswers, type EnquiryAnswers } from './fields';

/** The EmailJS template parameters of product §7: named and ordered as the answers are, and no other; their values are the e-mail's. */
export type EnquiryTemplateParams = EnquiryAnswers;

/** The e-mail's template parameters, mapped from the answers where the e-mail is sent: product §7's words for what is missing. */
export function toTemplateParams(data: Enquiry): EnquiryTemplateParams {
  const answers = toAnswers(data);
  return { ...answers, websiteUrl: answers.websiteUrl || 'N/A', notes: answers.notes || 'Not provided' };
}
