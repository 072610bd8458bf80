/**
 * The agency's identity: the one place for name, phone, e-mail and socials (product §2 Header/Footer).
 * Every component that shows a contact detail imports it from here.
 */
export const site = {
  name: 'Bluecrest Digital',
  tagline: 'Websites, SEO, CRM and ads that grow your business.',
  /** Fixed US-format number (product §9); 555-01xx is reserved for fiction. */
  phone: '(312) 555-0147',
  email: 'hello@bluecrestdigital.com',
  /** Canonical origin used when SITE_URL is not set. */
  defaultOrigin: 'https://www.bluecrestdigital.com',
  address: { locality: 'Chicago', region: 'IL', country: 'US' },
  socials: [
    { label: 'Facebook', href: 'https://www.facebook.com/bluecrestdigital' },
    { label: 'Instagram', href: 'https://www.instagram.com/bluecrestdigital' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/bluecrestdigital' },
  ],
  /** External review link (product §2 Reviews). */
  reviewUrl: 'https://g.page/r/bluecrestdigital/review',
  copyrightHolder: 'Bluecrest Digital LLC',
} as const;

export type Site = typeof site;
