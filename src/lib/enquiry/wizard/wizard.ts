import { validateStep } from '../validation';
import type { Enquiry, EnquiryErrors, EnquiryField, Step } from '../types';

/**
 * What Next does (product §4): validate the current step, then advance; on step 5 it submits
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
 * Apply a visitor's edit (product §4): editing a field clears that field's error; choosing No for
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

/** The heading of each step (product §4). */
export const STEP_TITLES: Record<Step, string> = {
  0: "Let's Get to Know You",
  1: 'Your Contact Details',
  2: 'Your Business Situation',
  3: 'Your Goals',
  4: 'Your Website',
  5: 'Budget and Timeline',
  6: 'Thank You!',
};

/** Steps 1-5 ask; the indicator reads "Step n of 5". */
export const QUESTION_STEPS = 5;

/** The progress bar's width class at each question step (0 before the first). */
export function progressWidthClass(step: Step): string {
  return ['w-0', 'w-1/5', 'w-2/5', 'w-3/5', 'w-4/5', 'w-full'][Math.min(step, QUESTION_STEPS)]!;
}

/** The label of the submit button at a step (product §4). */
export function submitLabel(step: Step): 'Get Started' | 'Send Enquiry' | 'Next' {
  if (step === 0) return 'Get Started';
  return step === QUESTION_STEPS ? 'Send Enquiry' : 'Next';
}
