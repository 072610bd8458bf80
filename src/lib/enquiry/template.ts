import { OTHER_SITUATION } from './options';
import type { Enquiry } from './types';
import type { EnquiryAnswers } from './fields';

/** The EmailJS template parameters of product §7: the answers' keys, in their order, and no other. */
export type EnquiryTemplateParams = { [K in keyof EnquiryAnswers]: string };

/** The wizard's answers as the agency keeps them (./fields.ts): the record's shape, the project's own. */
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

/** The e-mail's template parameters, mapped from the answers where the e-mail is sent: product §7's words for what is missing. */
export function toTemplateParams(data: Enquiry): EnquiryTemplateParams {
  const answers = toAnswers(data);
  return { ...answers, websiteUrl: answers.websiteUrl || 'N/A', notes: answers.notes || 'Not provided' };
}
