import { validateNewsletterEmail } from './newsletter';

/**
 * The newsletter card's fields as a pure reducer (product §4, §5): the address, the consent, the
 * honeypot, and the address's error. On the Portfolio card ('card') the address is checked on
 * submit; on the home page ('inline') also when the field is left. Once shown, the error follows
 * the input and goes as soon as the address is valid.
 */
export interface NewsletterFields {
  email: string;
  consent: boolean;
  honeypot: string;
  emailError: string | null;
}

export type NewsletterVariant = 'card' | 'inline';

export type NewsletterAction =
  | { type: 'email'; value: string }
  | { type: 'consent'; value: boolean }
  | { type: 'honeypot'; value: string }
  | { type: 'left'; variant: NewsletterVariant }
  | { type: 'submitted' };

export const EMPTY_NEWSLETTER: NewsletterFields = { email: '', consent: true, honeypot: '', emailError: null };

export function newsletterFields(state: NewsletterFields, action: NewsletterAction): NewsletterFields {
  switch (action.type) {
    case 'email':
      return { ...state, email: action.value, emailError: state.emailError && validateNewsletterEmail(action.value) };
    case 'consent':
      return { ...state, consent: action.value };
    case 'honeypot':
      return { ...state, honeypot: action.value };
    case 'left':
      return action.variant === 'inline' && state.email !== '' ? { ...state, emailError: validateNewsletterEmail(state.email) } : state;
    case 'submitted':
      return { ...state, emailError: validateNewsletterEmail(state.email) };
  }
}
