import { OTHER_SITUATION } from './options';
import type { Enquiry, EnquiryErrors, Step } from './types';

/** product §5 messages, word for word. */
export const ENQUIRY_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneNumber: 'Phone number is required',
  businessSituation: 'Please select your business situation or use the dropdown',
  otherBusinessSituation: 'Please explain your business situation',
  goals: 'Please select at least one goal',
  hasWebsite: 'Please select an option',
  websiteUrl: 'Please enter your website URL',
  budget: 'Please select your budget',
  timeframe: 'Please select your timeframe',
} as const;

/** The simple e-mail pattern of product §5: something@something.something, no spaces. */
export const SIMPLE_EMAIL = /^\S+@\S+\.\S+$/;

const blank = (v: string) => v.trim() === '';

/** Errors of one step (empty when it may advance). Steps 0 and 6 have nothing to check. */
export function validateStep(step: Step, data: Enquiry): EnquiryErrors {
  const errors: EnquiryErrors = {};
  switch (step) {
    case 1:
      if (blank(data.firstName)) errors.firstName = ENQUIRY_MESSAGES.firstName;
      if (blank(data.lastName)) errors.lastName = ENQUIRY_MESSAGES.lastName;
      if (blank(data.email)) errors.email = ENQUIRY_MESSAGES.emailRequired;
      else if (!SIMPLE_EMAIL.test(data.email.trim())) errors.email = ENQUIRY_MESSAGES.emailInvalid;
      if (blank(data.phoneNumber)) errors.phoneNumber = ENQUIRY_MESSAGES.phoneNumber;
      break;
    case 2:
      if (blank(data.businessSituation)) errors.businessSituation = ENQUIRY_MESSAGES.businessSituation;
      else if (data.businessSituation === OTHER_SITUATION && blank(data.otherBusinessSituation)) {
        errors.otherBusinessSituation = ENQUIRY_MESSAGES.otherBusinessSituation;
      }
      break;
    case 3:
      if (data.goals.length === 0) errors.goals = ENQUIRY_MESSAGES.goals;
      break;
    case 4:
      if (data.hasWebsite === '') errors.hasWebsite = ENQUIRY_MESSAGES.hasWebsite;
      else if (data.hasWebsite === 'Yes' && blank(data.websiteUrl)) errors.websiteUrl = ENQUIRY_MESSAGES.websiteUrl;
      break;
    case 5:
      if (blank(data.budget)) errors.budget = ENQUIRY_MESSAGES.budget;
      if (blank(data.timeframe)) errors.timeframe = ENQUIRY_MESSAGES.timeframe;
      break;
  }
  return errors;
}
