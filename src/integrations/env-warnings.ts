import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import { missingEmailJsConfig } from '../lib/enquiry/send';

/** What the build says about optional services that are not configured, naming the variables. */
export function envNotices(env: Record<string, string | undefined>): { warnings: string[]; infos: string[] } {
  const warnings: string[] = [];
  const infos: string[] = [];
  const missing = missingEmailJsConfig({
    serviceId: env.PUBLIC_EMAILJS_SERVICE_ID || null,
    templateId: env.PUBLIC_EMAILJS_TEMPLATE_ID || null,
    publicKey: env.PUBLIC_EMAILJS_PUBLIC_KEY || null,
  });
  if (missing.length) warnings.push(`Enquiry wizard cannot send: ${missing.join(', ')} not set.`);
  if (!env.PUBLIC_MAILCHIMP_URL) warnings.push('Newsletter sign-up cannot send: PUBLIC_MAILCHIMP_URL not set.');
  if (!env.PUBLIC_CALENDLY_URL) warnings.push('Booking modal has no calendar: PUBLIC_CALENDLY_URL not set.');
  if (!env.PUBLIC_STRAPI_URL) infos.push('PUBLIC_STRAPI_URL not set: building the blog from the bundled sample content.');
  return { warnings, infos };
}

/**
 * Warns about unconfigured services once, when the site is built: the variables are read at
 * build time only, so `astro preview` (run right after by `npm start`) has nothing new to say.
 */
export function envWarnings(): AstroIntegration {
  return {
    name: 'agency:env-warnings',
    hooks: {
      'astro:build:start': ({ logger }) => {
        const env = { ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), ''), ...process.env };
        const { warnings, infos } = envNotices(env);
        warnings.forEach((w) => logger.warn(w));
        infos.forEach((i) => logger.info(i));
      },
    },
  };
}
