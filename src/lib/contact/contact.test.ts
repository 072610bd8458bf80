import { describe, expect, it } from 'vitest';
import { agencyEmail, agencyPhone, emailLink, mailtoHref, phoneLink, telHref } from './contact';
import { site } from '../../config/site';

describe('telHref', () => {
  it.each([
    ['(312) 555-0147', 'tel:3125550147'],
    ['+1 312.555.0147', 'tel:13125550147'],
    ['312-555-0147 ext', 'tel:3125550147'],
  ])('%s -> %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('the agency number is US-format and yields ten digits', () => {
    expect(site.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    expect(telHref(site.phone)).toMatch(/^tel:\d{10}$/);
  });

  it('mailto', () => {
    expect(mailtoHref('a@b.co')).toBe('mailto:a@b.co');
  });
});

describe('contact links', () => {
  it('show the number as written and dial its digits', () => {
    expect(phoneLink('(312) 555-0147')).toEqual({ display: '(312) 555-0147', href: 'tel:3125550147' });
  });

  it('show the address and open the mail client', () => {
    expect(emailLink('hello@example.com')).toEqual({ display: 'hello@example.com', href: 'mailto:hello@example.com' });
  });

  it("are built once for the agency's own phone and e-mail", () => {
    expect(agencyPhone).toEqual({ display: site.phone, href: telHref(site.phone) });
    expect(agencyEmail).toEqual({ display: site.email, href: mailtoHref(site.email) });
  });
});
