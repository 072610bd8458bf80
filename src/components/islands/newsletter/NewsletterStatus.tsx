import { NEWSLETTER_MESSAGES } from '../../../lib/newsletter/newsletter';
import type { SendStatus } from '../../../lib/submission/send-state';
import type { ContactLink } from '../../../lib/contact/contact';
import { CheckIcon } from '../../ui/icons';
import { cn } from '../../../lib/ui/cn';

/** What replaces the form once the sign-up is sent (product §8). */
export function NewsletterThanks() {
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

/** Under the form: the sign-up waiting for the network, or the failure (product §8). */
export function NewsletterProblem({ status }: { status: SendStatus }) {
  if (status === 'waiting-online') {
    return (
      <p role="status" className="mt-4 rounded-xl bg-white px-4 py-3 text-sm font-semibold text-ink" data-testid="newsletter-offline">
        {NEWSLETTER_MESSAGES.offline}
      </p>
    );
  }
  if (status === 'failed') {
    return (
      <p role="alert" className="mt-4 rounded-xl bg-white px-4 py-3 text-sm font-semibold text-red-700">
        {NEWSLETTER_MESSAGES.failure}
      </p>
    );
  }
  return null;
}

/**
 * In place of the form when the build has no list (PUBLIC_MAILCHIMP_URL unset, or off): a sign-up that
 * could never succeed is not offered; the visitor gets the agency's phone and e-mail instead, as
 * the booking modal does without Calendly. Rendered at build time, with no island behind it.
 */
export function NewsletterClosed({ phone, email }: { phone: ContactLink; email: ContactLink }) {
  const link = 'font-semibold text-white underline underline-offset-4 hover:text-brand-50';
  return (
    <p
      className="mx-auto mt-8 max-w-lg rounded-2xl bg-white/15 px-4 py-4 text-sm text-brand-50 sm:px-5 sm:text-base"
      data-testid="newsletter-closed"
    >
      {NEWSLETTER_MESSAGES.closed} call{' '}
      <a href={phone.href} className={cn(link, 'whitespace-nowrap')}>
        {phone.display}
      </a>{' '}
      or e&#8209;mail{' '}
      <a href={email.href} className={cn(link, 'wrap-anywhere')}>
        {email.display}
      </a>
      .
    </p>
  );
}
