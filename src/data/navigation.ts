import { ROUTES } from '../config/routes';
import type { NavLink } from './types';
import { services } from './services';

/** Header links of product §2, in order. */
export const mainNav = [
  { label: 'Home', href: ROUTES.home },
  { label: 'About Us', href: ROUTES.about },
  { label: 'Services', href: ROUTES.services },
  { label: 'Portfolio', href: ROUTES.portfolio },
  { label: 'Blog', href: ROUTES.blog },
  { label: 'Contact Us', href: ROUTES.contact },
] as const satisfies readonly NavLink[];

/** The header's button, the drawer's last link and the default call to action of a section. */
export const bookingLink = { label: 'Book Appointment', href: ROUTES.booking } as const satisfies NavLink;

/** The four service sub-pages (dropdown, drawer group, footer). */
export const serviceNav: NavLink[] = services.map((s) => ({ label: s.title, href: s.href }));

/** Footer links of product §2 Footer besides the service pages. */
export const footerCompanyNav: NavLink[] = [
  { label: 'Our Approach', href: `${ROUTES.about}?section=approach` },
  { label: 'Reviews', href: ROUTES.reviews },
  { label: 'Blog', href: ROUTES.blog },
  { label: 'Portfolio', href: ROUTES.portfolio },
];

/** The footer's column headings. */
export const footerHeadings = { services: 'Services', company: 'Company', contact: 'Contact' } as const;
