import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import type { RedirectRule } from '../config/redirects';
import { toRedirectsFile } from '../lib/redirects';

/** Writes `dist/_redirects` (real 301s on Cloudflare Pages and Netlify) from the redirect table. */
export function redirectsFile(table: readonly RedirectRule[]): AstroIntegration {
  return {
    name: 'agency:redirects-file',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await writeFile(new URL('_redirects', dir), toRedirectsFile(table));
        logger.info(`wrote _redirects with ${table.length} rules`);
      },
    },
  };
}
