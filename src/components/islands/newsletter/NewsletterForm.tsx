import { useEffect, useId, useRef, useState } from 'react';
import { useGuardedSend } from '../shared/use-guarded-send';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import {
  CONSENT_FIELD,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_MIN_FILL_MS,
  honeypotField,
  subscribe,
  validateNewsletterEmail,
} from '../../../lib/newsletter/newsletter';
import { HONEYPOT_CLASS, HONEYPOT_INPUT } from '../../../lib/submission/guard';
import { cn } from '../../../lib/ui/cn';
import { buttonClasses } from '../../ui/button';
import { Spinner } from '../../ui/Spinner';
import { CheckIcon } from '../../ui/icons';

export interface NewsletterFormProps {
  /** The Mailchimp list's form action (PUBLIC_MAILCHIMP_URL), or null when not configured. */
  actionUrl: string | null;
  /**
   * 'card' (Portfolio page): checked on submit, cleared once valid (SPEC §5).
   * 'inline' (home): also checked when the field is left.
   */
  variant: 'card' | 'inline';
}

/**
 * Newsletter sign-up (SPEC §3, §4, §5, §7, §8): a no-cors form POST to Mailchimp with EMAIL,
 * the consent field (Y) and Mailchimp's empty honeypot. Without JavaScript the same form posts
 * natively to the list. A bot (honeypot filled) sees the thank-you and nothing is sent (a fast person
 * is never taken for one); offline, the sign-up goes once when the browser is back online.
 */
function NewsletterForm({ actionUrl, variant }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(true);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [honeypot, setHoneypot] = useState('');
  const shownAt = useRef<number | null>(null);
  const ids = useId();

  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  const sender = useGuardedSend({
    facts: () => ({ honeypot, startedAt: shownAt.current, minFillMs: NEWSLETTER_MIN_FILL_MS }),
    send: async () => {
      try {
        await subscribe(actionUrl, email, consent);
      } catch (err) {
        console.error('Newsletter sign-up failed', err);
        throw err;
      }
    },
  });
  const status = sender.state.status;
  const submitting = status === 'sending';

  const onChange = (value: string) => {
    setEmail(value);
    // A new address after a failure: the failure message goes (a send waiting for the network stays).
    if (status === 'failed') sender.reset();
    // Once shown, the error follows the input: cleared as soon as the address is valid.
    if (emailError) setEmailError(validateNewsletterEmail(value));
  };

  const onSubmit = (e: { preventDefault(): void }) => {
    e.preventDefault();
    const error = validateNewsletterEmail(email);
    setEmailError(error);
    if (error) return;
    void sender.press();
  };

  if (status === 'sent') {
    return (
      <p
        role="status"
        className="mx-auto mt-8 flex max-w-lg items-center justify-center gap-3 rounded-2xl bg-white/15 px-5 py-4 font-semibold text-white"
      >
        <CheckIcon className="h-5 w-5 shrink-0" />
        {NEWSLETTER_MESSAGES.success}
      </p>
    );
  }

  // SPEC §4: the submit is disabled while an error exists or while submitting.
  const disabled = submitting || emailError !== null;
  const errorId = `${ids}-error`;
  // Mailchimp's own honeypot name, so the form without JavaScript is guarded by Mailchimp too.
  const honeypotName = (actionUrl && honeypotField(actionUrl)) || 'company';

  return (
    <form
      action={actionUrl ?? undefined}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="mx-auto mt-8 max-w-lg text-left"
      aria-label="Newsletter sign-up"
      data-testid={`newsletter-${variant}`}
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="flex-1">
          <label htmlFor={`${ids}-email`} className="sr-only">
            Email address
          </label>
          <input
            id={`${ids}-email`}
            name="EMAIL"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            value={email}
            onChange={(e) => onChange(e.target.value)}
            onBlur={() => variant === 'inline' && email !== '' && setEmailError(validateNewsletterEmail(email))}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={errorId}
            className={cn(
              'min-h-[52px] w-full rounded-full border-2 bg-white px-5 text-base text-ink placeholder:text-ink-muted focus:outline-none focus:ring-4 focus:ring-white/40',
              emailError ? 'border-red-400' : 'border-transparent',
            )}
          />
        </div>
        <button type="submit" disabled={disabled} className={buttonClasses('light', 'lg', 'shrink-0')}>
          {submitting ? (
            <>
              <Spinner label="Subscribing" className="h-5 w-5 text-brand" />
              Subscribing...
            </>
          ) : (
            'Subscribe'
          )}
        </button>
      </div>
      <p
        id={errorId}
        role="alert"
        className={emailError ? 'mt-2 rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-red-700' : 'sr-only'}
      >
        {emailError ?? ''}
      </p>
      <label className="mt-4 flex cursor-pointer items-start gap-3 text-sm text-brand-50">
        <input
          type="checkbox"
          name={CONSENT_FIELD}
          value="Y"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-white"
        />
        <span>Yes, send me marketing e-mails with tips and offers. You can unsubscribe at any time.</span>
      </label>
      {/* Hidden from people and assistive technology; a bot filling every field fills it. */}
      <div className={HONEYPOT_CLASS} aria-hidden="true">
        <label htmlFor={`${ids}-company`}>Company (leave empty)</label>
        <input
          {...HONEYPOT_INPUT}
          id={`${ids}-company`}
          name={honeypotName}
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>
      {status === 'waiting-online' && (
        <p role="status" className="mt-4 rounded-xl bg-white px-4 py-3 text-sm font-semibold text-ink" data-testid="newsletter-offline">
          {NEWSLETTER_MESSAGES.offline}
        </p>
      )}
      {status === 'failed' && (
        <p role="alert" className="mt-4 rounded-xl bg-white px-4 py-3 text-sm font-semibold text-red-700">
          {NEWSLETTER_MESSAGES.failure}
        </p>
      )}
    </form>
  );
}

export default withErrorBoundary(NewsletterForm);
