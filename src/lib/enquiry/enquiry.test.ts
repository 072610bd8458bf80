import { describe, expect, it } from 'vitest';
import { BUDGETS, BUSINESS_SITUATIONS, GOALS, TIMEFRAMES } from './options';
import { toTemplateParams } from './template';
import { EMPTY_ENQUIRY } from './types';
import { validateStep } from './validation';
import { applyEdit, next, previous, toggleGoal } from './wizard';
import { ENQUIRY_STORAGE_KEY, clearWizard, loadWizard, saveWizard } from './storage';
import { enquiryAccounts, missingEmailJsConfig, sendEnquiry, sendFailureMessage } from './send';
import { ENV } from '../../config/env';
import { FILLED_ENQUIRY } from './record.fixture';
import { memoryStorage } from './storage.test-support';

const filled = FILLED_ENQUIRY;

describe('option lists (SPEC §9)', () => {
  it('business situations end with Other; four budgets and timeframes', () => {
    expect(BUSINESS_SITUATIONS).toHaveLength(5);
    expect(BUSINESS_SITUATIONS.at(-1)).toBe('Other');
    expect(GOALS).toHaveLength(5);
    expect(BUDGETS).toEqual(['Less than $1,000', '$1,000-$2,500', '$2,500-$5,000', '$5,000+']);
    expect(TIMEFRAMES).toEqual(['ASAP', 'Within 30 days', '1-3 months', 'Just exploring']);
  });
});

describe('validation messages (SPEC §5), word for word', () => {
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

describe('step transitions (SPEC §4)', () => {
  it('Next validates, then advances; step 5 submits', () => {
    expect(next(0, EMPTY_ENQUIRY)).toEqual({ kind: 'advance', step: 1 });
    expect(next(1, EMPTY_ENQUIRY).kind).toBe('invalid');
    expect(next(1, filled)).toEqual({ kind: 'advance', step: 2 });
    expect(next(2, filled)).toEqual({ kind: 'advance', step: 3 });
    expect(next(3, filled)).toEqual({ kind: 'advance', step: 4 });
    expect(next(4, filled)).toEqual({ kind: 'advance', step: 5 });
    expect(next(5, filled)).toEqual({ kind: 'submit' });
    expect(next(5, { ...filled, budget: '' })).toEqual({ kind: 'invalid', errors: { budget: 'Please select your budget' } });
  });

  it('Previous goes back one step; on step 1 back to home', () => {
    expect(previous(5)).toEqual({ kind: 'step', step: 4 });
    expect(previous(2)).toEqual({ kind: 'step', step: 1 });
    expect(previous(1)).toEqual({ kind: 'home' });
  });

  it('editing a field clears its error only', () => {
    const { errors } = applyEdit(EMPTY_ENQUIRY, { firstName: 'x', lastName: 'y' }, 'firstName', 'A');
    expect(errors).toEqual({ lastName: 'y' });
  });

  it('choosing No for website clears the URL', () => {
    const { data, errors } = applyEdit({ ...filled }, { websiteUrl: 'e' }, 'hasWebsite', 'No');
    expect(data.websiteUrl).toBe('');
    expect(data.hasWebsite).toBe('No');
    expect(errors).toEqual({});
    expect(applyEdit(filled, {}, 'hasWebsite', 'Yes').data.websiteUrl).toBe(filled.websiteUrl);
  });

  it('goals toggle', () => {
    expect(toggleGoal(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleGoal(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('EmailJS template params (SPEC §7)', () => {
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

describe('answers kept in sessionStorage', () => {
  it('saves, loads and clears', () => {
    const s = memoryStorage();
    saveWizard(s, { step: 3, data: filled });
    expect(s.m.has(ENQUIRY_STORAGE_KEY)).toBe(true);
    expect(loadWizard(s)).toEqual({ step: 3, data: filled });
    clearWizard(s);
    expect(loadWizard(s)).toBeNull();
  });

  it('survives garbage and never restores the thank-you step', () => {
    const s = memoryStorage();
    s.setItem(ENQUIRY_STORAGE_KEY, '{not json');
    expect(loadWizard(s)).toBeNull();
    s.setItem(ENQUIRY_STORAGE_KEY, JSON.stringify({ step: 6, data: { firstName: 5, goals: 'x' } }));
    expect(loadWizard(s)).toEqual({ step: 0, data: EMPTY_ENQUIRY });
    expect(loadWizard(undefined)).toBeNull();
  });

  it('a storage that throws does not break the wizard', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('x');
      },
    };
    expect(loadWizard(broken)).toBeNull();
    expect(() => saveWizard(broken, { step: 1, data: filled })).not.toThrow();
    expect(() => clearWizard(broken)).not.toThrow();
  });
});

describe('sending', () => {
  it('names the missing EmailJS variables', () => {
    expect(missingEmailJsConfig({ serviceId: null, templateId: 't', publicKey: null })).toEqual([
      ENV.emailJsServiceId,
      ENV.emailJsPublicKey,
    ]);
    expect(missingEmailJsConfig({ serviceId: 's', templateId: 't', publicKey: 'p' })).toEqual([]);
  });

  it('reads its accounts from the build variables by their names, null where one is unset', () => {
    expect(
      enquiryAccounts({ PUBLIC_EMAILJS_SERVICE_ID: 'svc', PUBLIC_EMAILJS_PUBLIC_KEY: 'key', PUBLIC_TURNSTILE_SITE_KEY: undefined }),
    ).toEqual({ emailjs: { serviceId: 'svc', templateId: null, publicKey: 'key' }, turnstileSiteKey: null });
    expect(enquiryAccounts({ PUBLIC_EMAILJS_TEMPLATE_ID: 'tpl', PUBLIC_TURNSTILE_SITE_KEY: 'site' })).toEqual({
      emailjs: { serviceId: null, templateId: 'tpl', publicKey: null },
      turnstileSiteKey: 'site',
    });
  });

  it('without configuration the send fails (and the wizard stays on step 5)', async () => {
    await expect(sendEnquiry({ serviceId: null, templateId: null, publicKey: null }, toTemplateParams(filled))).rejects.toBeTruthy();
  });

  it('says which rejection it was where that helps', () => {
    expect(sendFailureMessage({ status: 429, text: 'Too Many Requests' }, '(312) 555-0147')).toMatch(
      /too many requests.*\(312\) 555-0147/i,
    );
    expect(sendFailureMessage(new Error('x'), '(312) 555-0147')).toMatch(/could not be sent.*try again.*\(312\) 555-0147/);
  });
});
