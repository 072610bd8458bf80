import { useState } from 'react';
import {
  Dialog,
  DialogPanel,
  DialogTitle,
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
} from '@headlessui/react';
import { isActivePath } from '../../../lib/navigation';
import { cn } from '../../../lib/cn';
import { buttonClasses } from '../../ui/button';
import { ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon } from '../../ui/icons';

export interface MobileMenuProps {
  links: Array<{ label: string; href: string }>;
  serviceLinks: Array<{ label: string; href: string }>;
  currentPath: string;
  phone: { display: string; href: string };
  bookingHref: string;
  servicesHref: string;
}

/**
 * The header's right-hand drawer (SPEC §2 Header): Menu title, close button, all links,
 * an expandable Services group, a phone-call button and Book Appointment. Headless UI's
 * Dialog traps focus, closes on Escape and returns focus to the menu button.
 */
export default function MobileMenu({
  links,
  serviceLinks,
  currentPath,
  phone,
  bookingHref,
  servicesHref,
}: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const current = (href: string) => (isActivePath(currentPath, href) ? ('page' as const) : undefined);
  const itemClass = (href: string) =>
    cn(
      'flex min-h-[48px] flex-1 items-center rounded-xl px-3 font-medium',
      isActivePath(currentPath, href) ? 'bg-brand-50 text-brand' : 'text-ink hover:bg-brand-50',
    );

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-expanded={open}
        aria-haspopup="dialog"
        className="inline-flex min-h-[44px] items-center gap-2 rounded-full border border-brand-200 bg-white pl-3 pr-2 text-sm font-semibold text-ink shadow-sm hover:border-brand"
      >
        <span className="sr-only">Open menu</span>
        <span className="hidden min-[400px]:inline">{phone.display}</span>
        <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand text-white">
          <MenuIcon className="h-4 w-4" />
        </span>
      </button>

      <Dialog open={open} onClose={close} className="relative z-50">
        <div className="fixed inset-0 bg-ink/40" aria-hidden="true" />
        <DialogPanel className="fixed inset-y-0 right-0 flex w-drawer max-w-full flex-col overflow-y-auto bg-white shadow-2xl">
          <div className="flex items-center justify-between border-b border-brand-100 px-5 py-4">
            <DialogTitle className="font-heading text-xl font-bold">Menu</DialogTitle>
            <button
              type="button"
              onClick={close}
              aria-label="Close menu"
              className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-brand-50"
            >
              <CloseIcon />
            </button>
          </div>
          <nav aria-label="Mobile" className="flex-1 px-3 py-4">
            <ul className="space-y-1">
              {links.map((link) =>
                link.href === servicesHref ? (
                  <li key={link.href}>
                    <Disclosure defaultOpen={serviceLinks.some((s) => isActivePath(currentPath, s.href))}>
                      <div className="flex items-center">
                        <a href={link.href} onClick={close} className={itemClass(link.href)} aria-current={current(link.href)}>
                          {link.label}
                        </a>
                        <DisclosureButton
                          aria-label="Show service pages"
                          className="group inline-flex h-12 w-12 items-center justify-center rounded-xl text-ink hover:bg-brand-50"
                        >
                          <ChevronDownIcon className="h-4 w-4 transition-transform group-data-[open]:rotate-180" />
                        </DisclosureButton>
                      </div>
                      <DisclosurePanel as="ul" className="ml-3 mt-1 space-y-1 border-l-2 border-brand-100 pl-2">
                        {serviceLinks.map((s) => (
                          <li key={s.href}>
                            <a href={s.href} onClick={close} className={cn(itemClass(s.href), 'text-[15px]')} aria-current={current(s.href)}>
                              {s.label}
                            </a>
                          </li>
                        ))}
                      </DisclosurePanel>
                    </Disclosure>
                  </li>
                ) : (
                  <li key={link.href} className="flex">
                    <a href={link.href} onClick={close} className={itemClass(link.href)} aria-current={current(link.href)}>
                      {link.label}
                    </a>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="space-y-3 border-t border-brand-100 p-5">
            <a href={phone.href} className={buttonClasses('secondary', 'md', 'w-full')}>
              <PhoneIcon className="h-4 w-4" />
              Call {phone.display}
            </a>
            <a href={bookingHref} onClick={close} className={buttonClasses('primary', 'md', 'w-full')}>
              Book Appointment
            </a>
          </div>
        </DialogPanel>
      </Dialog>
    </>
  );
}
