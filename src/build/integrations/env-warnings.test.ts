import { describe, expect, it, vi } from 'vitest';
import type { AstroIntegrationLogger } from 'astro';
import { envNotices, envWarnings } from './env-warnings';

const configured = {
  PUBLIC_EMAILJS_SERVICE_ID: 's',
  PUBLIC_EMAILJS_TEMPLATE_ID: 't',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'k',
  PUBLIC_MAILCHIMP_URL: 'https://x.list-manage.com/subscribe/post?u=1&id=2',
  PUBLIC_CALENDLY_URL: 'https://calendly.com/x',
  PUBLIC_STRAPI_URL: 'https://cms.example.com',
};

const EMAILJS_MISSING =
  'The enquiry wizard sends its e-mail through EmailJS, and PUBLIC_EMAILJS_SERVICE_ID, PUBLIC_EMAILJS_TEMPLATE_ID, PUBLIC_EMAILJS_PUBLIC_KEY are not set. Set them, or set PUBLIC_EMAILJS_SERVICE_ID=off to go without it on purpose (enquiries are then only recorded in the CMS, through the Worker).';
const MAILCHIMP_MISSING =
  'The newsletter card signs visitors up on a Mailchimp list, and PUBLIC_MAILCHIMP_URL is not set. Set it, or set PUBLIC_MAILCHIMP_URL=off to go without it on purpose (the card then offers the phone and the e-mail instead).';
const CALENDLY_MISSING =
  'Book Appointment opens a Calendly calendar, and PUBLIC_CALENDLY_URL is not set. Set it, or set PUBLIC_CALENDLY_URL=off to go without it on purpose (the booking modal then offers the enquiry and the phone instead).';

describe('envNotices', () => {
  it('says nothing when every service is configured', () => {
    expect(envNotices(configured)).toEqual({ errors: [], infos: [] });
  });

  it('names each service a control needs and is not set, and how to go without it', () => {
    const { errors, infos } = envNotices({});
    expect(errors).toEqual([EMAILJS_MISSING, MAILCHIMP_MISSING, CALENDLY_MISSING]);
    expect(infos).toEqual(['PUBLIC_STRAPI_URL not set: building the blog from the bundled sample content.']);
  });

  it('takes an empty or blank value for unset, and names only the variables missing', () => {
    const { errors } = envNotices({ ...configured, PUBLIC_EMAILJS_TEMPLATE_ID: ' ', PUBLIC_CALENDLY_URL: '' });
    expect(errors).toEqual([
      'The enquiry wizard sends its e-mail through EmailJS, and PUBLIC_EMAILJS_TEMPLATE_ID is not set. Set it, or set PUBLIC_EMAILJS_SERVICE_ID=off to go without it on purpose (enquiries are then only recorded in the CMS, through the Worker).',
      CALENDLY_MISSING,
    ]);
  });

  it.each(['off', 'OFF', ' off '])('passes a service turned off on purpose (%j)', (off) => {
    const { errors } = envNotices({ PUBLIC_EMAILJS_SERVICE_ID: off, PUBLIC_MAILCHIMP_URL: off, PUBLIC_CALENDLY_URL: off });
    expect(errors).toEqual([]);
  });
});

describe('envWarnings', () => {
  // `npm start` builds then serves: a hook that also ran on preview (astro:config:done) said it all twice.
  it('speaks when the site is built, and at no other step', () => {
    expect(Object.keys(envWarnings().hooks)).toEqual(['astro:build:start']);
  });

  it('stops a build whose Book Appointment would open no calendar, naming the variable', () => {
    const { hooks } = envWarnings();
    const logger = { warn: vi.fn(), info: vi.fn() } as unknown as AstroIntegrationLogger;
    const saved = { ...process.env };
    // Empty, not deleted: it also overrides a value in a local .env file.
    Object.assign(process.env, { ...configured, PUBLIC_CALENDLY_URL: '' });
    try {
      expect(() => hooks['astro:build:start']!({ logger } as Parameters<NonNullable<(typeof hooks)['astro:build:start']>>[0])).toThrow(
        `The site is not configured for a public build:\n- ${CALENDLY_MISSING}`,
      );
      process.env.PUBLIC_CALENDLY_URL = 'off';
      expect(() =>
        hooks['astro:build:start']!({ logger } as Parameters<NonNullable<(typeof hooks)['astro:build:start']>>[0]),
      ).not.toThrow();
    } finally {
      for (const key of Object.keys(configured)) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
    }
  });
});
