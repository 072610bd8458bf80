import { validateStep } from './validation';
import type { Enquiry, EnquiryErrors, EnquiryField, Step } from './types';

/**
 * What Next does (SPEC §4): validate the current step, then advance; on step 5 it submits
 * instead of advancing.
 */
export type NextOutcome = { kind: 'invalid'; errors: EnquiryErrors } | { kind: 'advance'; step: Step } | { kind: 'submit' };

export function next(step: Step, data: Enquiry): NextOutcome {
  const errors = validateStep(step, data);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  if (step === 5) return { kind: 'submit' };
  if (step >= 6) return { kind: 'advance', step: 6 };
  return { kind: 'advance', step: (step + 1) as Step };
}

/** What Previous does: back one step; on step 1 (and the intro) back to the home page. */
export function previous(step: Step): { kind: 'home' } | { kind: 'step'; step: Step } {
  if (step <= 1) return { kind: 'home' };
  return { kind: 'step', step: (step - 1) as Step };
}

/**
 * Apply a visitor's edit (SPEC §4): editing a field clears that field's error; choosing No for
 * website clears the URL (and its error); leaving Other clears the explanation's error.
 */
export function applyEdit<K extends EnquiryField>(
  data: Enquiry,
  errors: EnquiryErrors,
  field: K,
  value: Enquiry[K],
): { data: Enquiry; errors: EnquiryErrors } {
  const nextData: Enquiry = { ...data, [field]: value };
  const nextErrors: EnquiryErrors = { ...errors };
  delete nextErrors[field];
  if (field === 'hasWebsite' && value === 'No') {
    nextData.websiteUrl = '';
    delete nextErrors.websiteUrl;
  }
  if (field === 'businessSituation') delete nextErrors.otherBusinessSituation;
  return { data: nextData, errors: nextErrors };
}

/** Add or remove a goal. */
export function toggleGoal(goals: readonly string[], goal: string): string[] {
  return goals.includes(goal) ? goals.filter((g) => g !== goal) : [...goals, goal];
}
