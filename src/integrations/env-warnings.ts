import type { AstroIntegration } from 'astro';
import { ENV } from '../config/env';
import { missingEmailJsConfig } from '../lib/enquiry/delivery/send';
import { buildEnv } from './build-env';

/** What the build says about optional services that are not configured, naming the variables. */
export function envNotices(env: Record<string, string | undefined>): { warnings: string[]; infos: string[] } {
  const warnings: string[] = [];
  const infos: string[] = [];
  const missing = missingEmailJsConfig({
    serviceId: env[ENV.emailJsServiceId] || null,
    templateId: env[ENV.emailJsTemplateId] || null,
    publicKey: env[ENV.emailJsPublicKey] || null,
  });
  if (missing.length) warnings.push(`Enquiry wizard cannot send: ${missing.join(', ')} not set.`);
  if (!env[ENV.mailchimpUrl]) warnings.push(`Newsletter sign-up cannot send: ${ENV.mailchimpUrl} not set.`);
  if (!env[ENV.calendlyUrl]) warnings.push(`Booking modal has no calendar: ${ENV.calendlyUrl} not set.`);
  if (!env[ENV.strapiUrl]) infos.push(`${ENV.strapiUrl} not set: building the blog from the bundled sample content.`);
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
        const env = buildEnv();
        const { warnings, infos } = envNotices(env);
        warnings.forEach((w) => logger.warn(w));
        infos.forEach((i) => logger.info(i));
      },
    },
  };
}
