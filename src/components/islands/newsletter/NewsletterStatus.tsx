import { NEWSLETTER_MESSAGES } from '../../../lib/newsletter/newsletter';
import type { SendStatus } from '../../../lib/submission/send-state';
import { CheckIcon } from '../../ui/icons';

/** What replaces the form once the sign-up is sent (SPEC §8). */
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

/** Under the form: the sign-up waiting for the network, or the failure (SPEC §8). */
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
