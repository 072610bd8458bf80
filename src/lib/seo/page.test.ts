import { describe, expect, it } from 'vitest';
import { agencyJsonLd, canonicalUrl, faqJsonLd, jsonLdString, pageTitle } from './page';
import { starStates } from '../ui/rating';
import { site } from '../../config/site';

describe('seo', () => {
  it('titles', () => {
    expect(pageTitle('About Us', 'Agency')).toBe('About Us | Agency');
    expect(pageTitle(undefined, 'Agency')).toBe('Agency');
    const long = 'A title long enough that the agency name would push it past seventy';
    expect(pageTitle(long, 'Bluecrest Digital')).toBe(long);
    const tooLong = 'From Lead to Client: Automating Follow-Ups Without Sounding Like a Robot';
    expect(pageTitle(tooLong, 'Bluecrest Digital')).toBe('From Lead to Client: Automating Follow-Ups Without Sounding Like a…');
    expect(pageTitle(tooLong, 'X').length).toBeLessThanOrEqual(70);
  });
  it('canonical urls drop trailing slashes and stay on the origin', () => {
    expect(canonicalUrl('/about/', 'https://x.com')).toBe('https://x.com/about');
    expect(canonicalUrl('/', 'https://x.com')).toBe('https://x.com/');
  });
  it('agency JSON-LD carries phone and e-mail', () => {
    const ld = agencyJsonLd(site, 'https://x.com');
    expect(ld['@type']).toBe('ProfessionalService');
    expect(ld.telephone).toBe(site.phone);
    expect(ld.email).toBe(site.email);
  });
  it('FAQPage JSON-LD', () => {
    const ld = faqJsonLd([{ question: 'Q?', answer: 'A.' }]);
    expect(ld.mainEntity).toEqual([{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }]);
  });
  it('JSON-LD cannot close its script element', () => {
    expect(jsonLdString({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('starStates', () => {
  it.each([
    [5, 5],
    [4, 4],
    [4.6, 5],
    [0, 0],
    [9, 5],
    [-2, 0],
    [Number.NaN, 0],
  ])('rating %d fills %d of 5', (rating, filled) => {
    const s = starStates(rating);
    expect(s).toHaveLength(5);
    expect(s.filter(Boolean)).toHaveLength(filled);
  });
});
