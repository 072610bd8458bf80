import { useEffect, useRef, useState } from 'react';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import { ModalDialog } from '../shared/ModalDialog';
import { JS_ONLY_CLASS } from '../../../lib/hydration/no-js';
import { cn } from '../../../lib/ui/cn';
import { buttonClasses } from '../../ui/button';
import { CalendarIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import type { ContactLink } from '../../../lib/contact/contact';
import { BookingUnavailable, CalendarFrame, NoScriptBooking } from './BookingPanels';

export interface BookingWidgetProps {
  /** The prefilled Calendly frame URL, or null when PUBLIC_CALENDLY_URL is not set. */
  frameUrl: string | null;
  /** Calendly's own booking page (calendlyPageUrl), or null when PUBLIC_CALENDLY_URL is not set. */
  pageUrl: string | null;
  /** Id of the element the popup's frame mounts into (product §5: required). */
  rootId: string;
  label: string;
  phone: ContactLink;
}

/** The modal's id: what Schedule Now's command opens. */
export const BOOKING_DIALOG_ID = 'booking-dialog';

/** The platform opened or closed the dialog (its command, Escape, a tap outside): `onChange(open)`. */
function watchOpen(dialog: HTMLDialogElement, onChange: (open: boolean) => void): () => void {
  const observer = new MutationObserver(() => onChange(dialog.open));
  observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
  return () => observer.disconnect();
}

/**
 * "Schedule Now" and the booking modal (product §2 Booking, §4, §9). The first answer is HTML: the
 * button opens the native modal <dialog> by itself (an invoker command), which keeps focus
 * inside and closes on Escape, a tap outside (closedby="any") or its close button ("Close
 * modal"), and shows a spinner. The island wakes on the same tap (client:intent) and does what
 * needs it: once the dialog is open it mounts Calendly's frame (nothing of Calendly is requested
 * before that), and the spinner goes when the frame has loaded. Sizes of product §9: from 975px at
 * least 900px and at most 1000px wide, at most 680px high; under 975px it fills the screen.
 * Without JavaScript the dialog opens too, and offers Calendly's own page and the phone number.
 */
function BookingWidget({ frameUrl, pageUrl, rootId, label, phone }: BookingWidgetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  // The dialog as the platform has it: opened while this code loaded, or by its command since.
  useEffect(() => {
    const dialog = dialogRef.current!;
    const follow = (isOpen: boolean) => {
      setOpen(isOpen);
      if (!isOpen) setLoaded(false);
    };
    follow(dialog.open);
    return watchOpen(dialog, follow);
  }, []);

  // Where the platform has no invoker commands yet, the island opens it.
  const openFallback = () => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  };

  return (
    <>
      <button
        type="button"
        commandfor={BOOKING_DIALOG_ID}
        command="show-modal"
        onClick={openFallback}
        aria-haspopup="dialog"
        className={buttonClasses('primary', 'lg')}
      >
        <CalendarIcon className="h-5 w-5" />
        {label}
      </button>
      <ModalDialog
        ref={dialogRef}
        id={BOOKING_DIALOG_ID}
        title="Book Your Appointment"
        titleClassName="font-heading text-lg font-bold"
        headerClassName="py-3"
        closeLabel="Close modal"
        testId="booking-modal"
        className="m-0 h-dvh max-h-none w-full max-w-none overflow-hidden bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 open:flex open:flex-col popup:m-auto popup:h-[680px] popup:max-h-[680px] popup:w-[calc(100vw-3rem)] popup:min-w-[900px] popup:max-w-[1000px] popup:rounded-3xl"
      >
        <div className="relative min-h-0 flex-1" id={rootId}>
          {frameUrl ? (
            <>
              {!loaded && (
                <div
                  className={cn(JS_ONLY_CLASS, 'absolute inset-0 flex items-center justify-center bg-white')}
                  data-testid="booking-spinner"
                >
                  <Spinner label="Loading the booking calendar..." className="h-10 w-10 text-brand" />
                </div>
              )}
              {open && <CalendarFrame frameUrl={frameUrl} rootId={rootId} onLoad={() => setLoaded(true)} />}
              {/* Shown only without JavaScript (lib/hydration/no-js.ts), where no frame can mount. */}
              <NoScriptBooking pageUrl={pageUrl} phone={phone} />
            </>
          ) : (
            <BookingUnavailable phone={phone} />
          )}
        </div>
      </ModalDialog>
    </>
  );
}

export default withErrorBoundary(BookingWidget);
