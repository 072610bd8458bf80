import { ROUTES } from '../config/routes';
import type { FaqEntry } from './types';
import { services } from './services';

/** About page FAQ (product §2 About): services, build time 4-6 weeks, ongoing support, SEO help. */
export const aboutFaqs: FaqEntry[] = [
  {
    question: 'What services do you offer?',
    answer:
      'We offer web design and development, SEO optimization, CRM solutions and ads management: everything a growing business needs to be found online and turn visitors into clients.',
  },
  {
    question: 'How long does it take to build a website?',
    answer:
      'Most websites take 4-6 weeks from kick-off to launch, depending on the number of pages, features and how quickly content and feedback come together.',
  },
  {
    question: 'Do you offer ongoing support after launch?',
    answer: 'Yes. We offer maintenance and support plans covering updates, security, backups, content changes and performance monitoring.',
  },
  {
    question: 'Can you help my business rank higher on Google?',
    answer:
      'Yes. Our SEO team handles keyword research, on-page optimization, technical fixes and local SEO to improve your visibility in search results.',
  },
];

/** Services page FAQ (product §2 Services page): SEO keyword analysis, CRM development, web application agency, GMB audit. */
export const servicesFaqs: FaqEntry[] = [
  {
    question: 'What is SEO keyword analysis and why does it matter?',
    answer:
      'Keyword analysis finds the exact phrases your customers type into search engines, how often they search and how hard each one is to rank for. It tells us which pages to build and optimize so your site attracts buyers, not just visitors.',
  },
  {
    question: 'Do you offer custom CRM development?',
    answer:
      'Yes. When off-the-shelf CRMs do not fit your process, we design and build custom CRM features, integrations and automations tailored to your team.',
  },
  {
    question: 'Are you a web application agency as well?',
    answer:
      'Yes. Beyond marketing websites we build web applications such as client portals, booking systems and internal dashboards, with the same focus on speed and usability.',
  },
  {
    question: 'What is a GMB audit?',
    answer:
      'A Google My Business (now Google Business Profile) audit reviews your listing’s categories, details, photos, reviews and posts, and gives you a plan to rank higher in local map results.',
  },
];

/** One topic of the FAQ page: the questions one page of the site answers, and that page. */
export interface FaqGroup {
  /** Fragment id of the group on /faq. */
  id: string;
  topic: string;
  /** The page these questions come from, and the text of the link to it. */
  href: string;
  linkLabel: string;
  faqs: readonly FaqEntry[];
}

/**
 * Every question the site answers, one group per page that shows it (About, Services and the
 * four service pages), in the order of the navigation. /faq lists them all.
 */
export const faqGroups: readonly FaqGroup[] = [
  { id: 'about', topic: 'About Us', href: ROUTES.about, linkLabel: 'More about us', faqs: aboutFaqs },
  { id: 'services', topic: 'Our Services', href: ROUTES.services, linkLabel: 'All our services', faqs: servicesFaqs },
  ...services.map((s) => ({ id: s.slug, topic: s.title, href: s.href, linkLabel: `More on ${s.title}`, faqs: s.page.faqs })),
];

/** Every FAQ entry of the site, in the order /faq shows them. */
export const allFaqs: readonly FaqEntry[] = faqGroups.flatMap((g) => g.faqs);
