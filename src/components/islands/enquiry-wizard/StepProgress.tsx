import type { Step } from '../../../lib/enquiry/types';
import { progressWidthClass, QUESTION_STEPS } from '../../../lib/enquiry/wizard/wizard';

/** "Step n of 5" and its bar, on the question steps only. */
export function StepProgress({ step }: { step: Step }) {
  if (step < 1 || step > QUESTION_STEPS) return null;
  return (
    <div className="mb-6">
      <p className="text-sm font-semibold text-brand" data-testid="step-indicator">
        Step {step} of {QUESTION_STEPS}
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
        <div className={`h-full rounded-full bg-brand transition-all ${progressWidthClass(step)}`} />
      </div>
    </div>
  );
}
