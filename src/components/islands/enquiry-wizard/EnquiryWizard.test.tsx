// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import EnquiryWizard from './EnquiryWizard';
import { ENQUIRY_MESSAGES } from '../../../lib/enquiry/validation';
import { ENQUIRY_SEND_MESSAGES } from '../../../lib/enquiry/delivery/send';
import { ENQUIRY_STORAGE_KEY } from '../../../lib/enquiry/wizard/storage';

/**
 * The wizard as a visitor drives it, in a few seconds: product §4 steps, §5 messages, §7 the exact
 * request EmailJS would receive (stubbed at fetch, the network boundary), and the send's states.
 */
const emailjs = { serviceId: 'service_test', templateId: 'template_test', publicKey: 'public_test' };
const phone = { display: '(555) 010-2030', href: 'tel:+15550102030' };
const EMAILJS_SEND = 'https://api.emailjs.com/api/v1.0/email/send';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
const ok: Fetch = async () => new Response('OK', { status: 200 });

function setup(fetchImpl: Fetch = ok, { turnstileSiteKey = null as string | null } = {}) {
  const fetchMock = vi.fn(fetchImpl);
  vi.stubGlobal('fetch', fetchMock);
  const user = userEvent.setup({ delay: null });
  render(<EnquiryWizard emailjs={emailjs} phone={phone} turnstileSiteKey={turnstileSiteKey} />);
  return { user, fetchMock };
}

/** The bodies the wizard sent to its own /api/enquiries (the record's channel). */
const storedBodies = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/enquiries').map(([, init]) => JSON.parse(String((init as RequestInit).body)));

/** EmailJS answering `emailStatus`, the site's Function answering `storeStatus`. */
const channels =
  (emailStatus: number, storeStatus: number): Fetch =>
  async (url) =>
    url === '/api/enquiries'
      ? storeStatus < 300
        ? Response.json({ ok: true }, { status: storeStatus })
        : Response.json({ error: 'down' }, { status: storeStatus })
      : new Response(emailStatus === 200 ? 'OK' : 'Invalid grant', { status: emailStatus });

const next = (user: ReturnType<typeof userEvent.setup>, name: RegExp | string = /^Next/) =>
  user.click(screen.getByRole('button', { name }));

/** Steps 0-5 answered, the clock moved past the bot check; stops with Send Enquiry on screen. */
/** A whole answer at once (as autofill or a paste gives it): one input event, not one per key. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function answerEverything(user: ReturnType<typeof userEvent.setup>) {
  await next(user, /Get Started/);
  await fill(user, screen.getByLabelText('First name'), ' Ada ');
  await fill(user, screen.getByLabelText('Last name'), 'Lovelace');
  await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
  await fill(user, screen.getByLabelText('Phone number'), '555 0100');
  await next(user);
  await user.click(screen.getByLabelText('Other'));
  await fill(user, screen.getByLabelText('Tell us about your situation'), 'A bakery with two shops');
  await next(user);
  await user.click(screen.getByLabelText('Run paid ads (PPC)'));
  await user.click(screen.getByLabelText('Marketing strategy guidance'));
  await next(user);
  await user.click(screen.getByLabelText('Yes'));
  await fill(user, screen.getByLabelText('Website URL'), 'https://bakery.example');
  await next(user);
  await user.click(screen.getByLabelText('$2,500-$5,000'));
  await user.click(screen.getByLabelText('Within 30 days'));
  vi.setSystemTime(Date.now() + 60_000);
}

const sentParams = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => url === EMAILJS_SEND).map(([, init]) => JSON.parse(String((init as RequestInit).body)));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  sessionStorage.clear();
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

const goOffline = () => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
const goOnline = () => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  window.dispatchEvent(new Event('online'));
};

// Steps of typing and clicking: a loaded machine needs more than the default 5 s.
describe('enquiry wizard (component)', { timeout: 20_000 }, () => {
  it('shows the product §5 messages on an empty step 1 and moves focus to the first invalid field', async () => {
    const { user } = setup();
    await next(user, /Get Started/);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your Contact Details' }));
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    await next(user);
    for (const message of [
      ENQUIRY_MESSAGES.firstName,
      ENQUIRY_MESSAGES.lastName,
      ENQUIRY_MESSAGES.emailRequired,
      ENQUIRY_MESSAGES.phoneNumber,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    await user.type(screen.getByLabelText('First name'), 'A');
    expect(screen.queryByText(ENQUIRY_MESSAGES.firstName)).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await next(user);
    expect(screen.getByText(ENQUIRY_MESSAGES.emailInvalid)).toBeTruthy();
  });

  it('sends EmailJS exactly the product §7 params once, then thanks the visitor by name and forgets the answers', async () => {
    const { user, fetchMock } = setup();
    await answerEverything(user);
    await next(user, 'Send Enquiry');
    await screen.findByRole('heading', { name: 'Thank You!' });
    expect(screen.getByText(/Thanks, Ada! Your enquiry is on its way/)).toBeTruthy();
    const sent = sentParams(fetchMock);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ service_id: 'service_test', template_id: 'template_test', user_id: 'public_test' });
    expect(sent[0].template_params).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '555 0100',
      businessSituation: 'Other: A bakery with two shops',
      goals: 'Run paid ads (PPC), Marketing strategy guidance',
      hasWebsite: 'Yes',
      websiteUrl: 'https://bakery.example',
      budget: '$2,500-$5,000',
      timeframe: 'Within 30 days',
      notes: 'Not provided',
    });
    expect(sessionStorage.getItem(ENQUIRY_STORAGE_KEY)).toBeNull();
  });

  it('EmailJS failing (412) while the record is stored: thanked, and the record told the e-mail failed, under one key', async () => {
    const { user, fetchMock } = setup(channels(412, 201));
    await answerEverything(user);
    await next(user, 'Send Enquiry');
    await screen.findByRole('heading', { name: 'Thank You!' });
    await waitFor(() => expect(storedBodies(fetchMock)).toHaveLength(2));
    const [first, report] = storedBodies(fetchMock);
    expect(first).toMatchObject({
      page: '/',
      company: '',
      emailOutcome: 'pending',
      emailError: '',
      answers: { firstName: ' Ada ', budget: '$2,500-$5,000' },
    });
    expect(report).toMatchObject({ key: first.key, emailOutcome: 'failed', emailError: '412' });
    expect(first.fillMs).toBeGreaterThanOrEqual(60_000);
    expect(first).not.toHaveProperty('turnstileToken');
  });

  it('both channels failing: the phone message; the retry keeps the same submission key', async () => {
    const { user, fetchMock } = setup(channels(500, 503));
    await answerEverything(user);
    await next(user, 'Send Enquiry');
    await screen.findByTestId('send-error');
    fetchMock.mockImplementation(channels(200, 201));
    await next(user, 'Send Enquiry');
    await screen.findByRole('heading', { name: 'Thank You!' });
    const keys = new Set(storedBodies(fetchMock).map((b) => b.key));
    expect(keys.size).toBe(1);
    expect(storedBodies(fetchMock).length).toBeGreaterThanOrEqual(3);
  });

  it('with a Turnstile site key: its check shows on the last step, and its token goes with the record', async () => {
    const render = vi.fn((element: HTMLElement, options: { sitekey: string; callback: (t: string) => void }) => {
      element.dataset.sitekey = options.sitekey;
      options.callback(`token-${render.mock.calls.length}`);
      return `widget-${render.mock.calls.length}`;
    });
    window.turnstile = { render, remove: vi.fn() };
    try {
      const { user, fetchMock } = setup(channels(200, 201), { turnstileSiteKey: 'site-key' });
      await answerEverything(user);
      expect(screen.getByTestId('turnstile').dataset.sitekey).toBe('site-key');
      await next(user, 'Send Enquiry');
      await screen.findByRole('heading', { name: 'Thank You!' });
      await waitFor(() => expect(storedBodies(fetchMock)).toHaveLength(2));
      expect(storedBodies(fetchMock)[0]).toMatchObject({ emailOutcome: 'pending', turnstileToken: 'token-1' });
    } finally {
      delete window.turnstile;
    }
  });

  it('two presses in the same frame send once', async () => {
    let release: () => void = () => {};
    const { user, fetchMock } = setup(() => new Promise((resolve) => (release = () => resolve(new Response('OK')))));
    await answerEverything(user);
    const form = screen.getByRole('button', { name: 'Send Enquiry' }).closest('form')!;
    // Both before React renders the disabled button: only the guard of the send itself stops the second.
    await act(async () => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect((screen.getByRole('button', { name: /Sending/ }) as HTMLButtonElement).disabled).toBe(true);
    release();
    await screen.findByRole('heading', { name: 'Thank You!' });
    expect(sentParams(fetchMock)).toHaveLength(1);
  });

  it('a failed send keeps the visitor on step 5 with every answer and a way to call', async () => {
    const { user, fetchMock } = setup(async () => new Response('Server down', { status: 500 }));
    await answerEverything(user);
    // The draft as it stands the moment the error is put on the page, before any effect of that
    // render has run: a reload then must find the answers to send again, not a send in flight.
    let draftWhenTold: string | null | undefined;
    const watch = new MutationObserver(() => {
      if (draftWhenTold === undefined && document.querySelector('[data-testid="send-error"]'))
        draftWhenTold = sessionStorage.getItem(ENQUIRY_STORAGE_KEY);
    });
    watch.observe(document.body, { childList: true, subtree: true });
    await next(user, 'Send Enquiry');
    const alert = await screen.findByTestId('send-error');
    watch.disconnect();
    expect(JSON.parse(draftWhenTold!)).not.toHaveProperty('inFlightSince');
    expect(alert.textContent).toContain('Sorry, your enquiry could not be sent. Your answers are saved here, so please try again.');
    expect(screen.getByRole('link', { name: `Call ${phone.display}` }).getAttribute('href')).toBe(phone.href);
    expect((screen.getByLabelText('$2,500-$5,000') as HTMLInputElement).checked).toBe(true);
    const saved = JSON.parse(sessionStorage.getItem(ENQUIRY_STORAGE_KEY)!);
    expect(saved).toMatchObject({ step: 5, data: { firstName: ' Ada ', budget: '$2,500-$5,000' } });
    expect(saved.inFlightSince).toBeUndefined();
    // Pressed again, it goes again.
    fetchMock.mockImplementation(ok);
    await next(user, 'Send Enquiry');
    await screen.findByRole('heading', { name: 'Thank You!' });
    expect(sentParams(fetchMock)).toHaveLength(2);
  });

  it('offline on Send: says so, then sends once by itself when the browser is back online', async () => {
    const { user, fetchMock } = setup();
    await answerEverything(user);
    goOffline();
    await next(user, 'Send Enquiry');
    expect((await screen.findByTestId('send-error')).textContent).toContain(ENQUIRY_SEND_MESSAGES.offline);
    expect(sentParams(fetchMock)).toHaveLength(0);
    await act(async () => goOnline());
    await screen.findByRole('heading', { name: 'Thank You!' });
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(sentParams(fetchMock)).toHaveLength(1);
  });

  it('leaving step 5 while offline calls the waiting send off', async () => {
    const { user, fetchMock } = setup();
    await answerEverything(user);
    goOffline();
    await next(user, 'Send Enquiry');
    await screen.findByTestId('send-error');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await act(async () => goOnline());
    expect(screen.getByRole('heading', { name: 'Your Website' })).toBeTruthy();
    expect(sentParams(fetchMock)).toHaveLength(0);
  });

  it('a filled honeypot is thanked and nothing is sent', async () => {
    const { user, fetchMock } = setup();
    await answerEverything(user);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="company"]')!;
    await user.type(honeypot, 'Acme Bots');
    await next(user, 'Send Enquiry');
    await screen.findByRole('heading', { name: 'Thank You!' });
    expect(sentParams(fetchMock)).toHaveLength(0);
  });

  it('answers faster than a person can are taken for a bot', async () => {
    const { user, fetchMock } = setup();
    await answerEverything(user);
    vi.setSystemTime(Date.now() - 59_000); // 1 s after Get Started
    await next(user, 'Send Enquiry');
    await screen.findByRole('heading', { name: 'Thank You!' });
    expect(sentParams(fetchMock)).toHaveLength(0);
  });

  it('a reload keeps the step and the answers; a reload during a send never sends again', async () => {
    const { user } = setup();
    await next(user, /Get Started/);
    await user.type(screen.getByLabelText('First name'), 'Ada');
    cleanup();
    render(<EnquiryWizard emailjs={emailjs} phone={phone} />);
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Ada');
    cleanup();
    const saved = JSON.parse(sessionStorage.getItem(ENQUIRY_STORAGE_KEY)!);
    sessionStorage.setItem(ENQUIRY_STORAGE_KEY, JSON.stringify({ ...saved, step: 5, inFlightSince: Date.now() }));
    render(<EnquiryWizard emailjs={emailjs} phone={phone} />);
    expect((await screen.findByTestId('send-interrupted')).textContent).toContain(ENQUIRY_SEND_MESSAGES.interrupted);
    expect(sessionStorage.getItem(ENQUIRY_STORAGE_KEY)).toBeNull();
  });
});
