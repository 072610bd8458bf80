// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MobileMenu, { MENU_DIALOG_ID } from './MobileMenu';
import { bookingLink, mainNav, serviceNav } from '../../../data/navigation';
import { agencyPhone } from '../../../lib/contact/contact';
import { ROUTES } from '../../../config/routes';

/**
 * The header's drawer (product §2 Header) with the site's own links. jsdom has no modal dialog, so
 * showModal and close get the minimum of the standard: the open attribute and the close event
 * (what the browser fires on Escape too).
 */
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(() => cleanup());

function setup(currentPath: string = ROUTES.home) {
  const user = userEvent.setup({ delay: null });
  render(
    <MobileMenu
      links={[...mainNav]}
      serviceLinks={serviceNav}
      currentPath={currentPath}
      phone={agencyPhone}
      booking={bookingLink}
      servicesHref={ROUTES.services}
    />,
  );
  const button = screen.getByRole('button', { name: new RegExp(`^Open menu`) });
  const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
  return { user, button, dialog };
}

describe('mobile menu (component)', () => {
  it('the button opens the drawer by itself (an invoker command), closed by a tap outside too', () => {
    const { button, dialog } = setup();
    expect([button.getAttribute('commandfor'), button.getAttribute('command')]).toEqual([MENU_DIALOG_ID, 'show-modal']);
    expect(dialog().id).toBe(MENU_DIALOG_ID);
    expect(dialog().getAttribute('closedby')).toBe('any');
    const close = within(dialog()).getByRole('button', { name: 'Close menu', hidden: true });
    expect([close.getAttribute('commandfor'), close.getAttribute('command')]).toEqual([MENU_DIALOG_ID, 'close']);
  });

  it('hydrating over a drawer the platform opened while its code loaded: it stays open, once', async () => {
    const props = {
      links: [...mainNav],
      serviceLinks: serviceNav,
      currentPath: ROUTES.home,
      phone: agencyPhone,
      booking: bookingLink,
      servicesHref: ROUTES.services,
    };
    const host = document.createElement('div');
    host.innerHTML = renderToString(<MobileMenu {...props} />);
    document.body.append(host);
    const dialog = host.querySelector('dialog')!;
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    // React says, in development, that the DOM has an open attribute it did not render: the platform put it there.
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    dialog.setAttribute('open', '');
    await act(async () => {
      hydrateRoot(host, <MobileMenu {...props} />);
    });
    expect(host.querySelector('dialog')).toBe(dialog);
    expect(dialog.open).toBe(true);
    expect(showModal).not.toHaveBeenCalled();
    // Tapped again once awake (in a browser without commands, the island's own opening): still one opening.
    act(() => (host.querySelector('button[aria-haspopup]') as HTMLButtonElement).click());
    expect(showModal).not.toHaveBeenCalled();
    host.remove();
    warn.mockRestore();
  });

  it('opens as a modal titled Menu with every link, the call button and Book Appointment', async () => {
    const { user, button, dialog } = setup();
    expect(dialog().open).toBe(false);
    // An invoker carries no aria-expanded: the platform reports the state.
    expect(button.hasAttribute('aria-expanded')).toBe(false);
    await user.click(button);
    expect(dialog().open).toBe(true);
    const drawer = within(dialog());
    expect(drawer.getByRole('heading', { name: 'Menu' })).toBeTruthy();
    const nav = within(drawer.getByRole('navigation', { name: 'Mobile' }));
    for (const link of mainNav) expect(nav.getByRole('link', { name: link.label }).getAttribute('href')).toBe(link.href);
    expect(drawer.getByRole('link', { name: `Call ${agencyPhone.display}` }).getAttribute('href')).toBe(agencyPhone.href);
    expect(drawer.getByRole('link', { name: bookingLink.label }).getAttribute('href')).toBe(bookingLink.href);
  });

  it('the close button closes it and gives the focus back to the menu button', async () => {
    const { user, button, dialog } = setup();
    await user.click(button);
    await user.click(within(dialog()).getByRole('button', { name: 'Close menu' }));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('choosing a link closes the drawer', async () => {
    const { user, button, dialog } = setup();
    await user.click(button);
    const about = within(dialog()).getByRole('link', { name: 'About Us' });
    about.addEventListener('click', (e) => e.preventDefault()); // jsdom does not navigate
    await user.click(about);
    expect(dialog().open).toBe(false);
  });

  it('the Services group opens and closes; it starts open on a service page, which is marked current', async () => {
    const { user, button, dialog } = setup();
    await user.click(button);
    const toggle = within(dialog()).getByRole('button', { name: 'Show service pages' });
    const group = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(group.hidden).toBe(true);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(group.hidden).toBe(false);
    expect(
      within(group)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(serviceNav.map((s) => s.href));
    cleanup();

    const service = serviceNav[1]!;
    const onService = setup(service.href);
    await onService.user.click(onService.button);
    const open = within(onService.dialog()).getByRole('button', { name: 'Show service pages' });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(within(onService.dialog()).getByRole('link', { name: service.label }).getAttribute('aria-current')).toBe('page');
  });
});
