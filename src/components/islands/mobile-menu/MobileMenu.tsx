import { useRef } from 'react';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import { buttonClasses } from '../../ui/button';
import { MenuIcon, PhoneIcon } from '../../ui/icons';
import { ModalDialog } from '../shared/ModalDialog';
import { MenuLinks, type MenuLink } from './MenuLinks';
import type { ContactLink } from '../../../lib/contact/contact';

export interface MobileMenuProps {
  links: MenuLink[];
  serviceLinks: MenuLink[];
  currentPath: string;
  phone: ContactLink;
  booking: { label: string; href: string };
  servicesHref: string;
}

/** The drawer's id: one per page, what the menu button's command opens. */
export const MENU_DIALOG_ID = 'mobile-menu';

/**
 * The header's right-hand drawer (product §2 Header): Menu title, close button, all links, an
 * expandable Services group, a phone-call button and Book Appointment.
 *
 * Its first answer is HTML: the menu button opens the native modal <dialog> by itself (an invoker
 * command), which makes the rest of the page inert, traps focus, closes on Escape and, with
 * closedby="any", on a tap outside; the page stops scrolling by CSS (html:has(dialog:modal)) and
 * the focus goes back to the button on close, all without this island's code. The platform
 * reports the button's expanded state itself (an invoker may carry no aria-expanded). The island
 * wakes on the same tap (client:intent) and takes over what needs React: the Services group, and
 * the same opening and closing where a browser has no invoker commands yet. It never opens a
 * dialog the platform has opened, so a drawer opened while its code loaded stays open, once.
 */
function MobileMenu({ links, serviceLinks, currentPath, phone, booking, servicesHref }: MobileMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The button's command has opened it already; where a browser has none yet, this does.
  const openDrawer = () => {
    if (dialogRef.current && !dialogRef.current.open) dialogRef.current.showModal();
  };

  // Escape, a tap outside, the close button and link choices all end in the dialog's close event.
  const onClose = () => {
    // The platform gives the focus back to what opened it; where it did not (an older browser), this does.
    const focused = document.activeElement;
    if (focused === document.body || dialogRef.current?.contains(focused)) buttonRef.current?.focus();
  };

  const close = () => dialogRef.current?.close();

  return (
    <>
      {/* Its final width from its start tag on (from 360 px, where the number shows): the number's
          7.75em box, plus 54 px of padding (12 + 6), gap (6), icon (28) and border (2). A busy
          phone can paint the header when the button is parsed but its contents are not, and a
          button held to the right that then grew moved its left edge by 127 px. */}
      <button
        ref={buttonRef}
        type="button"
        commandfor={MENU_DIALOG_ID}
        command="show-modal"
        onClick={openDrawer}
        aria-haspopup="dialog"
        className="inline-flex min-h-[44px] items-center gap-1.5 rounded-full border border-brand-200 bg-white pl-3 pr-1.5 font-heading text-xs font-semibold text-ink shadow-xs hover:border-brand min-[360px]:min-w-[calc(7.75em+54px)] sm:text-sm"
      >
        <span className="sr-only">Open menu </span>
        {/* As wide in the heading face as in its fallbacks (7.5em to 7.7em): a first frame drawn
            before the inlined face is decoded does not move the button when it is. */}
        <span className="hidden min-w-[7.75em] whitespace-nowrap text-center min-[360px]:inline-block" data-testid="menu-phone">
          {phone.display}
        </span>
        <span className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-brand text-white">
          <MenuIcon className="h-4 w-4" />
        </span>
      </button>

      <ModalDialog
        ref={dialogRef}
        id={MENU_DIALOG_ID}
        title="Menu"
        titleClassName="font-heading text-xl font-bold"
        headerClassName="py-4"
        closeLabel="Close menu"
        onClose={onClose}
        className="m-0 ml-auto h-dvh max-h-none w-drawer max-w-full bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50 open:animate-drawer-in"
        bodyClassName="flex min-h-full flex-col"
      >
        <MenuLinks links={links} serviceLinks={serviceLinks} currentPath={currentPath} servicesHref={servicesHref} onChoose={close} />
        <div className="space-y-3 border-t border-brand-100 p-5">
          <a href={phone.href} className={buttonClasses('secondary', 'md', 'w-full')}>
            <PhoneIcon className="h-4 w-4" />
            Call {phone.display}
          </a>
          <a href={booking.href} onClick={close} className={buttonClasses('primary', 'md', 'w-full')}>
            {booking.label}
          </a>
        </div>
      </ModalDialog>
    </>
  );
}

export default withErrorBoundary(MobileMenu);
