import { withoutTrailingSlash } from '../routing/paths';
import type { Site } from '../../config/site';

/** Longest title search results show in full. */
export const MAX_TITLE_LENGTH = 70;

/** `Page | Agency`; the page alone when that would be too long; the agency for no page title. */
export function pageTitle(title: string | undefined, agencyName: string): string {
  if (!title) return agencyName;
  const full = `${title} | ${agencyName}`;
  if (full.length <= MAX_TITLE_LENGTH) return full;
  if (title.length <= MAX_TITLE_LENGTH) return title;
  // Cut at the last word that fits, so the tab and the search result end on a whole word.
  const cut = title.slice(0, MAX_TITLE_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : cut.length).trimEnd()}…`;
}

/** Canonical URL of a path on the canonical origin, without query or hash, without trailing slash. */
export function canonicalUrl(pathname: string, origin: string | URL): string {
  return new URL(withoutTrailingSlash(pathname) || '/', origin).href;
}

/** JSON-LD for the agency (schema.org ProfessionalService). */
export function agencyJsonLd(site: Site, origin: string | URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: site.name,
    url: new URL('/', origin).href,
    telephone: site.phone,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    sameAs: site.socials.map((s) => s.href),
  };
}

/** JSON-LD FAQPage for the FAQs a page shows. */
/** A question and its answer, as the FAQ sections show them. */
export interface QuestionAnswer {
  question: string;
  answer: string;
}

export function faqJsonLd(faqs: readonly QuestionAnswer[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

/** One step of a breadcrumb trail: what it says and where it goes (a path of this site). */
export interface Crumb {
  name: string;
  href: string;
}

/** JSON-LD BreadcrumbList of the trail a page shows (the same names, in the same order). */
export function breadcrumbJsonLd(trail: readonly Crumb[], origin: string | URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: new URL(crumb.href, origin).href,
    })),
  };
}

/** Serialise JSON-LD safely for a <script> element (no `</script>` break-out). */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
