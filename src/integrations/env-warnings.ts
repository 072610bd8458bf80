import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import { missingEmailJsConfig } from '../lib/enquiry/send';

/** Warns at build time about optional services that are not configured, naming the variables. */
export function envWarnings(): AstroIntegration {
  return {
    name: 'agency:env-warnings',
    hooks: {
      'astro:config:done': ({ logger }) => {
        const env = { ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), ''), ...process.env };
        const missing = missingEmailJsConfig({
          serviceId: env.PUBLIC_EMAILJS_SERVICE_ID || null,
          templateId: env.PUBLIC_EMAILJS_TEMPLATE_ID || null,
          publicKey: env.PUBLIC_EMAILJS_PUBLIC_KEY || null,
        });
        if (missing.length) logger.warn(`Enquiry wizard cannot send: ${missing.join(', ')} not set.`);
        if (!env.PUBLIC_MAILCHIMP_URL) logger.warn('Newsletter sign-up cannot send: PUBLIC_MAILCHIMP_URL not set.');
        if (!env.PUBLIC_CALENDLY_URL) logger.warn('Booking modal has no calendar: PUBLIC_CALENDLY_URL not set.');
        if (!env.PUBLIC_STRAPI_URL) logger.info('PUBLIC_STRAPI_URL not set: building the blog from the bundled sample content.');
      },
    },
  };
}
