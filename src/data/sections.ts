/**
 * Copy of the sections that appear on more than one page (their headings, texts and buttons);
 * copy of one page is in pages.ts. Texts quoted by product §2 are kept word for word.
 */

/** The closing band of service pages and /faq. */
export const ctaBanner = {
  heading: 'Ready to Grow Your Business?',
  text: 'Book a free consultation and get a personalized plan for your website, rankings and ads.',
} as const;

export const specialtySection = {
  label: 'What We Do',
  heading: 'Our Specialty',
  text: 'Four services, one team: everything you need to be found, chosen and remembered online.',
  /** Followed, for screen readers, by "about <service>". */
  cta: 'Learn More',
} as const;

/**
 * The three steps are one process on purpose, shown on three pages; each page introduces them in
 * its own words, so a visitor reading on does not meet the same block twice.
 */
export const processSections = {
  home: {
    label: 'How We Work',
    heading: 'Our Proven Process',
    text: 'Three clear steps from first conversation to a launch that keeps paying off.',
  },
  about: {
    label: 'Working Together',
    heading: 'What a Project With Us Looks Like',
    text: 'You always know where your project stands: three steps, a named contact and a plan agreed before we build.',
  },
  services: {
    label: 'One Process',
    heading: 'How Every Project Runs',
    text: 'Website, SEO, CRM or ads: each project starts with a strategy, is built with you and is tuned after launch. Each service page shows the steps its own work takes.',
  },
} as const;

export const portfolioSection = {
  label: 'Portfolio',
  heading: 'Our Latest Work',
  /** The heading on the ads management page (product §2). */
  serviceHeading: 'Check Out Our Work',
  text: 'A few of the brands, websites and campaigns we have helped bring to life.',
  cta: 'View All Projects',
} as const;

export const latestBlogsSection = {
  label: 'Blog',
  heading: 'Latest From Our Blog',
  text: 'Ideas and practical advice on websites, SEO, CRM and ads.',
  empty: 'New articles are coming soon.',
  cta: 'View All Posts',
} as const;

export const testimonialsSection = {
  label: 'Testimonials',
  heading: 'What Our Clients Say',
  listLabel: 'Client testimonials',
  cta: 'View More',
} as const;

export const faqSection = {
  label: 'FAQ',
  heading: 'Frequently Asked Questions',
  cta: 'See All FAQs',
} as const;

export const serviceApproachSection = {
  label: 'Our Approach',
  heading: 'Our Approach',
} as const;

export const enquirySection = {
  heading: 'Tell Us About Your Business',
  /** Without JavaScript, followed by the phone number "or" the e-mail address. */
  noScript: 'The enquiry form needs JavaScript. You can reach us just as well at',
} as const;
