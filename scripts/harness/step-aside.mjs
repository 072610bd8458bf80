// A tier that needs what the root install does not bring (Strapi, PostgreSQL, the edge runtime)
// steps aside in one line when it is missing, so `npm install && npm test` passes on a fresh
// clone; under CI=true, where .ci/run installs everything, a missing piece fails the run instead.
import { existsSync } from 'node:fs';
import { postgresBin } from './postgres.mjs';

/** The CMS's install (npm install --prefix cms) is present. */
export const CMS_INSTALLED = existsSync(new URL('../../cms/node_modules/@strapi/strapi/package.json', import.meta.url));

/** Exit now, saying why, unless `present`: 0 on a developer's machine, 1 under CI. */
export function stepAsideUnless(present, message) {
  if (present) return;
  if (process.env.CI) {
    console.error(`${message} (CI must run it: failing.)`);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}

/** A CMS run steps aside without Strapi installed, or, on PostgreSQL (`onPostgres`), without PostgreSQL. */
export function stepAsideWithoutCms(onPostgres) {
  stepAsideUnless(CMS_INSTALLED, 'Strapi is not installed (npm install --prefix cms): skipping the end-to-end tests against the real CMS.');
  if (onPostgres)
    stepAsideUnless(postgresBin(), 'PostgreSQL is not installed (apt-get install postgresql): skipping the CMS tests on PostgreSQL.');
}
