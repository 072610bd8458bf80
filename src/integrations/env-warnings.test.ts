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

describe('envNotices', () => {
  it('says nothing when every service is configured', () => {
    expect(envNotices(configured)).toEqual({ warnings: [], infos: [] });
  });

  it('names each missing variable', () => {
    const { warnings, infos } = envNotices({});
    expect(warnings).toEqual([
      'Enquiry wizard cannot send: PUBLIC_EMAILJS_SERVICE_ID, PUBLIC_EMAILJS_TEMPLATE_ID, PUBLIC_EMAILJS_PUBLIC_KEY not set.',
      'Newsletter sign-up cannot send: PUBLIC_MAILCHIMP_URL not set.',
      'Booking modal has no calendar: PUBLIC_CALENDLY_URL not set.',
    ]);
    expect(infos).toEqual(['PUBLIC_STRAPI_URL not set: building the blog from the bundled sample content.']);
  });
});

describe('envWarnings', () => {
  // `npm start` builds then previews: a hook that also ran on preview (astro:config:done) said it all twice.
  it('speaks when the site is built, and at no other step', () => {
    const { hooks } = envWarnings();
    expect(Object.keys(hooks)).toEqual(['astro:build:start']);
    const logger = { warn: vi.fn(), info: vi.fn() } as unknown as AstroIntegrationLogger;
    const saved = process.env.PUBLIC_CALENDLY_URL;
    // Empty, not deleted: it also overrides a value in a local .env file.
    process.env.PUBLIC_CALENDLY_URL = '';
    try {
      void hooks['astro:build:start']!({ logger } as Parameters<NonNullable<(typeof hooks)['astro:build:start']>>[0]);
    } finally {
      if (saved === undefined) delete process.env.PUBLIC_CALENDLY_URL;
      else process.env.PUBLIC_CALENDLY_URL = saved;
    }
    expect(logger.warn).toHaveBeenCalledWith('Booking modal has no calendar: PUBLIC_CALENDLY_URL not set.');
  });
});
