// Builds the sites the end-to-end tests drive, with fake third-party identifiers
// (e2e/support/test-env.json) so the forms have somewhere to send; the tests intercept every
// such request at the browser's network boundary and nothing leaves the machine.
//   node scripts/harness/build-e2e.mjs          -> dist/      with the bundled sample blog
//   node scripts/harness/build-e2e.mjs --cms    -> dist-cms/  against the Strapi replay server
import { readFileSync } from 'node:fs';
import { assertPortsFree, startGroup, stopAllOnExit, stopGroup } from './processes.mjs';
import { portOf } from './ports.mjs';
import { readsProblems } from './build-reads.mjs';

const testEnv = JSON.parse(readFileSync(new URL('../../e2e/support/test-env.json', import.meta.url), 'utf8'));
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
const cms = process.argv.includes('--cms');

// The replay server runs in its own process group, ended however this script ends.
stopAllOnExit();
let replay = null;
let status = 1;
const port = portOf('e2eReplay');
try {
  if (cms) {
    env.PUBLIC_STRAPI_URL = `http://127.0.0.1:${port}`;
    replay = startGroup(process.execPath, ['scripts/harness/strapi-replay.mjs', String(port)], { stdio: 'inherit' });
    await waitFor(`${env.PUBLIC_STRAPI_URL}/_health`);
  }
  // Asynchronous, so a Ctrl-C during the build still reaches the handler above.
  const build = startGroup(process.execPath, ['scripts/build/build.mjs', '--outDir', cms ? 'dist-cms' : 'dist'], { stdio: 'inherit', env });
  status = await new Promise((resolve) => build.once('exit', (code) => resolve(code ?? 1)));
  if (cms && status === 0) {
    const problems = readsProblems((await (await fetch(`${env.PUBLIC_STRAPI_URL}/_asked`)).json()).asked);
    if (problems.length > 0) {
      console.error(`The build read the CMS more than once (docs/ARCHITECTURE.md):\n  ${problems.join('\n  ')}`);
      status = 1;
    }
  }
} catch (err) {
  console.error(err);
} finally {
  await stopGroup(replay);
}
if (cms) {
  try {
    await assertPortsFree([port]);
  } catch (err) {
    console.error(err.message);
    status = 1;
  }
}
process.exit(status);

async function waitFor(url) {
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}
