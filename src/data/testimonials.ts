import avatar1 from '../assets/images/avatars/avatar-1.svg';
import avatar2 from '../assets/images/avatars/avatar-2.svg';
import avatar3 from '../assets/images/avatars/avatar-3.svg';
import avatar4 from '../assets/images/avatars/avatar-4.svg';
import type { Testimonial } from './types';

/** The four testimonials of product §3; rating is shown as that many stars out of 5. */
export const testimonials: Testimonial[] = [
  {
    name: 'Sarah Mitchell',
    role: 'Owner, Mitchell Dental Studio',
    review:
      'Our new website finally reflects the quality of our practice. Online bookings doubled within three months and patients keep complimenting how easy it is to use.',
    rating: 5,
    avatar: avatar1,
  },
  {
    name: 'David Okafor',
    role: 'Founder, Okafor Logistics',
    review:
      'They set up our CRM and automated our follow-ups. We stopped losing leads in inboxes and our sales team saves hours every week.',
    rating: 5,
    avatar: avatar2,
  },
  {
    name: 'Elena Rodríguez',
    role: 'Marketing Lead, Casa Verde Interiors',
    review: 'Our Meta ads cost per lead dropped by 40% and the reporting is crystal clear. A responsive, genuinely strategic team.',
    rating: 5,
    avatar: avatar3,
  },
  {
    name: 'James Whitaker',
    role: 'Director, Whitaker & Sons Roofing',
    review: 'We now rank on the first page for our main services in our area. The phone rings more, and the calls are the right kind.',
    rating: 4,
    avatar: avatar4,
  },
];
