import { BOOKING_ELSEWHERE, popupRoot } from '../../../lib/booking/calendly';
import { NO_JS_SHOWN_CLASS } from '../../../lib/hydration/no-js';
import { cn } from '../../../lib/ui/cn';
import { ROUTES } from '../../../config/routes';
import { buttonClasses } from '../../ui/button';
import type { ContactLink } from '../../../lib/contact/contact';

/** What the booking modal shows: Calendly's frame, or another way to book (BookingWidget.tsx). */

/**
 * Calendly's frame, mounted with each opening (so a popup opened again shows the spinner until
 * its new frame loads, never a blank frame), into the popup's root element.
 */
export function CalendarFrame({ frameUrl, rootId, onLoad }: { frameUrl: string; rootId: string; onLoad: () => void }) {
  // product §5: no root element, an error (the island's boundary shows it).
  popupRoot(document, rootId);
  return (
    <iframe
      src={frameUrl}
      title="Choose a time for your free consultation"
      className="absolute inset-0 h-full min-h-[630px] w-full min-w-[320px] border-0 bg-white popup:min-h-0"
      onLoad={onLoad}
    />
  );
}

/** Without JavaScript no frame can mount: Calendly's own page, and the phone (lib/hydration/no-js.ts shows it). */
export function NoScriptBooking({ pageUrl, phone }: { pageUrl: string | null; phone: ContactLink }) {
  return (
    <div hidden className={cn(NO_JS_SHOWN_CLASS, 'h-full')}>
      <div className="flex h-full flex-col items-center justify-center gap-4 p-8 text-center">
        <p className="text-lg">The booking calendar needs JavaScript.</p>
        {pageUrl && (
          <a href={pageUrl} target="_blank" rel="noopener" className="font-semibold text-brand underline">
            Choose a time on Calendly&apos;s page (opens in a new tab)
          </a>
        )}
        <a href={phone.href} className="font-semibold text-brand underline">
          Or call us at {phone.display}
        </a>
      </div>
    </div>
  );
}

/**
 * No booking calendar (PUBLIC_CALENDLY_URL unset, or off on purpose): the visitor books another
 * way, by the enquiry (its answers let the team suggest a time) or by phone, never an empty modal.
 */
export function BookingUnavailable({ phone }: { phone: ContactLink }) {
  return (
    <div className="mx-auto flex h-full max-w-md flex-col items-center justify-center gap-5 p-8 text-center">
      <p className="text-lg text-ink">{BOOKING_ELSEWHERE.text}</p>
      <a href={ROUTES.enquiry} className={buttonClasses('primary')}>
        {BOOKING_ELSEWHERE.enquiry}
      </a>
      <a href={phone.href} className="font-semibold text-brand underline">
        Or call us at {phone.display} to book your consultation
      </a>
    </div>
  );
}
