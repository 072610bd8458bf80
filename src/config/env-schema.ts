import { envField } from 'astro/config';
import { ENV } from './env';

/**
 * Build-time environment (read through `astro:env`). Every variable is optional; the names
 * come from env.ts.
 */
export const envSchema = {
  /** The API is `${PUBLIC_STRAPI_URL}/api`. Unset: bundled sample content. */
  [ENV.strapiUrl]: envField.string({ context: 'client', access: 'public', optional: true }),
  [ENV.emailJsServiceId]: envField.string({ context: 'client', access: 'public', optional: true }),
  [ENV.emailJsTemplateId]: envField.string({ context: 'client', access: 'public', optional: true }),
  [ENV.emailJsPublicKey]: envField.string({ context: 'client', access: 'public', optional: true }),
  [ENV.mailchimpUrl]: envField.string({ context: 'client', access: 'public', optional: true }),
  [ENV.calendlyUrl]: envField.string({ context: 'client', access: 'public', optional: true }),
  [ENV.turnstileSiteKey]: envField.string({ context: 'client', access: 'public', optional: true }),
  /** The uploads' origin (cms UPLOAD_S3_PUBLIC_URL): the CSP's images and the build's cover reader. */
  [ENV.mediaUrl]: envField.string({ context: 'server', access: 'public', optional: true }),
  /** Canonical links, sitemap, Open Graph. */
  [ENV.siteUrl]: envField.string({ context: 'server', access: 'public', optional: true }),
};
