/** SPEC §2: phone buttons open a telephone link with the number stripped of non-digits. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\D/g, '')}`;
}

/** `mailto:` link for an address. */
export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
