import { describe, expect, it } from 'vitest';
import { EMPTY_NEWSLETTER, newsletterFields, type NewsletterAction, type NewsletterFields } from './form-state';
import { NEWSLETTER_MESSAGES } from './newsletter';

/** The newsletter card's fields (product §4, §5), action by action. */
const withEmail = (email: string, emailError: string | null = null): NewsletterFields => ({ ...EMPTY_NEWSLETTER, email, emailError });

describe('the newsletter fields', () => {
  it.each<[string, NewsletterFields, NewsletterAction, Partial<NewsletterFields>]>([
    [
      'starts empty, consent ticked, no error',
      EMPTY_NEWSLETTER,
      { type: 'consent', value: true },
      { email: '', consent: true, emailError: null },
    ],
    ['Subscribe on an empty address: required', EMPTY_NEWSLETTER, { type: 'submitted' }, { emailError: NEWSLETTER_MESSAGES.required }],
    ['Subscribe on a bad address: invalid', withEmail('me@x'), { type: 'submitted' }, { emailError: NEWSLETTER_MESSAGES.invalid }],
    ['Subscribe on a good address: no error', withEmail('me@x.io'), { type: 'submitted' }, { emailError: null }],
    ['typing before any error shows none', EMPTY_NEWSLETTER, { type: 'email', value: 'm' }, { email: 'm', emailError: null }],
    [
      'once shown, the error follows the input',
      withEmail('', NEWSLETTER_MESSAGES.required),
      { type: 'email', value: 'me' },
      { emailError: NEWSLETTER_MESSAGES.invalid },
    ],
    [
      'and goes as soon as the address is valid',
      withEmail('me@x', NEWSLETTER_MESSAGES.invalid),
      { type: 'email', value: 'me@x.io' },
      { emailError: null },
    ],
    [
      'leaving the home field checks it',
      withEmail('me@x'),
      { type: 'left', variant: 'inline' },
      { emailError: NEWSLETTER_MESSAGES.invalid },
    ],
    ['leaving the Portfolio card field does not', withEmail('me@x'), { type: 'left', variant: 'card' }, { emailError: null }],
    ['leaving an empty home field does not', EMPTY_NEWSLETTER, { type: 'left', variant: 'inline' }, { emailError: null }],
    ['unticking consent', EMPTY_NEWSLETTER, { type: 'consent', value: false }, { consent: false }],
    ['a bot fills the honeypot', EMPTY_NEWSLETTER, { type: 'honeypot', value: 'ACME' }, { honeypot: 'ACME' }],
  ])('%s', (_name, from, action, expected) => {
    expect(newsletterFields(from, action)).toMatchObject(expected);
  });

  it('never changes the state it is given', () => {
    const from = Object.freeze(withEmail('me@x', NEWSLETTER_MESSAGES.invalid));
    for (const action of [{ type: 'email', value: 'a' }, { type: 'submitted' }, { type: 'left', variant: 'inline' }] as const)
      newsletterFields(from, action);
    expect(from).toEqual(withEmail('me@x', NEWSLETTER_MESSAGES.invalid));
  });
});
