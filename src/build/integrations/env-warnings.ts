import type { AstroIntegration } from 'astro';
import { ENV, SERVICE_OFF, isServiceOff, serviceSetting } from '../../config/env';
import { buildEnv } from './build-env';

type Env = Record<string, string | undefined>;

/** A service a page's control needs: the variables that make it real, and what its control does when it is off. */
const SERVICES: Array<{ control: string; names: string[]; whenOff: string }> = [
  {
    control: 'The enquiry wizard sends its e-mail through EmailJS',
    names: [ENV.emailJsServiceId, ENV.emailJsTemplateId, ENV.emailJsPublicKey],
    whenOff: 'enquiries are then only recorded in the CMS, through the Worker',
  },
  {
    control: 'The newsletter card signs visitors up on a Mailchimp list',
    names: [ENV.mailchimpUrl],
    whenOff: 'the card then offers the phone and the e-mail instead',
  },
  {
    control: 'Book Appointment opens a Calendly calendar',
    names: [ENV.calendlyUrl],
    whenOff: 'the booking modal then offers the enquiry and the phone instead',
  },
];

/**
 * What a build says of the services its pages' controls need. A control whose service is neither
 * configured nor turned off on purpose is an error naming its variables: a deploy that forgot one
 * would ship a button that leads nowhere.
 */
export function envNotices(env: Env): { errors: string[]; infos: string[] } {
  const errors: string[] = [];
  for (const { control, names, whenOff } of SERVICES) {
    if (names.some((name) => isServiceOff(env[name]))) continue;
    const missing = names.filter((name) => !serviceSetting(env[name]));
    if (missing.length)
      errors.push(
        `${control}, and ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set. Set ${missing.length > 1 ? 'them' : 'it'}, or set ${names[0]}=${SERVICE_OFF} to go without it on purpose (${whenOff}).`,
      );
  }
  const infos = env[ENV.strapiUrl] ? [] : [`${ENV.strapiUrl} not set: building the blog from the bundled sample content.`];
  return { errors, infos };
}

/**
 * Stops a build whose pages would show a control that leads nowhere, naming the variables, once,
 * when the site is built (`astro dev` is not stopped: a developer sees each control's own notice).
 */
export function envWarnings(): AstroIntegration {
  return {
    name: 'agency:env-warnings',
    hooks: {
      'astro:build:start': ({ logger }) => {
        const { errors, infos } = envNotices(buildEnv());
        infos.forEach((i) => logger.info(i));
        if (errors.length) throw new Error(`The site is not configured for a public build:\n- ${errors.join('\n- ')}`);
      },
    },
  };
}
