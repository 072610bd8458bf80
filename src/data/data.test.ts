import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testimonials } from './testimonials';
import { portfolioItems, portfolioPageItems } from './portfolio';
import { aboutFaqs, allFaqs, faqGroups, servicesFaqs } from './faqs';
import { services } from './services';
import { processSteps } from './process';
import { galleryImages } from './gallery';
import { about, aboutUsBlock, averageRating, bookingPage, DEFAULT_SECTION_LABEL, home, YEARS_IN_BUSINESS } from './pages';
import { bookingLink, mainNav, footerCompanyNav, serviceNav } from './navigation';
import { keyServices } from './key-services';
import { processSections } from './sections';
import { portfolioCardsPerView } from '../config/breakpoints';

describe('fixed marketing data (product §2, §3, §9)', () => {
  it('has four testimonials with ratings out of 5', () => {
    expect(testimonials).toHaveLength(4);
    for (const t of testimonials) {
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
      expect(t.name && t.review && t.avatar).toBeTruthy();
    }
  });

  it('has the eight carousel items of §3 in order', () => {
    expect(portfolioItems.map((p) => [p.title, p.category])).toEqual([
      ['Modern Office Design', 'Interior Design'],
      ['Corporate Branding', 'Branding'],
      ['Mobile App UI', 'UI/UX Design'],
      ['Marketing Campaign', 'Digital Marketing'],
      ['Website Redesign', 'Web Development'],
      ['Product Photography', 'Photography'],
      ['Logo Design', 'Graphic Design'],
      ['Social Media Campaign', 'Digital Marketing'],
    ]);
    expect(new Set(portfolioItems.map((p) => p.id)).size).toBe(8);
  });

  it('shows five cards on the portfolio page', () => {
    expect(portfolioPageItems).toHaveLength(5);
    expect(new Set(portfolioPageItems.map((p) => p.id)).size).toBe(5);
    // The same work as the home carousel: each card is one of its items.
    for (const item of portfolioPageItems) expect(portfolioItems).toContain(item);
  });

  it('About FAQ: services, build time 4-6 weeks, ongoing support, SEO help', () => {
    expect(aboutFaqs).toHaveLength(4);
    expect(aboutFaqs[0]!.question).toMatch(/services/i);
    expect(aboutFaqs[1]!.answer).toContain('4-6 weeks');
    expect(aboutFaqs[2]!.question).toMatch(/ongoing support/i);
    expect(aboutFaqs[3]!.question).toMatch(/Google/);
  });

  it('Services FAQ: SEO keyword analysis, CRM development, web application agency, GMB audit', () => {
    expect(servicesFaqs.map((f) => f.question)).toEqual([
      expect.stringMatching(/SEO keyword analysis/),
      expect.stringMatching(/CRM development/),
      expect.stringMatching(/web application agency/),
      expect.stringMatching(/GMB audit/),
    ]);
  });

  it('the FAQ page groups every FAQ of the site by the page that shows it', () => {
    expect(faqGroups.map((g) => [g.href, g.faqs])).toEqual([
      ['/about', aboutFaqs],
      ['/services', servicesFaqs],
      ...services.map((s) => [s.href, s.page.faqs]),
    ]);
    expect(allFaqs).toEqual(faqGroups.flatMap((g) => g.faqs));
    // Written out, so a group dropped from both the page and the data still fails.
    expect(faqGroups.map((g) => g.href)).toEqual([
      '/about',
      '/services',
      '/services/web-design-and-development',
      '/services/seo-optimization',
      '/services/crm-solutions',
      '/services/ads-management',
    ]);
    expect(allFaqs).toHaveLength(24);
    expect(new Set(faqGroups.map((g) => g.id)).size).toBe(faqGroups.length);
    // One page lists them all: no question is asked twice.
    expect(new Set(allFaqs.map((f) => f.question)).size).toBe(allFaqs.length);
  });

  it('service pages list their offerings, rated 5.0, and their FAQs', () => {
    const bySlug = Object.fromEntries(services.map((s) => [s.slug, s]));
    expect(bySlug['web-design-and-development']!.page.offerings.map((o) => o.title)).toEqual([
      'Custom Web Design',
      'Responsive Development',
      'E-commerce Solutions',
    ]);
    expect(bySlug['seo-optimization']!.page.offerings.map((o) => o.title)).toEqual(['On-Page SEO', 'Off-Page SEO', 'Technical SEO']);
    expect(bySlug['crm-solutions']!.page.offerings.map((o) => o.title)).toEqual(['Project Management Made Easy', 'Custom CRM Development']);
    for (const s of services) {
      for (const o of s.page.offerings) expect(o.rating).toBe('5.0');
      expect(s.page.faqs.length).toBeGreaterThanOrEqual(2);
    }
    expect(bySlug['web-design-and-development']!.page.faqs.at(-1)!.answer).toMatch(/few weeks.*couple of months/);
    expect(bySlug['seo-optimization']!.page.faqs.some((f) => f.answer.includes('3-6 months'))).toBe(true);
    expect(bySlug['crm-solutions']!.page.faqs).toHaveLength(4);
    const adsQuestions = bySlug['ads-management']!.page.faqs.map((f) => f.question).join(' ');
    expect(adsQuestions).toMatch(/PPC/);
    expect(adsQuestions).toMatch(/Meta ad manager/);
    expect(bySlug['ads-management']!.page.showPortfolio).toBe(true);
  });

  it('specialty cards show the ratings 4.8 and 5.0', () => {
    expect(services).toHaveLength(4);
    expect(new Set(services.map((s) => s.rating))).toEqual(new Set(['4.8', '5.0']));
  });

  it('key services send the ads card to /services/ads', () => {
    expect(keyServices.find((s) => s.slug === 'ads-management')!.keyHref).toBe('/services/ads');
    expect(keyServices.filter((s) => s.keyHref === s.href)).toHaveLength(3);
  });

  it('process block has three steps and defaults to Book Appointment', () => {
    expect(processSteps.map((s) => s.title)).toEqual(['Plan & Strategy', 'Design & Develop', 'Optimize & Launch']);
    expect(bookingLink).toEqual({ label: 'Book Appointment', href: '/booking-appointment' });
  });

  it('about page content', () => {
    expect(about.approachTicks.map((t) => t.title)).toEqual([
      'Results-Driven',
      'Innovative Solutions',
      'Expert Team',
      'Tailored Solutions',
    ]);
    expect(about.steps).toHaveLength(3);
    expect(aboutUsBlock.headingLines).toEqual(['We Build Brands', 'That Matter']);
    expect(galleryImages).toHaveLength(4);
    expect(DEFAULT_SECTION_LABEL).toBe('Web Agency');
  });

  it('booking texts are word for word', () => {
    expect(bookingPage.heading).toBe('Book Your Appointment');
    expect(bookingPage.text).toBe('Schedule a free consultation with our team to discuss your needs and get a personalized estimate.');
    expect(bookingPage.cta).toBe('Schedule Now');
  });

  it('navigation', () => {
    expect(mainNav.map((l) => [l.href, l.label])).toEqual([
      ['/', 'Home'],
      ['/about', 'About Us'],
      ['/services', 'Services'],
      ['/portfolio', 'Portfolio'],
      ['/blog', 'Blog'],
      ['/contact', 'Contact Us'],
    ]);
    expect(serviceNav.map((l) => l.href)).toEqual([
      '/services/web-design-and-development',
      '/services/seo-optimization',
      '/services/crm-solutions',
      '/services/ads-management',
    ]);
    expect(footerCompanyNav.map((l) => l.href)).toEqual(['/about?section=approach', '/reviews', '/blog', '/portfolio']);
  });
});

describe('portfolio cards per view', () => {
  it.each([
    [390, 1],
    [599, 1],
    [600, 2],
    [959, 2],
    [960, 3],
    [1440, 3],
  ])('portfolio cards at %ipx: %i', (width, n) => {
    expect(portfolioCardsPerView(width)).toBe(n);
  });
});

describe('figures the pages state agree with what they show', () => {
  it("the hero's average client rating is the average of the reviews shown", () => {
    const shown = testimonials.map((t) => t.rating);
    const average = shown.reduce((a, b) => a + b, 0) / shown.length;
    expect(averageRating).toBeCloseTo(average, 2);
    expect(home.stats.find((s) => s.label === 'Average client rating')?.value).toBe(String(averageRating));
  });
  it('one figure for the years, wherever it is said', () => {
    expect(home.stats.find((s) => s.label === 'Helping businesses grow')?.value).toBe(`${YEARS_IN_BUSINESS} yrs`);
    expect(aboutUsBlock.description).toContain(`${YEARS_IN_BUSINESS} years`);
    const everyText = JSON.stringify([home, about, aboutUsBlock]);
    expect(everyText).not.toMatch(/decade|\b(?!10\b)\d+ (yrs|years)\b/);
  });
});

describe('one voice: US spelling, as the phone number and the market are', () => {
  // Every text of the site's data and of the sample blog, as written.
  const dir = new URL('.', import.meta.url);
  const texts = [
    ...readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')),
    ...readdirSync(new URL('sample-blog/', dir))
      .filter((f) => f.endsWith('.json'))
      .map((f) => `sample-blog/${f}`),
  ].map((f) => readFileSync(new URL(f, dir), 'utf8'));
  it('no British form of a word the site writes in US spelling', () => {
    const british =
      /\b(optimis|personalis|organis|prioritis|customis|recognis|minimis|maximis|(real|special)is(e|ed|es|ing|ation)\b|analys(e|ed|es|ing)\b|colour|behaviour|favour|centre\b)\w*/gi;
    expect(texts.flatMap((t) => t.match(british) ?? [])).toEqual([]);
  });
  it('no word written both with -ise and with -ize', () => {
    const forms = new Map<string, Set<string>>();
    for (const [, stem, letter] of texts.join('\n').matchAll(/\b([a-z]{3,})i([sz])(?:e|ed|es|ing|ation|ations)\b/gi)) {
      const key = stem!.toLowerCase();
      forms.set(key, (forms.get(key) ?? new Set()).add(letter!.toLowerCase()));
    }
    expect([...forms].filter(([, letters]) => letters.size > 1).map(([stem]) => stem)).toEqual([]);
  });
});

describe("a block shown on several pages is introduced in each page's own words", () => {
  it("the process's three introductions differ, and the steps stay one list", () => {
    const copies = Object.values(processSections);
    expect(copies).toHaveLength(3);
    expect(new Set(copies.map((c) => c.heading)).size).toBe(3);
    expect(new Set(copies.map((c) => c.text)).size).toBe(3);
  });
  it('/about labels its intro and its About Us block differently', () => {
    expect(about.introLabel).not.toBe(aboutUsBlock.labelText);
  });
});
