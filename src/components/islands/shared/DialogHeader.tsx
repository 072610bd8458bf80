import type { ReactNode } from 'react';
import { CloseIcon } from '../../ui/icons';

/** The top bar of a dialog (the booking modal, the mobile menu): its title, and a round close button named for what it closes. */
export function DialogHeader({
  title,
  closeLabel,
  onClose,
  className,
}: {
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  className: string;
}) {
  return (
    <div className={`flex items-center justify-between border-b border-brand-100 px-5 ${className}`}>
      {title}
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-brand-50"
      >
        <CloseIcon />
      </button>
    </div>
  );
}
