import { describe, expect, it } from 'vitest';
import { calendlyPageUrl, calendlyUrl, filterCustomAnswers, popupRoot } from './calendly';

const BASE = 'https://calendly.com/bluecrest/consultation';

describe('Calendly frame URL', () => {
  it('default: page colours, embed markers and three empty custom answers; empty prefill and tracking left out', () => {
    expect(calendlyUrl(BASE)).toBe(
      `${BASE}?background_color=ffffff&primary_color=0f2fa9&text_color=0b1220&embed_type=PopupWidget&embed_domain=1&a1=&a2=&a3=`,
    );
  });

  it('prefill and tracking fields when given', () => {
    const url = new URL(
      calendlyUrl(BASE, {
        prefill: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          firstName: 'Ada',
          lastName: 'Lovelace',
          guests: ['a@x.co', 'b@x.co'],
          location: '+1 312',
          smsReminderNumber: '+13125550100',
          date: new Date('2026-12-01T00:00:00Z'),
          customAnswers: { a1: 'Web', a10: 'SEO', a100: 'no', b1: 'no', foo: 'no' },
        },
        tracking: { utmCampaign: 'spring', utmSource: 'site', utmMedium: 'cta', utmContent: 'hero', utmTerm: 'seo', salesforceUuid: 'sf1' },
      }),
    );
    const p = Object.fromEntries(url.searchParams);
    expect(p).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      guests: 'a@x.co,b@x.co',
      location: '+1 312',
      sms_reminder_number: '+13125550100',
      date: '2026-12-01',
      utm_campaign: 'spring',
      utm_source: 'site',
      utm_medium: 'cta',
      utm_content: 'hero',
      utm_term: 'seo',
      salesforce_uuid: 'sf1',
      a1: 'Web',
      a10: 'SEO',
    });
    expect(p).not.toHaveProperty('a100');
    expect(p).not.toHaveProperty('b1');
    expect(p).not.toHaveProperty('foo');
  });

  it('only a + 1-2 digits pass as custom answers', () => {
    expect(filterCustomAnswers({ a1: '1', a99: '2', a100: '3', A1: '4', a: '5', ab1: '6', ' a1': '7' })).toEqual([
      ['a1', '1'],
      ['a99', '2'],
    ]);
  });

  it('keeps a query string the base already has', () => {
    expect(calendlyUrl(`${BASE}?month=2026-12`)).toMatch(
      /^https:\/\/calendly\.com\/bluecrest\/consultation\?month=2026-12&background_color=/,
    );
  });
});

describe('popup root', () => {
  it('raises an error without its root element', () => {
    const doc = { getElementById: () => null };
    expect(() => popupRoot(doc, 'booking-root')).toThrow(
      'Booking popup needs a root element: no element with id "booking-root" on the page.',
    );
  });
  it('returns it when present', () => {
    const el = {} as HTMLElement;
    expect(popupRoot({ getElementById: () => el }, 'x')).toBe(el);
  });
});

describe('Calendly page URL (the Schedule Now link without JavaScript)', () => {
  it('is the configured page, without the embed markers', () => {
    expect(calendlyPageUrl(BASE)).toBe(BASE);
    expect(calendlyPageUrl(`${BASE}?embed_type=Inline&embed_domain=1&month=2026-12`)).toBe(`${BASE}?month=2026-12`);
    const frame = new URL(calendlyUrl(BASE));
    expect(frame.searchParams.get('embed_type')).toBe('PopupWidget');
    expect(calendlyPageUrl(frame.href)).not.toMatch(/embed_/);
  });
});
