// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BookingWidget from './BookingWidget';
import { POPUP_ROOT_ID, calendlyPageUrl, calendlyUrl } from '../../../lib/booking/calendly';

/**
 * "Schedule Now" and the Calendly popup (SPEC §2 Booking, §4, §5, §8) as the booking page mounts
 * them: the popup root on the page, the frame URL built from PUBLIC_CALENDLY_URL. The frame is
 * never loaded (jsdom fetches no subresources) and fetch is stubbed so nothing reaches a service.
 */
const CALENDLY = 'https://calendly.com/agency/free-consultation';
const phone = { display: '(555) 010-2030', href: 'tel:5550102030' };
const LABEL = 'Schedule Now';
type User = ReturnType<typeof userEvent.setup>;

function setup({ configured = true } = {}) {
  const fetchMock = vi.fn(async () => new Response(null, { status: 500 }));
  vi.stubGlobal('fetch', fetchMock);
  document.body.append(Object.assign(document.createElement('div'), { id: POPUP_ROOT_ID }));
  const frameUrl = configured ? calendlyUrl(CALENDLY) : null;
  const pageUrl = configured ? calendlyPageUrl(CALENDLY) : null;
  const user = userEvent.setup({ delay: null });
  render(<BookingWidget frameUrl={frameUrl} pageUrl={pageUrl} rootId={POPUP_ROOT_ID} label={LABEL} phone={phone} />);
  const opener = screen.getByRole(configured ? 'link' : 'button', { name: LABEL });
  const dialog = () => screen.queryByRole('dialog', { name: 'Book Your Appointment' });
  return { user, fetchMock, frameUrl, pageUrl, opener, dialog };
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  cleanup();
  document.getElementById(POPUP_ROOT_ID)?.remove();
  vi.restoreAllMocks();
});

describe('booking widget (component)', () => {
  it('Schedule Now links to Calendly’s page; a click opens the titled popup with the prefilled frame, spinner until it loads', async () => {
    const { user, fetchMock, frameUrl, pageUrl, opener, dialog } = setup();
    expect(opener.getAttribute('href')).toBe(pageUrl);
    expect(opener.getAttribute('target')).toBe('_blank');
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    // Nothing of Calendly before the click.
    expect(dialog()).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();

    await user.click(opener);
    const popup = await screen.findByRole('dialog', { name: 'Book Your Appointment' });
    expect(document.getElementById(POPUP_ROOT_ID)!.contains(popup)).toBe(true);
    const frame = within(popup).getByTitle('Choose a time for your free consultation') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(frameUrl);
    // SPEC §2: three empty custom answers go to Calendly with the prefill.
    expect(['a1', 'a2', 'a3'].map((key) => new URL(frame.src).searchParams.get(key))).toEqual(['', '', '']);
    expect(within(popup).getByRole('status').textContent).toBe('Loading the booking calendar...');
    fireEvent.load(frame);
    expect(within(popup).queryByRole('status')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opened again, the popup loads a new frame and shows the spinner until that one loads', async () => {
    const { user, opener, dialog } = setup();
    await user.click(opener);
    let popup = await screen.findByRole('dialog', { name: 'Book Your Appointment' });
    fireEvent.load(within(popup).getByTitle('Choose a time for your free consultation'));
    expect(within(popup).queryByRole('status')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).toBeNull());

    await user.click(opener);
    popup = await screen.findByRole('dialog', { name: 'Book Your Appointment' });
    expect(within(popup).getByRole('status').textContent).toBe('Loading the booking calendar...');
    fireEvent.load(within(popup).getByTitle('Choose a time for your free consultation'));
    expect(within(popup).queryByRole('status')).toBeNull();
  });

  it.each([
    ['Escape', (user: User) => user.keyboard('{Escape}')],
    ['the close button', (user: User) => user.click(screen.getByRole('button', { name: 'Close modal' }))],
    ['an overlay click', (user: User) => user.click(screen.getByTestId('booking-overlay'))],
  ])('%s closes the popup and gives focus back to Schedule Now', async (_how, close) => {
    const { user, opener, dialog } = setup();
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Book Your Appointment' });
    expect(opener.contains(document.activeElement)).toBe(false);
    await close(user);
    await waitFor(() => expect(dialog()).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    // And it opens again.
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Book Your Appointment' });
  });

  it.each([
    ['a plain click opens the popup in place', {}, true],
    ['a Ctrl-click is left to the browser (new tab)', { ctrlKey: true }, false],
    ['a Shift-click is left to the browser (new window)', { shiftKey: true }, false],
    ['a middle click is left to the browser (new tab)', { button: 1 }, false],
  ])('Schedule Now: %s', async (_how, init, opens) => {
    const { opener } = setup();
    // fireEvent answers false when the island took the click over (preventDefault).
    expect(fireEvent.click(opener, init)).toBe(!opens);
    if (opens) await screen.findByRole('dialog', { name: 'Book Your Appointment' });
  });

  it('without a Calendly URL: a button, and the popup offers the phone number instead of a frame', async () => {
    const { user, opener } = setup({ configured: false });
    await user.click(opener);
    const popup = await screen.findByRole('dialog', { name: 'Book Your Appointment' });
    expect(within(popup).getByText('Online booking is not available right now.')).toBeTruthy();
    const call = within(popup).getByRole('link', { name: `Call us at ${phone.display} to book your consultation` });
    expect(call.getAttribute('href')).toBe(phone.href);
    expect(popup.querySelector('iframe')).toBeNull();
  });

  it('no popup root on the page: the generic boundary message (SPEC §5, §8) and the error raised', () => {
    render(
      <BookingWidget
        frameUrl={calendlyUrl(CALENDLY)}
        pageUrl={calendlyPageUrl(CALENDLY)}
        rootId={POPUP_ROOT_ID}
        label={LABEL}
        phone={phone}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again later.');
    expect(console.error).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining(POPUP_ROOT_ID) }));
  });
});
