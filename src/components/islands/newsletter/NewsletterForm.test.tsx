// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NewsletterForm from './NewsletterForm';
import { NewsletterClosed } from './NewsletterStatus';
import { agencyEmail, agencyPhone } from '../../../lib/contact/contact';
import { NEWSLETTER_MESSAGES } from '../../../lib/newsletter/newsletter';

/** The newsletter card as a visitor uses it (product §4, §5, §7, §8), Mailchimp stubbed at fetch. */
const ACTION = 'https://agency.us21.list-manage.com/subscribe/post?u=abc123&id=def456';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
const ok: Fetch = async () => new Response(null, { status: 200 });

function setup(variant: 'card' | 'inline' = 'card', fetchImpl: Fetch = ok) {
  const fetchMock = vi.fn(fetchImpl);
  vi.stubGlobal('fetch', fetchMock);
  const user = userEvent.setup({ delay: null });
  render(<NewsletterForm actionUrl={ACTION} variant={variant} />);
  const email = screen.getByLabelText('Email address') as HTMLInputElement;
  const subscribe = () => screen.getByRole('button', { name: /Subscribe/ }) as HTMLButtonElement;
  return { user, fetchMock, email, subscribe };
}

const bodies = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([url, init]) => ({ url, mode: (init as RequestInit).mode, body: String((init as RequestInit).body) }));

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

describe('newsletter card (component)', () => {
  it('checks on Subscribe with the product §5 words, disables Subscribe while wrong, and clears the error once valid', async () => {
    const { user, email, subscribe, fetchMock } = setup();
    await user.click(subscribe());
    expect(screen.getByText(NEWSLETTER_MESSAGES.required)).toBeTruthy();
    expect(subscribe().disabled).toBe(true);
    await user.type(email, 'ada@example');
    expect(screen.getByText(NEWSLETTER_MESSAGES.invalid)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await user.type(email, '.com');
    expect(screen.queryByText(NEWSLETTER_MESSAGES.invalid)).toBeNull();
    expect(subscribe().disabled).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the card checks only on Subscribe; the inline form also when the field is left', async () => {
    const card = setup('card');
    await card.user.type(card.email, 'nope');
    await card.user.tab();
    expect(screen.queryByText(NEWSLETTER_MESSAGES.invalid)).toBeNull();
    cleanup();
    const inline = setup('inline');
    await inline.user.type(inline.email, 'nope');
    await inline.user.tab();
    expect(screen.getByText(NEWSLETTER_MESSAGES.invalid)).toBeTruthy();
  });

  it('posts EMAIL, consent Y and Mailchimp’s empty honeypot as a no-cors form, once, then thanks', async () => {
    const { user, email, subscribe, fetchMock } = setup();
    await user.type(email, ' ada@example.com ');
    await user.click(subscribe());
    expect((await screen.findByRole('status')).textContent).toBe(NEWSLETTER_MESSAGES.success);
    expect(bodies(fetchMock)).toEqual([
      { url: ACTION, mode: 'no-cors', body: 'EMAIL=ada%40example.com&MARKETING_CONSENT=Y&b_abc123_def456=' },
    ]);
  });

  it('without consent, no consent field is sent', async () => {
    const { user, email, subscribe, fetchMock } = setup();
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(subscribe());
    await screen.findByRole('status');
    expect(bodies(fetchMock)[0]!.body).toBe('EMAIL=ada%40example.com&b_abc123_def456=');
  });

  it('a failure says so and keeps the address; typing again takes the message away', async () => {
    const { user, email, subscribe, fetchMock } = setup('card', async () => Promise.reject(new TypeError('Failed to fetch')));
    await user.type(email, 'ada@example.com');
    await user.click(subscribe());
    expect(await screen.findByText(NEWSLETTER_MESSAGES.failure)).toBeTruthy();
    expect(email.value).toBe('ada@example.com');
    expect(subscribe().disabled).toBe(false);
    await user.type(email, 'x');
    expect(screen.queryByText(NEWSLETTER_MESSAGES.failure)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('offline: says so, then subscribes once by itself when back online', async () => {
    const { user, email, subscribe, fetchMock } = setup();
    await user.type(email, 'ada@example.com');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    await user.click(subscribe());
    expect(screen.getByTestId('newsletter-offline').textContent).toBe(NEWSLETTER_MESSAGES.offline);
    expect(fetchMock).not.toHaveBeenCalled();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    await act(async () => window.dispatchEvent(new Event('online')));
    expect((await screen.findByRole('status')).textContent).toBe(NEWSLETTER_MESSAGES.success);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a fast person (autofill, one press) is subscribed; a filled honeypot is thanked and nothing is sent', async () => {
    const person = setup();
    await person.user.type(person.email, 'ada@example.com');
    await person.user.click(person.subscribe());
    await screen.findByRole('status');
    expect(person.fetchMock).toHaveBeenCalledTimes(1);
    cleanup();
    const bot = setup();
    await bot.user.type(bot.email, 'bot@example.com');
    await bot.user.type(document.querySelector<HTMLInputElement>('input[name="b_abc123_def456"]')!, 'spam');
    await bot.user.click(bot.subscribe());
    expect((await screen.findByRole('status')).textContent).toBe(NEWSLETTER_MESSAGES.success);
    expect(bot.fetchMock).not.toHaveBeenCalled();
  });
});

describe('newsletter without a list (a build with no PUBLIC_MAILCHIMP_URL)', () => {
  it('offers no sign-up that cannot succeed, and gives the phone and e-mail instead', () => {
    // Within what it renders: the component tests share one document.
    const card = within(render(<NewsletterClosed phone={agencyPhone} email={agencyEmail} />).container);
    expect(card.queryByRole('textbox')).toBeNull();
    expect(card.queryByRole('button')).toBeNull();
    expect(card.getByTestId('newsletter-closed').textContent).toContain(NEWSLETTER_MESSAGES.closed);
    expect(card.getByRole('link', { name: agencyPhone.display }).getAttribute('href')).toBe(agencyPhone.href);
    expect(card.getByRole('link', { name: agencyEmail.display }).getAttribute('href')).toBe(agencyEmail.href);
  });
});
