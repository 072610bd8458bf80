import type { Enquiry } from './types';
import type { EnquiryRecordRequest } from './record';

/** A body of POST /api/enquiries as the wizard sends it, for tests: change what the case needs. */
export function aRecord(over: Partial<Omit<EnquiryRecordRequest, 'answers'>> = {}, answers: Partial<Enquiry> = {}): EnquiryRecordRequest {
  return {
    key: '0b9a4c1e-5d7f-4a2b-9c3d-1e2f3a4b5c6d',
    page: '/contact',
    fillMs: 64_000,
    company: '',
    emailOutcome: 'pending',
    emailError: '',
    ...over,
    answers: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '312 555 0100',
      businessSituation: 'Other',
      otherBusinessSituation: 'We run a franchise',
      goals: ['Run paid ads (PPC)', 'Marketing strategy guidance'],
      hasWebsite: 'No',
      websiteUrl: '',
      budget: '$2,500-$5,000',
      timeframe: 'Within 30 days',
      notes: '',
      ...answers,
    },
  };
}

/** Every answer of the wizard given, for tests: spread it and change what the case needs. */
export const FILLED_ENQUIRY: Enquiry = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '312 555 0100',
  businessSituation: 'I need more traffic and leads',
  otherBusinessSituation: '',
  goals: ['Run paid ads (PPC)', 'Marketing strategy guidance'],
  hasWebsite: 'Yes',
  websiteUrl: 'https://ada.example.com',
  budget: '$2,500-$5,000',
  timeframe: 'Within 30 days',
  notes: 'Call after 3pm',
};
