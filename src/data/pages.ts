/**
 * Fixed copy of the pages that is not a list of services, FAQs or testimonials.
 * Texts quoted by product §2 are kept word for word.
 */
import { ROUTES, serviceHref } from '../config/routes';
import { testimonials } from './testimonials';

/**
 * The average of the reviews the site shows, as the hero states it: derived from them, never a
 * figure of its own (two decimals at most: 4.75).
 */
export const averageRating = Math.round((testimonials.reduce((sum, t) => sum + t.rating, 0) / testimonials.length) * 100) / 100;

/** How long the agency has worked: one figure, wherever a page says it. */
export const YEARS_IN_BUSINESS = 10;

export const DEFAULT_SECTION_LABEL = 'Web Agency';

export const home = {
  metaTitle: 'Web Design, SEO, CRM & Ads Agency',
  metaDescription:
    'Bluecrest Digital designs fast websites, grows your Google rankings, sets up CRM systems and runs ads that bring in clients.',
  heroLabel: 'Digital Agency',
  heroHeading: 'We Grow Businesses Online',
  heroTagline: 'Websites, SEO, CRM and ads management under one roof: one team focused on bringing you more clients.',
  heroCta: 'Get to Know Us',
  heroSecondaryCta: 'Our Services',
  stats: [
    { value: '150+', label: 'Projects delivered' },
    { value: String(averageRating), label: 'Average client rating' },
    { value: `${YEARS_IN_BUSINESS} yrs`, label: 'Helping businesses grow' },
  ],
} as const;

/** product §2 About Us block: label, heading "We Build Brands / That Matter", team photo. */
export const aboutUsBlock = {
  labelText: 'About Us',
  headingLines: ['We Build Brands', 'That Matter'],
  description: `We are a team of designers, developers and marketers who care about results. For ${YEARS_IN_BUSINESS} years we have helped local businesses and growing brands earn attention online and turn it into revenue.`,
  btnText: 'More About Us',
  btnLink: ROUTES.about,
} as const;

export const about = {
  metaTitle: 'About Us',
  metaDescription:
    'Meet the team behind Bluecrest Digital: designers, developers and marketers building websites and campaigns that bring in clients.',
  introLabel: 'Who We Are',
  introHeading: 'A Digital Partner Invested in Your Growth',
  introText:
    'We combine design, technology and marketing under one roof, so your website, your search rankings, your CRM and your ads all pull in the same direction.',
  approachLabel: 'Our Approach',
  approachHeading: 'Why Businesses Choose Us',
  approachText: 'Every project starts with your goals and ends with measurable results. Here is what you can count on.',
  approachTicks: [
    { title: 'Results-Driven', text: 'Every decision is tied to leads, sales and growth you can measure.' },
    { title: 'Innovative Solutions', text: 'Modern tools and techniques that keep you ahead of competitors.' },
    { title: 'Expert Team', text: 'Specialists in design, development, SEO, CRM and paid ads.' },
    { title: 'Tailored Solutions', text: 'Plans shaped around your business, never one-size-fits-all.' },
  ],
  stepsLabel: 'What We Do',
  stepsHeading: 'Our Services in Three Steps',
  steps: [
    {
      title: 'Web Design and Development',
      text: 'A fast, beautiful website that tells your story and makes it easy to get in touch.',
      href: serviceHref('web-design-and-development'),
    },
    {
      title: 'Digital Marketing',
      text: 'SEO and paid ads that put you in front of people searching for what you offer.',
      href: serviceHref('seo-optimization'),
    },
    {
      title: 'CRM Solutions',
      text: 'Systems that capture every lead and follow up automatically, so no opportunity is missed.',
      href: serviceHref('crm-solutions'),
    },
  ],
} as const;

export const servicesPage = {
  metaTitle: 'Services',
  metaDescription: 'Web design and development, SEO optimization, CRM solutions and ads management from one accountable team.',
  heroLabel: 'Our Services',
  heroHeading: 'Everything You Need to Grow Online',
  heroText:
    'Pick one service or combine them all: our specialists work as one team so your website, rankings, CRM and ads reinforce each other.',
  heroCta: 'Get to Know Us',
  keyLabel: 'Key Services',
  keyHeading: 'What We Can Do for You',
} as const;

export const portfolioPage = {
  metaTitle: 'Portfolio',
  metaDescription: 'Selected websites, brands and campaigns we have designed and built for our clients.',
  label: 'Portfolio',
  heading: 'Our Recent Work',
  text: 'A selection of websites, brands and campaigns we are proud of.',
} as const;

export const reviewsPage = {
  metaTitle: 'Reviews',
  metaDescription: 'Read what our clients say about working with Bluecrest Digital, and share your own experience.',
  bannerLabel: 'Reviews',
  bannerHeading: 'Our Clients Are Our Best Advertisement',
  bannerText:
    'Businesses of every size trust us with their websites, rankings, CRM and ads. Read what they say, and share your own experience.',
  bannerImageAlt: 'Five stars and happy client speech bubbles',
  inviteHeading: 'Worked With Us? Leave a Review',
  inviteText: 'Your feedback helps other businesses find a partner they can trust, and helps us keep improving. It only takes a minute.',
  inviteCta: 'Leave a Review',
} as const;

/** The FAQ page: every question of the site, grouped by the page it comes from. */
export const faqPage = {
  metaTitle: 'Frequently Asked Questions',
  metaDescription:
    'Answers to common questions about our web design, SEO, CRM and ads management services: timelines, support, rankings, platforms and budgets.',
  label: 'Questions & Answers',
  heading: 'FAQ',
  text: 'Everything prospective clients usually ask us, grouped by topic. Open a question to read the answer.',
  topicsLabel: 'FAQ topics',
  ctaHeading: 'Still Have a Question?',
  ctaText: 'Tell us about your business and we will answer it personally within one business day.',
  ctaLabel: 'Contact Us',
} as const;

export const contactPage = {
  metaTitle: 'Contact Us',
  metaDescription: 'Tell us about your business and goals. Call, e-mail or send an enquiry and we will reply within one business day.',
  label: 'Contact Us',
  heading: "Let's Build Something Great Together",
  // The wizard right below opens by inviting the visitor to answer its questions: the hero does not repeat it.
  text: 'Prefer to talk it through? Call or e-mail us directly, or tell us about your project in the short form below.',
} as const;

export const getToKnowPage = {
  metaTitle: 'Get to Know You',
  metaDescription: 'Tell us about your business in a few quick steps and get a tailored plan and estimate.',
} as const;

/** The blog list, /blog and its pre-rendered later pages /blog/page/<n>. */
export const blogPage = {
  metaTitle: 'Blog',
  metaDescription: 'Practical articles on web design, SEO, CRM and ads from the Bluecrest Digital team.',
  label: 'Blog',
  heading: 'Insights & Ideas',
  text: 'Practical advice on websites, SEO, CRM and advertising from our team.',
} as const;

/** A category's own list page (/blog/category/<key>): its name said in its title, heading and description. */
export const blogCategoryPage = {
  metaTitle: (name: string) => `${name} articles`,
  metaDescription: (name: string) =>
    `Articles on ${name} from the Bluecrest Digital team: practical advice for growing businesses, newest first.`,
  text: (name: string) => `Everything our team has written on ${name}, newest first.`,
} as const;

export const bookingPage = {
  metaTitle: 'Book Your Appointment',
  metaDescription: 'Schedule a free consultation with our team to discuss your needs and get a personalized estimate.',
  heading: 'Book Your Appointment',
  text: 'Schedule a free consultation with our team to discuss your needs and get a personalized estimate.',
  cta: 'Schedule Now',
} as const;

export const newsletterCopy = {
  label: 'Newsletter',
  heading: 'Get Growth Tips in Your Inbox',
  text: 'One short e-mail a month with practical ideas on websites, SEO, CRM and ads. No spam, unsubscribe anytime.',
} as const;

export const notFoundPage = {
  metaTitle: 'Page Not Found',
  metaDescription: 'The page you are looking for does not exist.',
  label: 'Error 404',
  heading: 'Page Not Found',
  text: 'The page you are looking for has moved or no longer exists.',
  cta: 'Back to Home',
} as const;

/** /preview/blog, the shell of a draft preview link (never indexed). */
export const previewPage = {
  metaTitle: 'Draft preview',
  metaDescription: 'A post previewed from the CMS before it is published.',
  noScript: 'The draft preview needs JavaScript.',
} as const;

/** /privacy: what happens to what a visitor sends (the enquiry wizard links here). */
export const privacyPage = {
  metaTitle: 'Privacy',
  metaDescription:
    'What Bluecrest Digital keeps when you send an enquiry or subscribe to the newsletter, why, for how long, and how to have it deleted.',
  label: 'Privacy',
  heading: 'Your Answers, Kept Only to Reply',
  text: 'A short, plain account of what we keep when you contact us, and for how long.',
  sections: [
    {
      heading: 'When you send an enquiry',
      paragraphs: [
        'The enquiry form sends your answers (name, e-mail, phone number, your business situation, goals, website, budget, timeframe and notes) to our team by e-mail, and keeps a copy in our own content system so that no enquiry is lost if the e-mail fails.',
        'We use them only to reply to your enquiry and prepare an estimate. We never sell them or add you to a mailing list.',
        'The copy in our content system is deleted automatically one year after you sent it.',
      ],
    },
    {
      heading: 'When you subscribe to the newsletter',
      paragraphs: [
        'Your e-mail address goes to our newsletter provider, Mailchimp, which asks you to confirm it. Every newsletter has a link to unsubscribe.',
      ],
    },
    {
      heading: 'When you book a call',
      paragraphs: ['Bookings are made with Calendly, which keeps the details you give it under its own privacy policy.'],
    },
    {
      heading: 'Seeing or deleting what we keep',
      paragraphs: [
        'Write to us or call us, and we will tell you what we hold about you, or delete it, within 30 days.',
        'We send you a copy of every enquiry you sent us, with everything it holds. When we delete them, they are gone from our content system at once; we keep only a note that we did it, with the date and nothing about you.',
        'Our encrypted backups, which we keep in case our systems fail, still hold a copy until they are replaced: each is kept 30 days, so a deleted enquiry is gone from them 30 days later at most.',
      ],
    },
  ],
} as const;
