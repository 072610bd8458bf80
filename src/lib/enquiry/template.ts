import { OTHER_SITUATION } from './options';
import type { Enquiry } from './types';

/** The EmailJS template params of SPEC §7, exactly. */
export interface EnquiryTemplateParams {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  businessSituation: string;
  goals: string;
  hasWebsite: string;
  websiteUrl: string;
  budget: string;
  timeframe: string;
  notes: string;
  [key: string]: string;
}

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
