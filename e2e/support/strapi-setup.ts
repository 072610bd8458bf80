import { readFileSync } from 'node:fs';
import { specsEnvFile } from '../../scripts/harness/cms-e2e/run.mjs';

/**
 * Playwright's global setup of a CMS run, after its web server (scripts/harness/cms-e2e.mjs) is up:
 * the variables it wrote for the specs (where everything is, the run's tokens and secrets) go into
 * the environment the workers start with.
 */
export default function strapiSetup(): void {
  Object.assign(process.env, JSON.parse(readFileSync(specsEnvFile(process.env.STRAPI_E2E!), 'utf8')));
}
