import type { ReactNode } from 'react';
import { CloseIcon } from '../../ui/icons';

/**
 * The top bar of a dialog (ModalDialog): its title, and a round close button named for what it
 * closes. With `dialogId`, the button closes that <dialog> by itself (an invoker command), before
 * and without the island's code.
 */
export function DialogHeader({
  title,
  closeLabel,
  onClose,
  className,
  dialogId,
}: {
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  className: string;
  dialogId?: string;
}) {
  return (
    <div className={`flex items-center justify-between border-b border-brand-100 px-5 ${className}`}>
      {title}
      <button
        type="button"
        onClick={onClose}
        {...(dialogId ? { commandfor: dialogId, command: 'close' as const } : {})}
        aria-label={closeLabel}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-brand-50"
      >
        <CloseIcon />
      </button>
    </div>
  );
}
