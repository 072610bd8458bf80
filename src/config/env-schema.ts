import { envField } from 'astro/config';

/**
 * Build-time environment (read through `astro:env`). Every variable is optional; the names
 * are a contract with the README, `.env.example` and the deployment docs.
 */
export const envSchema = {
  /** Content host of the Strapi CMS; the API is `${PUBLIC_STRAPI_URL}/api`. Unset: bundled sample content. */
  PUBLIC_STRAPI_URL: envField.string({ context: 'client', access: 'public', optional: true }),
  PUBLIC_EMAILJS_SERVICE_ID: envField.string({ context: 'client', access: 'public', optional: true }),
  PUBLIC_EMAILJS_TEMPLATE_ID: envField.string({ context: 'client', access: 'public', optional: true }),
  PUBLIC_EMAILJS_PUBLIC_KEY: envField.string({ context: 'client', access: 'public', optional: true }),
  /** The Mailchimp list's subscribe form action URL. */
  PUBLIC_MAILCHIMP_URL: envField.string({ context: 'client', access: 'public', optional: true }),
  /** The Calendly scheduling page URL. */
  PUBLIC_CALENDLY_URL: envField.string({ context: 'client', access: 'public', optional: true }),
  /** Canonical origin of the deployed site (canonical links, sitemap, Open Graph). */
  SITE_URL: envField.string({ context: 'server', access: 'public', optional: true }),
};

export type EnvName = keyof typeof envSchema;
