/**
 * Names of the build's environment variables: a contract with the README, `.env.example` and
 * the deploy workflow (env.test.ts checks all three). Pages read the values through `astro:env`,
 * whose schema (env-schema.ts) is keyed by these names; astro.config and the integrations run
 * before astro:env exists and look them up in `buildEnv()` (integrations/build-env.ts).
 */
export const ENV = {
  /** Content host of the Strapi CMS. */
  strapiUrl: 'PUBLIC_STRAPI_URL',
  emailJsServiceId: 'PUBLIC_EMAILJS_SERVICE_ID',
  emailJsTemplateId: 'PUBLIC_EMAILJS_TEMPLATE_ID',
  emailJsPublicKey: 'PUBLIC_EMAILJS_PUBLIC_KEY',
  /** The Mailchimp list's subscribe form action. */
  mailchimpUrl: 'PUBLIC_MAILCHIMP_URL',
  /** The Calendly scheduling page. */
  calendlyUrl: 'PUBLIC_CALENDLY_URL',
  /** Cloudflare Turnstile's site key: set, the wizard shows its check and the edge requires it (with TURNSTILE_SECRET_KEY there). */
  turnstileSiteKey: 'PUBLIC_TURNSTILE_SITE_KEY',
  /** Where the CMS's uploads are served when not from the CMS itself (its object storage's CDN or public bucket URL). */
  mediaUrl: 'MEDIA_URL',
  /** Canonical origin of the deployed site. */
  siteUrl: 'SITE_URL',
} as const;

/**
 * What an operator sets a service's variable to when the site is to go without that service on
 * purpose (PUBLIC_CALENDLY_URL=off, PUBLIC_MAILCHIMP_URL=off, PUBLIC_EMAILJS_SERVICE_ID=off): the
 * build then passes, and the control leads to another way in (docs/operators.md).
 */
export const SERVICE_OFF = 'off';

/** Whether a service variable turns its service off on purpose (`off`, in any case, spaces aside). */
export function isServiceOff(value: string | null | undefined): boolean {
  return value?.trim().toLowerCase() === SERVICE_OFF;
}

/** A service variable's value, or null when it is unset, empty or turned off on purpose. */
export function serviceSetting(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && !isServiceOff(trimmed) ? trimmed : null;
}
