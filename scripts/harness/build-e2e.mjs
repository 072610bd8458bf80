// Builds a site the end-to-end tests drive, with fake third-party identifiers
// (e2e/support/test-env.json) so the forms have somewhere to send; the tests intercept every
// such request at the browser's network boundary and nothing leaves the machine. Run by
// Playwright's web servers (playwright.config.ts), each before it serves its build:
//   node scripts/harness/build-e2e.mjs          -> dist/      with the bundled sample blog
//   node scripts/harness/build-e2e.mjs --cms    -> dist-cms/  against the Strapi replay server,
//                                                  which must be up (the web server before it)
// E2E_REUSE_BUILD=1 serves a build already made (CI's sweep, after npm test made it).
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { portOf } from '../servers/ports.mjs';

const cms = process.argv.includes('--cms');
const outDir = cms ? 'dist-cms' : 'dist';
if (process.env.E2E_REUSE_BUILD === '1' && existsSync(`${outDir}/index.html`)) process.exit(0);

const testEnv = JSON.parse(readFileSync(new URL('../../e2e/support/test-env.json', import.meta.url), 'utf8'));
const replay = `http://127.0.0.1:${portOf('e2eReplay')}`;
// Server-side variables that must never reach the browser (scripts/checks/no-secrets.mjs checks).
const env = {
  ...process.env,
  ...testEnv,
  STRAPI_API_TOKEN: 'canary-not-public-7f3a9c1e',
  PREVIEW_SECRET: 'canary-preview-secret-5d1e8b2a',
  STRAPI_PREVIEW_TOKEN: 'canary-preview-token-9c4f7a63',
  STRAPI_ENQUIRY_TOKEN: 'canary-enquiry-token-3e8d61b0',
  TURNSTILE_SECRET_KEY: 'canary-turnstile-secret-a41c9f27',
};
delete env.PUBLIC_STRAPI_URL;
if (cms) env.PUBLIC_STRAPI_URL = replay;

const build = spawnSync(process.execPath, ['scripts/build/build.mjs', '--outDir', outDir], { stdio: ['ignore', 'ignore', 'inherit'], env });
process.exit(build.status ?? 1);
