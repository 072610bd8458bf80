import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import type { RedirectRule } from '../../config/redirects';
import { ENV } from '../../config/env';
import { normalizePath, toRedirectsFile } from '../../lib/redirects/rules';
import { cmsRedirectRules } from '../../lib/redirects/strapi';
import { fetchCmsRedirects } from '../strapi/redirects';
import { buildEnv } from './build-env';

/**
 * Writes `dist/_redirects` (real 301s on Cloudflare's static assets and Netlify): the legacy table, then
 * the editors' redirects from the CMS (when one is configured), checked against the pages this
 * build wrote. A redirect left out is named in the build log with its reason.
 */
export function redirectsFile(table: readonly RedirectRule[]): AstroIntegration {
  return {
    name: 'agency:redirects-file',
    hooks: {
      'astro:build:done': async ({ dir, pages, logger }) => {
        const host = buildEnv()[ENV.strapiUrl];
        let cms: RedirectRule[] = [];
        if (host) {
          const entries = await fetchCmsRedirects(host);
          if (entries === null) logger.warn(`the CMS at ${host} has no readable Redirect type: only the legacy redirects are written`);
          else {
            const livePaths = new Set(pages.map((p) => normalizePath(`/${p.pathname}`)));
            const { rules, skipped } = cmsRedirectRules(entries, { livePaths, legacy: table });
            for (const s of skipped) logger.warn(`CMS redirect ${s.from} -> ${s.to} left out: ${s.reason}`);
            cms = rules;
          }
        }
        await writeFile(new URL('_redirects', dir), toRedirectsFile([...table, ...cms]));
        logger.info(`wrote _redirects with ${table.length} rules${host ? ` and ${cms.length} from the CMS` : ''}`);
      },
    },
  };
}
