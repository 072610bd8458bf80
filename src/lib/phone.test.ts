import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './phone';
import { site } from '../config/site';

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
