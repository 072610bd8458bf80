import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import type { RedirectRule } from '../../config/redirects';
import { redirectPage, redirectPageFile } from '../../lib/redirects/rules';

/** How Astro 5 starts the page it writes for a redirect. */
const ASTRO_REDIRECT_PAGE = /^<!doctype html><title>Redirecting to: /i;

/**
 * Rewrites the meta-refresh pages Astro leaves at every exact redirect's old address with valid
 * ones (lib/redirects/rules.ts `redirectPage`): Astro's have no language and a refresh value that the
 * HTML standard does not allow (`0;url=`), which the Nu Html Checker (npm run test:dist) rejects.
 */
export function redirectPages(table: readonly RedirectRule[]): AstroIntegration {
  let origin = 'http://localhost';
  return {
    name: 'agency:redirect-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        if (config.site) origin = config.site;
      },
      'astro:build:done': async ({ dir, logger }) => {
        let written = 0;
        for (const rule of table) {
          const file = redirectPageFile(rule);
          if (!file) continue;
          const url = new URL(file, dir);
          // Only Astro's own redirect page is replaced, never a page of the site.
          if (!existsSync(url) || !ASTRO_REDIRECT_PAGE.test(await readFile(url, 'utf8'))) continue;
          await writeFile(url, redirectPage(rule, origin));
          written++;
        }
        logger.info(`rewrote ${written} redirect pages`);
      },
    },
  };
}
