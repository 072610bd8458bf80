import { useEffect, useReducer, useRef } from 'react';
import { useGuardedSend } from '../shared/use-guarded-send';
import { clearWizard, loadWizard, markInFlight, saveWizard } from '../../../lib/enquiry/wizard/storage';
import { sendEnquiry, type EmailJsConfig } from '../../../lib/enquiry/delivery/send';
import { ENQUIRY_MIN_FILL_MS, fillTimeSince, newSubmissionKey } from '../../../lib/enquiry/record';
import { toTemplateParams } from '../../../lib/enquiry/template';
import {
  INITIAL_WIZARD,
  draftOf,
  enquiryRecord,
  interruptedRecord,
  keepsDraft,
  sendErrorMessage,
  wizardReducer,
  wizardTransition,
} from '../../../lib/enquiry/wizard/wizard-state';
import type { WizardAction, WizardEffect } from '../../../lib/enquiry/wizard/wizard-state';
import type { ContactLink } from '../../../lib/contact/contact';
import { ROUTES } from '../../../config/routes';

/** The two channels' code, loaded when the visitor sends (like EmailJS's): none of it is needed to answer. */
const delivery = () => import('../../../lib/enquiry/delivery/deliver');

export interface EnquiryWizardOptions {
  emailjs: EmailJsConfig;
  phone: ContactLink;
  turnstileSiteKey: string | null;
}

/**
 * The wizard's state machine (lib/enquiry/wizard/wizard-state.ts) wired to the browser: the draft in
 * sessionStorage, the guarded send (lib/submission), focus, and the way home. `act` is the one
 * way to change anything: it dispatches the action and carries out the transition's effects.
 */
export function useEnquiryWizard({ emailjs, phone, turnstileSiteKey }: EnquiryWizardOptions) {
  const [state, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const saved = loadWizard(window.sessionStorage);
    if (saved?.inFlightSince) {
      // Reloaded during a send: the e-mail is never sent again; the record is asked for once more.
      clearWizard(window.sessionStorage);
      const record = interruptedRecord(saved, window.location.pathname);
      if (record) {
        delivery()
          .then(({ storeEnquiry }) => storeEnquiry(record))
          .catch(() => {});
      }
    }
    // Answers kept in the browser can only be read after hydration.
    dispatch({ type: 'restore', saved });
  }, []);

  const sender = useGuardedSend({
    facts: () => ({ honeypot: state.honeypot, startedAt: state.startedAt, minFillMs: ENQUIRY_MIN_FILL_MS }),
    send: async () => {
      const key = state.key ?? newSubmissionKey();
      dispatch({ type: 'keyMade', key });
      // Marked on its way: a reload now must not send it a second time.
      const draft = { ...draftOf(state), key };
      markInFlight(window.sessionStorage, draft);
      try {
        const fillMs = fillTimeSince(state.startedAt);
        const { deliverEnquiry, storeEnquiry } = await delivery();
        const outcome = await deliverEnquiry({
          email: () => sendEnquiry(emailjs, toTemplateParams(state.data)),
          store: (emailOutcome, emailError) =>
            storeEnquiry(enquiryRecord(state, { key, page: window.location.pathname, fillMs, emailOutcome, emailError })),
        });
        if (turnstileSiteKey) dispatch({ type: 'turnstileSpent' });
        // product §8: a failed e-mail is logged; beyond it, the record may still have it, and when
        // neither channel took it the visitor is told and keeps their answers.
        if (!outcome.emailed) console.error('Enquiry e-mail could not be sent', outcome.emailError);
        if (!outcome.emailed && !outcome.stored) throw outcome.emailError;
      } catch (error) {
        // Not on its way any more, by the time the visitor reads why: a reload from here shows
        // the answers to send again, not "interrupted".
        saveWizard(window.sessionStorage, draft);
        throw error;
      }
    },
    onSent: () => act({ type: 'sent' }),
  });
  const sending = sender.state.status === 'sending';

  const effects: Record<WizardEffect, () => void> = {
    submit: () => void sender.press(),
    goHome: () => window.location.assign(ROUTES.home),
    // After the render that marks the fields invalid.
    focusFirstInvalid: () =>
      window.requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
    resetSend: () => sender.reset(),
    clearDraft: () => clearWizard(window.sessionStorage),
  };
  const act = (action: WizardAction) => {
    const transition = wizardTransition(state, action);
    dispatch(action);
    transition.effects.forEach((effect) => effects[effect]());
  };

  const { restored, step, data, startedAt, key, moves } = state;
  useEffect(() => {
    if (keepsDraft({ restored, step }, sending)) saveWizard(window.sessionStorage, draftOf({ step, data, startedAt, key }));
  }, [restored, step, data, startedAt, key, sending]);

  // Focus follows the visitor to each new step's heading.
  useEffect(() => {
    if (moves > 0) headingRef.current?.focus();
  }, [moves]);

  return { state, act, sending, sendError: sendErrorMessage(sender.state, phone.display), headingRef, formRef };
}
