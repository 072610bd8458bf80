// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BookingWidget, { BOOKING_DIALOG_ID } from './BookingWidget';
import { POPUP_ROOT_ID, calendlyPageUrl, calendlyUrl } from '../../../lib/booking/calendly';

/**
 * "Schedule Now" and the Calendly popup (product §2 Booking, §4, §5, §8) as the booking page mounts
 * them. The button opens the dialog with an invoker command in a browser; jsdom has none, nor a
 * modal dialog, so showModal and close get the minimum of the standard (the open attribute, the
 * close event) and the island's own fallback opens it, as in a browser without commands. The
 * frame is never loaded (jsdom fetches no subresources) and fetch is stubbed.
 */
const CALENDLY = 'https://calendly.com/agency/free-consultation';
const phone = { display: '(555) 010-2030', href: 'tel:5550102030' };
const LABEL = 'Schedule Now';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup({ configured = true } = {}) {
  const fetchMock = vi.fn(async () => new Response(null, { status: 500 }));
  vi.stubGlobal('fetch', fetchMock);
  const frameUrl = configured ? calendlyUrl(CALENDLY) : null;
  const pageUrl = configured ? calendlyPageUrl(CALENDLY) : null;
  const user = userEvent.setup({ delay: null });
  render(<BookingWidget frameUrl={frameUrl} pageUrl={pageUrl} rootId={POPUP_ROOT_ID} label={LABEL} phone={phone} />);
  const opener = screen.getByRole('button', { name: LABEL });
  const dialog = () => document.getElementById(BOOKING_DIALOG_ID) as HTMLDialogElement;
  const frame = () => dialog().querySelector('iframe');
  return { user, fetchMock, frameUrl, opener, dialog, frame };
}

describe('booking widget (component)', () => {
  it('Schedule Now opens the titled dialog by its command; the prefilled frame mounts into the root, spinner until it loads', async () => {
    const { user, fetchMock, frameUrl, opener, dialog, frame } = setup();
    expect(opener.getAttribute('commandfor')).toBe(BOOKING_DIALOG_ID);
    expect(opener.getAttribute('command')).toBe('show-modal');
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    expect(dialog().getAttribute('closedby')).toBe('any');
    // Nothing of Calendly before the click; the spinner is in the page's HTML already.
    expect(dialog().open).toBe(false);
    expect(frame()).toBeNull();

    await user.click(opener);
    await waitFor(() => expect(frame()).not.toBeNull());
    const popup = within(dialog());
    expect(popup.getByRole('heading', { name: 'Book Your Appointment' })).toBeTruthy();
    expect(document.getElementById(POPUP_ROOT_ID)!.contains(frame())).toBe(true);
    expect(frame()!.getAttribute('src')).toBe(frameUrl);
    expect(frame()!.title).toBe('Choose a time for your free consultation');
    // product §2: three empty custom answers go to Calendly with the prefill.
    expect(['a1', 'a2', 'a3'].map((key) => new URL(frame()!.src).searchParams.get(key))).toEqual(['', '', '']);
    expect(popup.getByRole('status').textContent).toBe('Loading the booking calendar...');
    fireEvent.load(frame()!);
    expect(popup.queryByRole('status')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a dialog the platform opened before the island woke gets its frame, once', async () => {
    const { dialog, frame } = setup();
    // The invoker command, while the island's code was loading.
    dialog().showModal();
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(dialog().querySelectorAll('iframe')).toHaveLength(1);
  });

  it('closed (its close button, Escape) the frame goes; opened again, a new frame and the spinner until it loads', async () => {
    const { user, opener, dialog, frame } = setup();
    await user.click(opener);
    await waitFor(() => expect(frame()).not.toBeNull());
    fireEvent.load(frame()!);
    expect(within(dialog()).queryByRole('status')).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: 'Close modal' }));
    await waitFor(() => expect(frame()).toBeNull());
    expect(dialog().open).toBe(false);

    await user.click(opener);
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(within(dialog()).getByRole('status').textContent).toBe('Loading the booking calendar...');
    // Escape: the platform closes the dialog (here, as jsdom cannot, its close()).
    dialog().close();
    await waitFor(() => expect(frame()).toBeNull());
  });

  it('a click on the backdrop (the dialog itself) closes it', async () => {
    const { user, opener, dialog } = setup();
    await user.click(opener);
    fireEvent.click(dialog());
    expect(dialog().open).toBe(false);
  });

  it('the close button closes it by itself too (an invoker command)', () => {
    const { dialog } = setup();
    const close = within(dialog()).getByRole('button', { name: 'Close modal', hidden: true });
    expect([close.getAttribute('commandfor'), close.getAttribute('command')]).toEqual([BOOKING_DIALOG_ID, 'close']);
  });

  it('without a Calendly URL, the dialog offers the enquiry and the phone instead of a frame', async () => {
    const { user, opener, dialog } = setup({ configured: false });
    await user.click(opener);
    const popup = within(dialog());
    expect(popup.getByText('Tell us a little about your project and we will suggest a time for your free consultation.')).toBeTruthy();
    expect(popup.getByRole('link', { name: 'Tell us about your project' }).getAttribute('href')).toBe('/get-to-know');
    expect(popup.getByRole('link', { name: `Or call us at ${phone.display} to book your consultation` }).getAttribute('href')).toBe(
      phone.href,
    );
    expect(dialog().querySelector('iframe')).toBeNull();
  });

  it('its popup root gone from the page: the generic boundary message (product §5, §8) and the error raised', async () => {
    const { user, opener, dialog } = setup();
    dialog().querySelector(`#${POPUP_ROOT_ID}`)!.removeAttribute('id');
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again later.'));
    expect(console.error).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining(POPUP_ROOT_ID) }));
  });
});
