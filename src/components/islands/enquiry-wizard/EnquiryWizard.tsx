import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useGuardedSend } from '../use-guarded-send';
import { withErrorBoundary } from '../ErrorBoundary';
import { BUDGETS, BUSINESS_SITUATIONS, GOALS, OTHER_SITUATION, TIMEFRAMES, WEBSITE_ANSWERS } from '../../../lib/enquiry/options';
import { clearWizard, loadWizard, markInFlight, saveWizard } from '../../../lib/enquiry/storage';
import { ENQUIRY_MIN_FILL_MS, ENQUIRY_SEND_MESSAGES, sendEnquiry, sendFailureMessage, type EmailJsConfig } from '../../../lib/enquiry/send';
import { ANSWER_MAX_LENGTH, fillTimeSince, newSubmissionKey, type EmailOutcome } from '../../../lib/enquiry/record';
import { HONEYPOT_CLASS, HONEYPOT_INPUT } from '../../../lib/submission/guard';
import { toTemplateParams } from '../../../lib/enquiry/template';
import { EMPTY_ENQUIRY, type Enquiry, type EnquiryErrors, type EnquiryField, type Step } from '../../../lib/enquiry/types';
import { applyEdit, next, previous, progressWidthClass, QUESTION_STEPS, STEP_TITLES, submitLabel, toggleGoal } from '../../../lib/enquiry/wizard';
import { buttonClasses } from '../../ui/button';
import { Spinner } from '../../ui/Spinner';
import { ArrowRightIcon, CheckIcon, ChevronLeftIcon } from '../../ui/icons';
import { ChoiceGroup, TextField } from './fields';
import { TurnstileCheck } from './TurnstileCheck';
import type { ContactLink } from '../../../lib/contact';
import { ROUTES } from '../../../config/routes';

/** The two channels' code, loaded when the visitor sends (like EmailJS's): none of it is needed to answer. */
const delivery = () => import('../../../lib/enquiry/deliver');

export interface EnquiryWizardProps {
  emailjs: EmailJsConfig;
  phone: ContactLink;
  /** h2 under a page h1 (get-to-know), h3 under a section h2 (contact). */
  stepHeadingLevel?: 'h2' | 'h3';
  /** Cloudflare Turnstile's site key (PUBLIC_TURNSTILE_SITE_KEY), or null when the check is off. */
  turnstileSiteKey?: string | null;
}

/**
 * The multi-step enquiry (SPEC §4 steps 0-6, §5 messages, §7 EmailJS send). The answers live
 * in sessionStorage until sent, so a reload or an accidental Back loses nothing; a failed send
 * keeps the visitor on step 5 with everything they typed and says so. A bot (honeypot filled,
 * or faster than a person) is thanked and nothing is sent; offline, the enquiry waits and goes
 * once when the browser is back online; a send under way, or interrupted by a reload, is never
 * repeated (lib/submission/guard.ts decides which).
 */
function EnquiryWizard({ emailjs, phone, stepHeadingLevel = 'h2', turnstileSiteKey = null }: EnquiryWizardProps) {
  const [step, setStep] = useState<Step>(0);
  const [data, setData] = useState<Enquiry>(EMPTY_ENQUIRY);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [restored, setRestored] = useState(false);
  const [interrupted, setInterrupted] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  /** Turnstile's latest token, and a new check after each send (a token is good once). */
  const [turnstile, setTurnstile] = useState({ token: '', round: 0 });
  const startedAt = useRef<number | null>(null);
  /** This enquiry's submission key: made on its first Send, the same for every retry and reload, so it is stored once. */
  const submissionKey = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const moved = useRef(false);
  const ids = useId();
  const fid = (name: string) => `${ids}-${name}`;
  const Heading = stepHeadingLevel;

  useEffect(() => {
    const saved = loadWizard(window.sessionStorage);
    // Answers kept in the browser can only be read after hydration.
    /* eslint-disable react-hooks/set-state-in-effect */
    if (saved?.inFlightSince) {
      // The page reloaded while these answers were on their way: they may have arrived, so
      // the e-mail is never sent again. The record is asked for once more under the same key,
      // which stores it only if the first request never got through.
      clearWizard(window.sessionStorage);
      if (saved.key) {
        const fillMs = fillTimeSince(saved.startedAt, saved.inFlightSince);
        const record = { key: saved.key, page: window.location.pathname, fillMs, company: '', emailOutcome: 'pending' as const, emailError: '', answers: saved.data };
        delivery()
          .then(({ storeEnquiry }) => storeEnquiry(record))
          .catch(() => {});
      }
      setData(saved.data);
      setInterrupted(true);
      setStep(6);
    } else if (saved) {
      startedAt.current = saved.startedAt ?? null;
      submissionKey.current = saved.key ?? null;
      setStep(saved.step);
      setData(saved.data);
    }
    setRestored(true);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, []);

  const go = (target: Step) => {
    moved.current = true;
    setErrors({});
    // Leaving step 5 forgets a failure, and calls a send waiting for the network off: Send is pressed again from step 5.
    sender.reset();
    setStep(target);
  };

  const sender = useGuardedSend({
    facts: () => ({ honeypot, startedAt: startedAt.current, minFillMs: ENQUIRY_MIN_FILL_MS }),
    send: async () => {
      const key = (submissionKey.current ??= newSubmissionKey());
      // Marked on its way: a reload now must not send it a second time.
      markInFlight(window.sessionStorage, { step, data, startedAt: startedAt.current, key });
      const fillMs = fillTimeSince(startedAt.current);
      const { deliverEnquiry, storeEnquiry } = await delivery();
      const outcome = await deliverEnquiry({
        email: () => sendEnquiry(emailjs, toTemplateParams(data)),
        store: (emailOutcome: EmailOutcome, emailError: string) =>
          storeEnquiry({
            key,
            page: window.location.pathname,
            fillMs,
            company: honeypot,
            emailOutcome,
            emailError,
            answers: data,
            ...(turnstile.token ? { turnstileToken: turnstile.token } : {}),
          }),
      });
      if (turnstileSiteKey) setTurnstile((t) => ({ token: '', round: t.round + 1 }));
      // SPEC §8: a failed e-mail is logged; beyond it, the record may still have it, and when
      // neither channel took it the visitor is told and keeps their answers.
      if (!outcome.emailed) console.error('Enquiry e-mail could not be sent', outcome.emailError);
      if (!outcome.emailed && !outcome.stored) throw outcome.emailError;
    },
    onSent: () => {
      clearWizard(window.sessionStorage);
      go(6);
    },
  });
  const sending = sender.state.status === 'sending';
  const sendError =
    sender.state.status === 'waiting-online'
      ? ENQUIRY_SEND_MESSAGES.offline
      : sender.state.status === 'failed'
        ? sendFailureMessage(sender.state.error, phone.display)
        : null;

  // The answers are kept until sent; during a send the mark of send() stays, and once it failed they are kept again.
  useEffect(() => {
    if (restored && step < 6 && !sending) saveWizard(window.sessionStorage, { step, data, startedAt: startedAt.current, key: submissionKey.current });
  }, [restored, step, data, sending]);

  // Focus follows the visitor to each new step's heading.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const edit = <K extends EnquiryField>(field: K, value: Enquiry[K]) => {
    const result = applyEdit(data, errors, field, value);
    setData(result.data);
    setErrors(result.errors);
  };

  type TextName = Exclude<EnquiryField, 'goals' | 'hasWebsite'>;
  type TextOptions = Omit<ComponentProps<typeof TextField>, 'id' | 'label' | 'value' | 'onChange' | 'error'>;
  /** A text answer, tied to its field: id, value, edit and error. */
  const text = (field: TextName, label: string, options: TextOptions = {}) => (
    <TextField
      id={fid(field)}
      label={label}
      value={data[field]}
      onChange={(v) => edit(field, v)}
      error={errors[field]}
      maxLength={(ANSWER_MAX_LENGTH as Partial<Record<EnquiryField, number>>)[field]}
      {...options}
    />
  );
  /** A one-of answer, tied to its field; `followUp` shows inside it (Other, Yes). */
  const oneOf = (field: 'businessSituation' | 'hasWebsite' | 'budget' | 'timeframe', legend: string, options: readonly string[], followUp?: ReactNode) => (
    <ChoiceGroup
      id={fid(field)}
      legend={legend}
      type="radio"
      options={options}
      isChecked={(o) => data[field] === o}
      onToggle={(o) => edit(field, o as Enquiry[typeof field])}
      error={errors[field]}
    >
      {followUp && <div className="mt-4">{followUp}</div>}
    </ChoiceGroup>
  );

  const onNext = () => {
    const outcome = next(step, data);
    if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      // Bring the first invalid field to the visitor.
      window.requestAnimationFrame(() => {
        const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        first?.focus();
      });
      return;
    }
    if (outcome.kind === 'submit') void sender.press();
    else {
      // The bot check's clock starts when the visitor starts answering.
      if (step === 0) startedAt.current = Date.now();
      go(outcome.step);
    }
  };

  const onPrevious = () => {
    const outcome = previous(step);
    if (outcome.kind === 'home') window.location.assign(ROUTES.home);
    else go(outcome.step);
  };

  const startOver = () => {
    setData(EMPTY_ENQUIRY);
    setInterrupted(false);
    startedAt.current = null;
    submissionKey.current = null;
    go(0);
  };

  return (
    <div className="mt-6" data-testid="enquiry-wizard" data-step={step}>
      {step >= 1 && step <= QUESTION_STEPS && (
        <div className="mb-6">
          <p className="text-sm font-semibold text-brand" data-testid="step-indicator">
            Step {step} of {QUESTION_STEPS}
          </p>
          <div className="mt-2 h-2 overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
            <div className={`h-full rounded-full bg-brand transition-all ${progressWidthClass(step)}`} />
          </div>
        </div>
      )}

      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!sending) onNext();
        }}
        aria-labelledby={fid('heading')}
      >
        <Heading id={fid('heading')} ref={headingRef} tabIndex={-1} className="text-2xl focus:outline-none">
          {STEP_TITLES[step]}
        </Heading>

        <div className="mt-6 space-y-5">
          {step === 0 && (
            <p className="text-lg text-ink-muted">
              Answer five quick questions about your business and goals. It takes about two minutes, and we reply within one
              business day with ideas and an estimate.
            </p>
          )}

          {step === 1 && (
            <div className="grid gap-5 sm:grid-cols-2">
              {text('firstName', 'First name', { autoComplete: 'given-name' })}
              {text('lastName', 'Last name', { autoComplete: 'family-name' })}
              {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
              {text('phoneNumber', 'Phone number', { type: 'tel', autoComplete: 'tel' })}
              <p className="text-sm text-ink-muted sm:col-span-2" data-testid="privacy-note">
                We keep your answers only to reply to your enquiry:{' '}
                <a href={ROUTES.privacy} className="font-semibold text-brand underline">
                  how we handle them
                </a>
                .
              </p>
            </div>
          )}

          {step === 2 &&
            oneOf(
              'businessSituation',
              'Which best describes your business right now?',
              BUSINESS_SITUATIONS,
              data.businessSituation === OTHER_SITUATION && text('otherBusinessSituation', 'Tell us about your situation', { multiline: true }),
            )}

          {step === 3 && (
            <ChoiceGroup
              id={fid('goals')}
              legend="What would you like to achieve? Choose all that apply."
              type="checkbox"
              options={GOALS}
              isChecked={(o) => data.goals.includes(o)}
              onToggle={(o) => edit('goals', toggleGoal(data.goals, o))}
              error={errors.goals}
            />
          )}

          {step === 4 &&
            oneOf(
              'hasWebsite',
              'Do you have a website?',
              WEBSITE_ANSWERS,
              data.hasWebsite === 'Yes' && text('websiteUrl', 'Website URL', { type: 'url', inputMode: 'url', autoComplete: 'url' }),
            )}

          {step === 5 && (
            <>
              {oneOf('budget', 'What is your budget?', BUDGETS)}
              {oneOf('timeframe', 'When would you like to start?', TIMEFRAMES)}
              {text('notes', 'Anything else we should know?', { multiline: true, optional: true })}
              {turnstileSiteKey && (
                <TurnstileCheck key={turnstile.round} siteKey={turnstileSiteKey} onToken={(token) => setTurnstile((t) => ({ ...t, token }))} />
              )}
            </>
          )}

          {step === 6 && (
            <div className="rounded-2xl bg-brand-50 p-6">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand text-white">
                <CheckIcon />
              </span>
              <p className="mt-4 text-lg text-ink">
                Thanks{data.firstName ? `, ${data.firstName.trim()}` : ''}! Your enquiry is on its way. We will get back to you within
                one business day.
              </p>
              {interrupted && (
                <p className="mt-3 text-ink-muted" data-testid="send-interrupted">
                  {ENQUIRY_SEND_MESSAGES.interrupted} If you do not hear from us, call us at{' '}
                  <a href={phone.href} className="font-semibold text-brand underline">
                    {phone.display}
                  </a>
                  .
                </p>
              )}
              <div className="mt-6 flex flex-wrap gap-3">
                <a href={ROUTES.home} className={buttonClasses('primary', 'md')}>
                  Back to Home
                </a>
                <button type="button" onClick={startOver} className={buttonClasses('ghost', 'md')}>
                  Send another enquiry
                </button>
              </div>
            </div>
          )}
        </div>

        {/* Hidden from people and assistive technology; a bot filling every field fills it. */}
        <div className={HONEYPOT_CLASS} aria-hidden="true">
          <label htmlFor={fid('company')}>Company (leave empty)</label>
          <input {...HONEYPOT_INPUT} id={fid('company')} name="company" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
        </div>

        {sendError && step === 5 && (
          <div role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800" data-testid="send-error">
            <p className="font-medium">{sendError}</p>
            <a href={phone.href} className="mt-2 inline-flex min-h-[44px] items-center font-semibold underline">
              Call {phone.display}
            </a>
          </div>
        )}

        {step < 6 && (
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
        )}
      </form>
    </div>
  );
}

export default withErrorBoundary(EnquiryWizard);
