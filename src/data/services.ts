import webDesignImage from '../assets/images/services/web-design.svg';
import seoImage from '../assets/images/services/seo.svg';
import crmImage from '../assets/images/services/crm.svg';
import adsImage from '../assets/images/services/ads.svg';
import { serviceHref, type ServiceHref, type ServiceSlug } from '../config/routes';
import type { ImageRef, FaqEntry } from './types';

/** One offering listed on a service page, each rated "5.0" (product §2 Service pages, §9). */
export interface ServiceOffering {
  title: string;
  description: string;
  rating: string;
}

export interface ServiceApproachStep {
  title: string;
  text: string;
}

export interface Service {
  slug: ServiceSlug;
  /** /services/<slug>, from config/routes.ts. */
  href: ServiceHref;
  /** Card and navigation title. */
  title: string;
  /** Specialty card text. */
  description: string;
  /** Rating shown on the specialty card (product §9: 4.8 and 5.0). */
  rating: '4.8' | '5.0';
  image: ImageRef;
  page: {
    metaTitle: string;
    metaDescription: string;
    heroLabel: string;
    heroHeading: string;
    heroText: string;
    heroCta: string;
    offeringsLabel: string;
    offeringsHeading: string;
    offerings: ServiceOffering[];
    approachHeading?: string;
    approach?: ServiceApproachStep[];
    /** Ads management shows a portfolio block "Check Out Our Work". */
    showPortfolio?: boolean;
    faqs: FaqEntry[];
  };
}

/** Service pages are fixed at "5.0" (product §9). */
const SERVICE_PAGE_RATING = '5.0';

/**
 * Where every service rating comes from, said under each set of ratings and read with each one:
 * a figure with no source is a claim a prospect cannot weigh.
 */
export const RATING_SOURCE =
  'Ratings are the average score, out of 5, that clients gave each service in our survey at the close of their project.';

const entries: Omit<Service, 'href'>[] = [
  {
    slug: 'web-design-and-development',
    title: 'Web Design & Development',
    description: 'Fast, accessible websites designed around your customers and built to turn visits into enquiries.',
    rating: '5.0',
    image: webDesignImage,
    page: {
      metaTitle: 'Web Design & Development',
      metaDescription:
        'Custom web design, responsive development and e-commerce builds that load fast, rank well and convert visitors into clients.',
      heroLabel: 'Web Design & Development',
      heroHeading: 'Websites That Work as Hard as You Do',
      heroText:
        'We design and build custom websites that look sharp on every screen, load in a blink and guide your visitors towards getting in touch.',
      heroCta: "Let's Talk",
      offeringsLabel: 'What We Build',
      offeringsHeading: 'Our Web Services',
      offerings: [
        {
          title: 'Custom Web Design',
          description:
            'A design made for your brand and your customers, never a recycled template: clear messaging, strong visuals and obvious next steps.',
          rating: SERVICE_PAGE_RATING,
        },
        {
          title: 'Responsive Development',
          description: 'Hand-built, standards-based code that adapts to phones, tablets and desktops and scores well on Core Web Vitals.',
          rating: SERVICE_PAGE_RATING,
        },
        {
          title: 'E-commerce Solutions',
          description: 'Online stores with smooth checkout, secure payments and product pages that are easy for your team to update.',
          rating: SERVICE_PAGE_RATING,
        },
      ],
      approachHeading: 'How We Build Your Website',
      approach: [
        { title: 'Discover', text: 'We learn your goals, your customers and what sets you apart.' },
        { title: 'Design', text: 'Wireframes and visual designs you review before a line of code.' },
        { title: 'Develop', text: 'Clean, fast, accessible code, tested on real devices.' },
        { title: 'Launch & Support', text: 'A careful launch, analytics set up, and help whenever you need it.' },
      ],
      faqs: [
        {
          question: 'What makes your web designs unique?',
          answer:
            'Every site starts from your brand, your audience and your goals rather than a template, so the layout, copy and visuals are built for the way your customers decide.',
        },
        {
          question: 'Will my website be mobile-friendly?',
          answer:
            'Yes. Every site we build is responsive and tested on phones, tablets and desktops, so it looks and works great on any screen size.',
        },
        {
          question: 'Can you build an online store?',
          answer:
            'Absolutely. We build e-commerce sites with secure payments, inventory management and a checkout designed to reduce abandoned carts.',
        },
        {
          // Worded apart from the About FAQ's build-time question, and consistent with its 4-6 weeks:
          // /faq shows both.
          question: 'How long will my website project take?',
          answer:
            'It depends on scope: a focused brochure site can take a few weeks (most of our sites launch in 4-6 weeks), while a larger custom build or store can take a couple of months. We agree a timeline before we start.',
        },
      ],
    },
  },
  {
    slug: 'seo-optimization',
    title: 'Search Engine Optimization',
    description: 'Climb the search results with research-led on-page, off-page and technical SEO that brings in qualified traffic.',
    rating: '4.8',
    image: seoImage,
    page: {
      metaTitle: 'Search Engine Optimization',
      metaDescription: 'On-page, off-page and technical SEO that lifts your Google rankings and brings in visitors ready to buy.',
      heroLabel: 'Search Engine Optimization',
      heroHeading: 'Get Found by the Customers Searching for You',
      heroText:
        'Our SEO specialists research what your customers search for, fix what holds your site back and build the authority that moves you up the rankings.',
      heroCta: 'Get a Free SEO Review',
      offeringsLabel: 'What We Do',
      offeringsHeading: 'Our SEO Services',
      offerings: [
        {
          title: 'On-Page SEO',
          description: 'Keyword research, content, titles, headings and internal links tuned so search engines understand every page.',
          rating: SERVICE_PAGE_RATING,
        },
        {
          title: 'Off-Page SEO',
          description: 'Quality backlinks, local citations and a Google Business Profile that build the authority rankings depend on.',
          rating: SERVICE_PAGE_RATING,
        },
        {
          title: 'Technical SEO',
          description: 'Site speed, crawlability, structured data and indexing fixed at the source, so nothing holds your content back.',
          rating: SERVICE_PAGE_RATING,
        },
      ],
      approachHeading: 'Our SEO Approach',
      approach: [
        { title: 'Audit', text: 'A full technical, content and competitor audit of where you stand.' },
        { title: 'Strategy', text: 'Keyword targets and a prioritized plan tied to your business goals.' },
        { title: 'Execution', text: 'On-page fixes, new content and outreach, month after month.' },
        { title: 'Reporting', text: 'Clear monthly reports on rankings, traffic and leads.' },
      ],
      faqs: [
        {
          question: 'How long does SEO take to show results?',
          answer:
            'SEO is a long-term investment: results typically appear in 3-6 months, depending on your competition and where your site starts.',
        },
        {
          question: 'Do you guarantee first-page rankings?',
          answer:
            'No honest agency can guarantee rankings, because search engines control them. We guarantee proven methods, transparent reporting and steady progress.',
        },
        {
          question: 'What is included in technical SEO?',
          answer:
            'Site speed, mobile usability, crawl errors, XML sitemaps, structured data, redirects and indexing issues: everything that helps search engines read your site.',
        },
        {
          question: 'Can you help with local SEO?',
          answer:
            'Yes. We optimize your Google Business Profile, local citations and location pages so you show up in the map pack for nearby customers.',
        },
      ],
    },
  },
  {
    slug: 'crm-solutions',
    title: 'CRM Solutions',
    description: 'Keep every lead, client and project in one place with CRM systems set up around the way your team works.',
    rating: '4.8',
    image: crmImage,
    page: {
      metaTitle: 'CRM Solutions',
      metaDescription: 'CRM setup, automation and custom CRM development that keep every lead and client organized and followed up.',
      heroLabel: 'CRM Solutions',
      heroHeading: 'Never Lose Track of a Lead Again',
      heroText:
        'We set up, connect and automate CRM systems so your pipeline, projects and client conversations live in one place your team actually uses.',
      heroCta: 'Talk to a CRM Expert',
      offeringsLabel: 'What We Offer',
      offeringsHeading: 'Our CRM Services',
      offerings: [
        {
          title: 'Project Management Made Easy',
          description: 'Pipelines, tasks and reminders configured for your process, so nothing slips and everyone knows what is next.',
          rating: SERVICE_PAGE_RATING,
        },
        {
          title: 'Custom CRM Development',
          description: 'Bespoke CRM features, integrations and automations built around your business when off-the-shelf tools fall short.',
          rating: SERVICE_PAGE_RATING,
        },
      ],
      approachHeading: 'How We Roll Out Your CRM',
      approach: [
        { title: 'Map', text: 'We map how leads and clients move through your business today.' },
        { title: 'Configure', text: 'Pipelines, fields and automations set up to match.' },
        { title: 'Integrate', text: 'Your website forms, e-mail and calendar connected.' },
        { title: 'Train', text: 'Hands-on training so your team adopts it from day one.' },
      ],
      faqs: [
        {
          question: 'Which CRM platforms do you work with?',
          answer:
            'We work with leading platforms such as HubSpot, Salesforce, Zoho and GoHighLevel, and build custom CRMs when none of them fits.',
        },
        {
          question: 'Can you migrate data from our current system?',
          answer: 'Yes. We clean, map and import your contacts, deals and history, and check everything before you switch over.',
        },
        {
          question: 'Will the CRM connect to our website?',
          answer: 'Yes. Enquiry forms, booking tools and e-mail can feed straight into your CRM, with automatic follow-ups.',
        },
        {
          question: 'Do you provide training and support?',
          answer: 'Every rollout includes team training and documentation, and we offer ongoing support plans as your needs grow.',
        },
      ],
    },
  },
  {
    slug: 'ads-management',
    title: 'Ads Management',
    description: 'Google and Meta campaigns that reach the right people, with every dollar tracked back to leads and sales.',
    rating: '5.0',
    image: adsImage,
    page: {
      metaTitle: 'Ads Management',
      metaDescription: 'PPC and Meta ads management: targeted campaigns, tested creative and transparent reporting on every dollar.',
      heroLabel: 'Ads Management',
      heroHeading: 'Ads That Pay for Themselves',
      heroText:
        'From Google search ads to Meta campaigns, we plan, launch and optimize paid advertising that brings in leads at a cost that makes sense.',
      heroCta: 'Start Your Campaign',
      offeringsLabel: 'Why Choose Us',
      offeringsHeading: 'Why Choose Our Ads Management',
      offerings: [
        {
          title: 'Pay-Per-Click (PPC)',
          description: 'Google Ads campaigns built on intent-rich keywords, tight ad groups and landing pages that convert.',
          rating: SERVICE_PAGE_RATING,
        },
        {
          title: 'Meta Ads',
          description: 'Facebook and Instagram campaigns with precise audiences, scroll-stopping creative and retargeting.',
          rating: SERVICE_PAGE_RATING,
        },
        {
          title: 'Transparent Reporting',
          description: 'Clear dashboards that show spend, leads and cost per result, so you always know what works.',
          rating: SERVICE_PAGE_RATING,
        },
      ],
      showPortfolio: true,
      faqs: [
        {
          question: 'What is PPC advertising?',
          answer:
            'Pay-per-click advertising places your ads in search results and on websites, and you pay only when someone clicks, so your budget goes to real visitors.',
        },
        {
          question: 'How much should I spend on PPC?',
          answer:
            'It depends on your market and goals. Many small businesses start with a few hundred to a few thousand dollars a month, and we scale what proves profitable.',
        },
        {
          question: 'What is the Meta ad manager?',
          answer:
            'Meta Ads Manager is the tool for creating and running ads on Facebook, Instagram and Messenger. We set up your account, audiences, pixel and campaigns in it.',
        },
        {
          question: 'Can you manage our existing Meta ad manager account?',
          answer:
            'Yes. We audit your current account, keep what works, fix tracking and restructure campaigns to lower your cost per lead.',
        },
      ],
    },
  },
];

/** The four services in the order the site lists them, each with its page's path. */
export const services: Service[] = entries.map((entry) => ({ ...entry, href: serviceHref(entry.slug) }));
