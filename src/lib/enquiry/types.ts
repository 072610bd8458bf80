/** product §3 Enquiry: what the visitor tells us across the wizard. */
export interface Enquiry {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  businessSituation: string;
  otherBusinessSituation: string;
  goals: string[];
  hasWebsite: '' | 'Yes' | 'No';
  websiteUrl: string;
  budget: string;
  timeframe: string;
  notes: string;
}

export type EnquiryField = keyof Enquiry;
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

export const EMPTY_ENQUIRY: Enquiry = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  businessSituation: '',
  otherBusinessSituation: '',
  goals: [],
  hasWebsite: '',
  websiteUrl: '',
  budget: '',
  timeframe: '',
  notes: '',
};

/** Steps of product §4: 0 intro, 1 contact, 2 business situation, 3 goals, 4 website, 5 budget and timeline, 6 thank-you. */
export const STEPS = {
  intro: 0,
  contact: 1,
  situation: 2,
  goals: 3,
  website: 4,
  budget: 5,
  thanks: 6,
} as const;
export type Step = (typeof STEPS)[keyof typeof STEPS];
