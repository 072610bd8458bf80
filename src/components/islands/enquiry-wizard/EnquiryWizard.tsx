import { useId } from 'react';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import type { EmailJsConfig } from '../../../lib/enquiry/delivery/send';
import { STEP_TITLES } from '../../../lib/enquiry/wizard/wizard';
import type { ContactLink } from '../../../lib/contact/contact';
import { Honeypot } from '../shared/Honeypot';
import { SendError } from './SendError';
import { StepFields } from './StepFields';
import { StepProgress } from './StepProgress';
import { ThankYou } from './ThankYou';
import { useEnquiryWizard } from './use-enquiry-wizard';
import { WizardNav } from './WizardNav';

export interface EnquiryWizardProps {
  emailjs: EmailJsConfig;
  phone: ContactLink;
  /** h2 under a page h1 (get-to-know), h3 under a section h2 (contact). */
  stepHeadingLevel?: 'h2' | 'h3';
  /** Cloudflare Turnstile's site key (PUBLIC_TURNSTILE_SITE_KEY), or null when the check is off. */
  turnstileSiteKey?: string | null;
}

/**
 * The multi-step enquiry (product §4 steps 0-6, §5 messages, §7 EmailJS send). The answers live
 * in sessionStorage until sent, so a reload or an accidental Back loses nothing; a failed send
 * keeps the visitor on step 5 with everything they typed and says so. A bot (honeypot filled,
 * or faster than a person) is thanked and nothing is sent; offline, the enquiry waits and goes
 * once when the browser is back online; a send under way, or interrupted by a reload, is never
 * repeated (lib/submission/guard.ts decides which). Every transition is
 * lib/enquiry/wizard/wizard-state.ts; this island renders its state and wires it to the browser
 * (use-enquiry-wizard.ts).
 */
function EnquiryWizard({ emailjs, phone, stepHeadingLevel = 'h2', turnstileSiteKey = null }: EnquiryWizardProps) {
  const { state, act, sending, sendError, headingRef, formRef } = useEnquiryWizard({ emailjs, phone, turnstileSiteKey });
  const { step } = state;
  const ids = useId();
  const fid = (name: string) => `${ids}-${name}`;
  const Heading = stepHeadingLevel;

  return (
    <div className="mt-6" data-testid="enquiry-wizard" data-step={step}>
      <StepProgress step={step} />

      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!sending) act({ type: 'next', now: Date.now() });
        }}
        aria-labelledby={fid('heading')}
      >
        <Heading id={fid('heading')} ref={headingRef} tabIndex={-1} className="text-2xl focus:outline-hidden">
          {STEP_TITLES[step]}
        </Heading>

        <div className="mt-6 space-y-5">
          <StepFields state={state} act={act} fid={fid} turnstileSiteKey={turnstileSiteKey} />
          {step === 6 && (
            <ThankYou
              firstName={state.data.firstName}
              interrupted={state.interrupted}
              phone={phone}
              onStartOver={() => act({ type: 'startOver' })}
            />
          )}
        </div>

        <Honeypot id={fid('company')} value={state.honeypot} onChange={(value) => act({ type: 'honeypot', value })} />

        {sendError && step === 5 && <SendError message={sendError} phone={phone} />}

        {step < 6 && <WizardNav step={step} sending={sending} onPrevious={() => act({ type: 'previous' })} />}
      </form>
    </div>
  );
}

export default withErrorBoundary(EnquiryWizard);
