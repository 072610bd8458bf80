import type { AstroIntegration } from 'astro';
import { ENV } from '../config/env';
import { missingEmailJsConfig } from '../lib/enquiry/send';
import { buildEnv } from './build-env';

/** Warns at build time about optional services that are not configured, naming the variables. */
export function envWarnings(): AstroIntegration {
  return {
    name: 'agency:env-warnings',
    hooks: {
      'astro:config:done': ({ logger }) => {
        const env = buildEnv();
        const missing = missingEmailJsConfig({
          serviceId: env[ENV.emailJsServiceId] || null,
          templateId: env[ENV.emailJsTemplateId] || null,
          publicKey: env[ENV.emailJsPublicKey] || null,
        });
        if (missing.length) logger.warn(`Enquiry wizard cannot send: ${missing.join(', ')} not set.`);
        if (!env[ENV.mailchimpUrl]) logger.warn(`Newsletter sign-up cannot send: ${ENV.mailchimpUrl} not set.`);
        if (!env[ENV.calendlyUrl]) logger.warn(`Booking modal has no calendar: ${ENV.calendlyUrl} not set.`);
        if (!env[ENV.strapiUrl]) logger.info(`${ENV.strapiUrl} not set: building the blog from the bundled sample content.`);
      },
    },
  };
}
