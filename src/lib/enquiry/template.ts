import { OTHER_SITUATION } from './options';
import type { Enquiry } from './types';
import type { EnquiryTemplateParams } from './fields';

export type { EnquiryTemplateParams } from './fields';

export function toTemplateParams(data: Enquiry): EnquiryTemplateParams {
  const url = data.hasWebsite === 'Yes' ? data.websiteUrl.trim() : '';
  return {
    firstName: data.firstName.trim(),
    lastName: data.lastName.trim(),
    email: data.email.trim(),
    phoneNumber: data.phoneNumber.trim(),
    businessSituation: data.businessSituation === OTHER_SITUATION ? `Other: ${data.otherBusinessSituation.trim()}` : data.businessSituation,
    goals: data.goals.join(', '),
    hasWebsite: data.hasWebsite,
    websiteUrl: url || 'N/A',
    budget: data.budget,
    timeframe: data.timeframe,
    notes: data.notes.trim() || 'Not provided',
  };
}
