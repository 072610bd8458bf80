import { ENV } from '../../config/env';

/** product §5 and §8 newsletter texts, word for word. */
export const NEWSLETTER_MESSAGES = {
  required: 'Email is required',
  invalid: 'Please enter a valid email',
  failure: 'An error occurred. Please try again.',
  success: 'Thank you for subscribing! Please check your inbox to confirm.',
  /** Offline on Subscribe: the sign-up waits for the network (same wording as the enquiry's). */
  offline: "You're offline. Your sign-up is saved and will be sent when you're back online.",
  /** A build with no list: no form, another way to hear from the agency (NewsletterClosed). */
  closed: 'Our newsletter is not taking sign-ups yet. To hear about new work and tips, get in touch:',
} as const;

/** product §5: an address with no spaces, an @ and a dot after it. */
export const NEWSLETTER_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail error of a sign-up, or null when it may be sent. */
export function validateNewsletterEmail(email: string): string | null {
  if (email.trim() === '') return NEWSLETTER_MESSAGES.required;
  if (!NEWSLETTER_EMAIL.test(email.trim())) return NEWSLETTER_MESSAGES.invalid;
  return null;
}

/** Name of the marketing-consent field sent with value Y (product §7). */
export const CONSENT_FIELD = 'MARKETING_CONSENT';

/**
 * Mailchimp's honeypot field for a list's form action: `b_<u>_<id>`, which must stay empty
 * (bots fill it). Null when the URL does not carry u and id.
 */
export function honeypotField(actionUrl: string): string | null {
  try {
    const url = new URL(actionUrl);
    const u = url.searchParams.get('u');
    const id = url.searchParams.get('id');
    return u && id ? `b_${u}_${id}` : null;
  } catch {
    return null;
  }
}

/** The form body of a sign-up (product §7): EMAIL, the consent field when given, the honeypot empty. */
export function subscribeBody(actionUrl: string, email: string, consent: boolean): URLSearchParams {
  const body = new URLSearchParams({ EMAIL: email.trim() });
  if (consent) body.set(CONSENT_FIELD, 'Y');
  const honeypot = honeypotField(actionUrl);
  if (honeypot) body.set(honeypot, '');
  return body;
}

/**
 * POST the sign-up as a `no-cors` form (Mailchimp sends no CORS headers, so the response is
 * opaque and not read). Rejects on a network failure or when no list is configured.
 */
export async function subscribe(actionUrl: string | null, email: string, consent: boolean, fetchImpl: typeof fetch = fetch): Promise<void> {
  if (!actionUrl) throw new Error(`Newsletter is not configured (${ENV.mailchimpUrl} is empty)`);
  await fetchImpl(actionUrl, {
    method: 'POST',
    mode: 'no-cors',
    body: subscribeBody(actionUrl, email, consent),
  });
}

/**
 * The least time from the card's appearing to Subscribe (lib/submission/guard.ts): none. Unlike
 * the five-step wizard, a one-field form cannot tell a fast person from a bot by time: a visitor
 * whose browser autofills the address and who presses Subscribe a second after the card appears
 * is a person, and must be subscribed, never thanked for a sign-up that was not sent. Only the
 * honeypots (ours and Mailchimp's own) mark a bot here.
 */
export const NEWSLETTER_MIN_FILL_MS = 0;
