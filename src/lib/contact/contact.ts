import { site } from '../../config/site';

/**
 * A phone number or e-mail address as the visitor reads it, and the link that opens it. Pages
 * build it here and hand it to islands as a prop (islands import only the type).
 */
export interface ContactLink {
  display: string;
  href: string;
}

/** product §2: phone buttons open a telephone link with the number stripped of non-digits. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\D/g, '')}`;
}

/** `mailto:` link for an address. */
export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** A phone number and its `tel:` link. */
export function phoneLink(phone: string): ContactLink {
  return { display: phone, href: telHref(phone) };
}

/** An e-mail address and its `mailto:` link. */
export function emailLink(email: string): ContactLink {
  return { display: email, href: mailtoHref(email) };
}

/** The agency's phone ({phone} of product §2, from config/site.ts). */
export const agencyPhone: ContactLink = phoneLink(site.phone);

/** The agency's e-mail ({email} of product §2, from config/site.ts). */
export const agencyEmail: ContactLink = emailLink(site.email);
