import { describe, expect, it } from 'vitest';
import { BUDGETS, BUSINESS_SITUATIONS, GOALS, TIMEFRAMES } from './options';
import { toTemplateParams } from './template';
import { EMPTY_ENQUIRY } from './types';
import { validateStep } from './validation';
import { FILLED_ENQUIRY } from './record.fixture';

const filled = FILLED_ENQUIRY;

describe('option lists (product §9)', () => {
  it('business situations end with Other; four budgets and timeframes', () => {
    expect(BUSINESS_SITUATIONS).toHaveLength(5);
    expect(BUSINESS_SITUATIONS.at(-1)).toBe('Other');
    expect(GOALS).toHaveLength(5);
    expect(BUDGETS).toEqual(['Less than $1,000', '$1,000-$2,500', '$2,500-$5,000', '$5,000+']);
    expect(TIMEFRAMES).toEqual(['ASAP', 'Within 30 days', '1-3 months', 'Just exploring']);
  });
});

describe('validation messages (product §5), word for word', () => {
  it('step 1: every contact field', () => {
    expect(validateStep(1, EMPTY_ENQUIRY)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phoneNumber: 'Phone number is required',
    });
    expect(validateStep(1, { ...filled, firstName: '   ' }).firstName).toBe('First name is required');
  });

  it.each(['ada', 'ada@example', 'ada example@x.com', '@x.co', 'ada@.'])('step 1: "%s" is invalid', (email) => {
    expect(validateStep(1, { ...filled, email }).email).toBe('Email is invalid');
  });

  it.each(['ada@example.com', 'a.b+c@d.co.uk', ' ada@example.com '])('step 1: "%s" is valid', (email) => {
    expect(validateStep(1, { ...filled, email })).toEqual({});
  });

  it('step 2: a situation, and an explanation for Other', () => {
    expect(validateStep(2, EMPTY_ENQUIRY)).toEqual({ businessSituation: 'Please select your business situation or use the dropdown' });
    expect(validateStep(2, { ...EMPTY_ENQUIRY, businessSituation: 'Other' })).toEqual({
      otherBusinessSituation: 'Please explain your business situation',
    });
    expect(validateStep(2, { ...EMPTY_ENQUIRY, businessSituation: 'Other', otherBusinessSituation: 'Franchise' })).toEqual({});
  });

  it('step 3: at least one goal', () => {
    expect(validateStep(3, EMPTY_ENQUIRY)).toEqual({ goals: 'Please select at least one goal' });
    expect(validateStep(3, filled)).toEqual({});
  });

  it('step 4: yes/no, and a URL for yes', () => {
    expect(validateStep(4, EMPTY_ENQUIRY)).toEqual({ hasWebsite: 'Please select an option' });
    expect(validateStep(4, { ...EMPTY_ENQUIRY, hasWebsite: 'Yes' })).toEqual({ websiteUrl: 'Please enter your website URL' });
    expect(validateStep(4, { ...EMPTY_ENQUIRY, hasWebsite: 'No' })).toEqual({});
  });

  it('step 5: budget and timeframe; notes optional', () => {
    expect(validateStep(5, EMPTY_ENQUIRY)).toEqual({ budget: 'Please select your budget', timeframe: 'Please select your timeframe' });
    expect(validateStep(5, { ...filled, notes: '' })).toEqual({});
  });

  it('steps 0 and 6 have nothing to check', () => {
    expect(validateStep(0, EMPTY_ENQUIRY)).toEqual({});
    expect(validateStep(6, EMPTY_ENQUIRY)).toEqual({});
  });
});

describe('EmailJS template params (product §7)', () => {
  it('passes every field through', () => {
    expect(toTemplateParams(filled)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '312 555 0100',
      businessSituation: 'I need more traffic and leads',
      goals: 'Run paid ads (PPC), Marketing strategy guidance',
      hasWebsite: 'Yes',
      websiteUrl: 'https://ada.example.com',
      budget: '$2,500-$5,000',
      timeframe: 'Within 30 days',
      notes: 'Call after 3pm',
    });
  });

  it('prefixes "Other: " for Other', () => {
    expect(toTemplateParams({ ...filled, businessSituation: 'Other', otherBusinessSituation: 'We franchise' }).businessSituation).toBe(
      'Other: We franchise',
    );
  });

  it('"N/A" without a website, "Not provided" without notes', () => {
    const p = toTemplateParams({ ...filled, hasWebsite: 'No', websiteUrl: '', notes: '  ' });
    expect(p.websiteUrl).toBe('N/A');
    expect(p.notes).toBe('Not provided');
    expect(p.hasWebsite).toBe('No');
  });
});
