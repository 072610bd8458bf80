import { ENQUIRY_SEND_MESSAGES } from '../../../lib/enquiry/delivery/send';
import type { ContactLink } from '../../../lib/contact/contact';
import { buttonClasses } from '../../ui/button';
import { CheckIcon } from '../../ui/icons';
import { ROUTES } from '../../../config/routes';

/** Step 6: thanks by name; after a reload that interrupted a send, why it was not sent again and a number to call. */
export function ThankYou({
  firstName,
  interrupted,
  phone,
  onStartOver,
}: {
  firstName: string;
  interrupted: boolean;
  phone: ContactLink;
  onStartOver: () => void;
}) {
  return (
    <div className="rounded-2xl bg-brand-50 p-6">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand text-white">
        <CheckIcon />
      </span>
      <p className="mt-4 text-lg text-ink">
        Thanks{firstName ? `, ${firstName.trim()}` : ''}! Your enquiry is on its way. We will get back to you within one business day.
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
        <button type="button" onClick={onStartOver} className={buttonClasses('ghost', 'md')}>
          Send another enquiry
        </button>
      </div>
    </div>
  );
}
