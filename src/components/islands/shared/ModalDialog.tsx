import type { ReactNode, RefObject } from 'react';
import { DialogHeader } from './DialogHeader';

/**
 * The native modal <dialog> of the menu and the booking modal: opened by its button's invoker
 * command before any island code, closed by Escape, a tap outside (closedby="any"), its header's
 * close button (a command too) or the island. Its title names it (`${id}-title`).
 */
export function ModalDialog({
  ref,
  id,
  title,
  titleClassName,
  headerClassName,
  closeLabel,
  className,
  bodyClassName,
  onClose,
  testId,
  children,
}: {
  ref: RefObject<HTMLDialogElement | null>;
  id: string;
  title: string;
  titleClassName: string;
  headerClassName: string;
  closeLabel: string;
  className: string;
  /** A wrapper around the header and the content, when the content needs one. */
  bodyClassName?: string;
  /** The dialog's close event, however it was closed. */
  onClose?: () => void;
  testId?: string;
  children: ReactNode;
}) {
  const close = () => ref.current?.close();
  const content = (
    <>
      <DialogHeader
        className={headerClassName}
        title={
          <h2 id={`${id}-title`} className={titleClassName}>
            {title}
          </h2>
        }
        closeLabel={closeLabel}
        onClose={close}
        dialogId={id}
      />
      {children}
    </>
  );
  return (
    // The backdrop click is a mouse shortcut (closedby="any" does it natively); Escape and the close button do the same.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      id={id}
      closedby="any"
      onClose={onClose}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === e.currentTarget) close();
      }}
      aria-labelledby={`${id}-title`}
      data-testid={testId}
      className={className}
    >
      {bodyClassName ? <div className={bodyClassName}>{content}</div> : content}
    </dialog>
  );
}
