import { useEffect, useId, useReducer, useRef } from 'react';
import { useGuardedSend } from '../shared/use-guarded-send';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import { Honeypot } from '../shared/Honeypot';
import { CONSENT_FIELD, NEWSLETTER_MIN_FILL_MS, honeypotField, subscribe } from '../../../lib/newsletter/newsletter';
import { EMPTY_NEWSLETTER, newsletterFields, type NewsletterVariant } from '../../../lib/newsletter/form-state';
import { cn } from '../../../lib/ui/cn';
import { buttonClasses } from '../../ui/button';
import { Spinner } from '../../ui/Spinner';
import { NewsletterProblem, NewsletterThanks } from './NewsletterStatus';

export interface NewsletterFormProps {
  /** The Mailchimp list's form action (PUBLIC_MAILCHIMP_URL); without one the page shows NewsletterClosed. */
  actionUrl: string;
  /**
   * 'card' (Portfolio page): checked on submit, cleared once valid (product §5).
   * 'inline' (home): also checked when the field is left.
   */
  variant: NewsletterVariant;
}

/**
 * Newsletter sign-up (product §3, §4, §5, §7, §8): a no-cors form POST to Mailchimp with EMAIL,
 * the consent field (Y) and Mailchimp's empty honeypot. Without JavaScript the same form posts
 * natively to the list. A bot (honeypot filled) sees the thank-you and nothing is sent (a fast person
 * is never taken for one); offline, the sign-up goes once when the browser is back online.
 */
function NewsletterForm({ actionUrl, variant }: NewsletterFormProps) {
  const [fields, dispatch] = useReducer(newsletterFields, EMPTY_NEWSLETTER);
  const { email, consent, honeypot, emailError } = fields;
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
    dispatch({ type: 'email', value });
    // A new address after a failure: the failure message goes (a send waiting for the network stays).
    if (status === 'failed') sender.reset();
  };

  const onSubmit = (e: { preventDefault(): void }) => {
    e.preventDefault();
    dispatch({ type: 'submitted' });
    if (newsletterFields(fields, { type: 'submitted' }).emailError) return;
    void sender.press();
  };

  if (status === 'sent') return <NewsletterThanks />;

  // product §4: the submit is disabled while an error exists or while submitting.
  const disabled = submitting || emailError !== null;
  const errorId = `${ids}-error`;
  // Mailchimp's own honeypot name, so the form without JavaScript is guarded by Mailchimp too.
  const honeypotName = honeypotField(actionUrl) ?? 'company';

  return (
    <form
      action={actionUrl}
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
            onBlur={() => dispatch({ type: 'left', variant })}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={errorId}
            className={cn(
              'min-h-[52px] w-full rounded-full border-2 bg-white px-5 text-base text-ink placeholder:text-ink-muted focus:outline-hidden focus:ring-4 focus:ring-white/40',
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
          onChange={(e) => dispatch({ type: 'consent', value: e.target.checked })}
          className="mt-0.5 h-5 w-5 shrink-0 accent-white"
        />
        <span>Yes, send me marketing e-mails with tips and offers. You can unsubscribe at any time.</span>
      </label>
      <Honeypot id={`${ids}-company`} name={honeypotName} value={honeypot} onChange={(value) => dispatch({ type: 'honeypot', value })} />
      <NewsletterProblem status={status} />
    </form>
  );
}

export default withErrorBoundary(NewsletterForm);
