import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import { popupRoot } from '../../../lib/booking/calendly';
import { JS_ONLY_CLASS } from '../../../lib/hydration/no-js';
import { isPlainClick } from '../../../lib/routing/navigation';
import { buttonClasses } from '../../ui/button';
import { CalendarIcon } from '../../ui/icons';
import { useHydrated } from '../shared/hooks';
import type { ContactLink } from '../../../lib/contact/contact';

const BookingDialog = lazy(() => import('./BookingDialog'));

export interface BookingWidgetProps {
  /** The prefilled Calendly frame URL, or null when PUBLIC_CALENDLY_URL is not set. */
  frameUrl: string | null;
  /** Calendly's own booking page (calendlyPageUrl), or null when PUBLIC_CALENDLY_URL is not set. */
  pageUrl: string | null;
  /** Id of the element the popup mounts into (SPEC §5: required). */
  rootId: string;
  label: string;
  phone: ContactLink;
}

/**
 * "Schedule Now" and the booking popup (SPEC §2 Booking, §4). The popup mounts only once the
 * page has loaded in the browser, into its root element, and its code (dialog and frame) loads
 * only when the visitor asks for it: nothing of Calendly is requested before the click.
 * "Schedule Now" is a link to Calendly's own page, so it books without JavaScript too (in a new
 * tab); once the island is live a plain click opens the popup instead.
 */
function BookingWidget({ frameUrl, pageUrl, rootId, label, phone }: BookingWidgetProps) {
  // Mounts only in the browser, after load; raises an error when the root is missing (SPEC §5).
  // Looked up once: Headless UI removes an emptied root when the dialog closes, and makes a new one.
  const hydrated = useHydrated();
  const root = useMemo(() => (hydrated ? popupRoot(document, rootId) : null), [hydrated, rootId]);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const openDialog = () => {
    setRequested(true);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    // Back to where the visitor was, once the dialog has released focus.
    window.requestAnimationFrame(() => (linkRef.current ?? buttonRef.current)?.focus());
  };

  return (
    <>
      {pageUrl ? (
        <a
          ref={linkRef}
          href={pageUrl}
          target="_blank"
          rel="noopener"
          className={buttonClasses('primary', 'lg')}
          onClick={(e) => {
            if (!isPlainClick(e)) return;
            e.preventDefault();
            openDialog();
          }}
          aria-haspopup="dialog"
        >
          <CalendarIcon className="h-5 w-5" />
          {label}
        </a>
      ) : (
        // No booking page to link to: the popup says to call, which needs JavaScript; the page's
        // <noscript> gives the phone number instead.
        <button
          ref={buttonRef}
          type="button"
          className={buttonClasses('primary', 'lg', JS_ONLY_CLASS)}
          onClick={openDialog}
          aria-haspopup="dialog"
        >
          <CalendarIcon className="h-5 w-5" />
          {label}
        </button>
      )}
      {root && requested && (
        <Suspense fallback={null}>
          <BookingDialog open={open} onClose={close} frameUrl={frameUrl} phone={phone} />
        </Suspense>
      )}
    </>
  );
}

export default withErrorBoundary(BookingWidget);
