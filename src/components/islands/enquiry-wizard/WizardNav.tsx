import type { Step } from '../../../lib/enquiry/types';
import { QUESTION_STEPS, submitLabel } from '../../../lib/enquiry/wizard/wizard';
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
      {/*
        Step 0 is in the page's HTML, its button alone at the right end of the row, and a busy phone
        may paint it before its label is parsed: at the label's width from its start tag (7.75em
        holds Get Started's 7.4em, plus the padding of the 'fit' size, px-4 and px-8 from 600 px), it
        never grows leftwards when the label comes (e2e/first-frame.spec.ts). The later steps are drawn whole,
        and keep their natural width, which leaves Previous and Next one row on a 390 px phone.
      */}
      <button
        type="submit"
        className={buttonClasses('primary', 'fit', step === 0 ? 'min-w-[calc(7.75em+2rem)] sm:min-w-[calc(7.75em+4rem)]' : undefined)}
        disabled={sending}
        aria-disabled={sending}
      >
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
