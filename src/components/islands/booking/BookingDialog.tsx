import { useState } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Spinner } from '../../ui/Spinner';
import { DialogHeader } from '../shared/DialogHeader';
import type { ContactLink } from '../../../lib/contact/contact';

export interface BookingDialogProps {
  open: boolean;
  onClose: () => void;
  frameUrl: string | null;
  phone: ContactLink;
}

/**
 * Calendly's frame, under a spinner until it has loaded. Mounted with each opening (the dialog's
 * content leaves the page when it closes, and its frame with it), so a popup opened again shows
 * the spinner until its new frame loads, not a blank frame.
 */
function CalendarFrame({ frameUrl }: { frameUrl: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      {!loaded && (
        <div className="absolute inset-0 flex items-center justify-center bg-white" data-testid="booking-spinner">
          <Spinner label="Loading the booking calendar..." className="h-10 w-10 text-brand" />
        </div>
      )}
      <iframe
        src={frameUrl}
        title="Choose a time for your free consultation"
        className="h-full min-h-[630px] w-full min-w-[320px] border-0 popup:min-h-0"
        onLoad={() => setLoaded(true)}
      />
    </>
  );
}

/**
 * The booking modal: a labelled dialog that keeps focus inside and closes on an overlay click,
 * the close button ("Close modal") or Escape. Sizes of SPEC §9: from 975px at least 900px and
 * at most 1000px wide, at most 680px high; under 975px it fills the screen.
 */
export default function BookingDialog({ open, onClose, frameUrl, phone }: BookingDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 flex items-center justify-center popup:p-6">
      <DialogBackdrop className="fixed inset-0 bg-ink/60" data-testid="booking-overlay" />
      <DialogPanel
        className="relative flex h-full w-full flex-col overflow-hidden bg-white shadow-2xl popup:h-[680px] popup:max-h-[680px] popup:w-auto popup:min-w-[900px] popup:max-w-[1000px] popup:flex-1 popup:rounded-3xl"
        data-testid="booking-modal"
      >
        <DialogHeader
          className="py-3"
          title={<DialogTitle className="font-heading text-lg font-bold">Book Your Appointment</DialogTitle>}
          closeLabel="Close modal"
          onClose={onClose}
        />
        <div className="relative min-h-0 flex-1">
          {frameUrl ? (
            <CalendarFrame frameUrl={frameUrl} />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-4 p-8 text-center">
              <p className="text-lg text-ink">Online booking is not available right now.</p>
              <a href={phone.href} className="font-semibold text-brand underline">
                Call us at {phone.display} to book your consultation
              </a>
            </div>
          )}
        </div>
      </DialogPanel>
    </Dialog>
  );
}
