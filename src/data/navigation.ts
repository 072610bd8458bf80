import type { NavLink } from './types';
import { services } from './services';

/** Header links of SPEC §2, in order. */
export const mainNav = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact Us', href: '/contact' },
] as const satisfies readonly NavLink[];

export const SERVICES_HREF = '/services';
export const BOOKING_HREF = '/booking-appointment';
export const ENQUIRY_HREF = '/get-to-know';
/** Every question of the site, grouped by page. */
export const FAQ_HREF = '/faq';
export const REVIEWS_HREF = '/reviews';

/** The four service sub-pages (dropdown, drawer group, footer). */
export const serviceNav: NavLink[] = services.map((s) => ({ label: s.title, href: s.href }));

/** Footer links of SPEC §2 Footer besides the service pages. */
export const footerCompanyNav: NavLink[] = [
  { label: 'Our Approach', href: '/about?section=approach' },
  { label: 'Reviews', href: REVIEWS_HREF },
  { label: 'Blog', href: '/blog' },
  { label: 'Portfolio', href: '/portfolio' },
];
