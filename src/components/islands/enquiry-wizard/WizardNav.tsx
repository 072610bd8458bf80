import type { Step } from '../../../lib/enquiry/types';
import { QUESTION_STEPS, submitLabel } from '../../../lib/enquiry/wizard';
import { buttonClasses } from '../../ui/button';
import { Spinner } from '../../ui/Spinner';
import { ArrowRightIcon, ChevronLeftIcon } from '../../ui/icons';

/** Previous (Back to Home on step 1) and the form's submit: Get Started, Next, Send Enquiry, or Sending... while it goes. */
export function WizardNav({ step, sending, onPrevious }: { step: Step; sending: boolean; onPrevious: () => void }) {
  return (
    <div className="mt-8 flex flex-wrap items-center justify-between gap-2 sm:gap-3">
      {step >= 1 ? (
        <button type="button" onClick={onPrevious} className={buttonClasses('ghost', 'fit', '-ml-4 sm:ml-0')} disabled={sending}>
          <ChevronLeftIcon className="h-4 w-4" />
          {step === 1 ? 'Back to Home' : 'Previous'}
        </button>
      ) : (
        <span />
      )}
      <button type="submit" className={buttonClasses('primary', 'fit')} disabled={sending} aria-disabled={sending}>
        {sending ? (
          <>
            <Spinner label="Sending your enquiry" className="h-5 w-5 text-white" />
            Sending...
          </>
        ) : (
          <>
            {submitLabel(step)}
            {step !== QUESTION_STEPS && <ArrowRightIcon />}
          </>
        )}
      </button>
    </div>
  );
}
