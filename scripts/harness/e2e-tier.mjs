// npm run test:e2e: the sample build and the build against the Strapi replay, the checks of the
// built HTML (npm run test:dist), then Playwright's site projects. One entry rather than an `&&`
// chain, so that a run stopped by a signal (to npm, to this script, or its parent gone) stops all
// of it, Playwright's web servers included (scripts/harness/processes.mjs). Arguments go to
// Playwright: npm run test:e2e -- e2e/header.spec.ts
import { spawn } from 'node:child_process';
import { assertPortsAvailable, isRunRoot, stopAllOnExit, stopRun } from './processes.mjs';
import { PORTS, portOf } from './ports.mjs';

stopAllOnExit();
const SITE_PORTS = ['e2eSite', 'e2eReplay', 'e2eCmsSite', 'e2eEdge'];
try {
  await assertPortsAvailable(SITE_PORTS.map((key) => ({ port: portOf(key), variable: PORTS[key].variable })));
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const steps = [
  [process.execPath, ['scripts/harness/build-e2e.mjs', '--cms']],
  [process.execPath, ['scripts/harness/build-e2e.mjs']],
  [npm, ['run', '--silent', 'test:dist']],
  [npm, ['exec', '--', 'playwright', 'test', ...process.argv.slice(2)]],
];
let code = 0;
for (const [command, args] of steps) {
  code = await new Promise((done) => spawn(command, args, { stdio: 'inherit' }).on('close', (c, signal) => done(c ?? (signal ? 1 : 0))));
  if (code !== 0) break;
}
// Whatever a step left behind (a web server of a Playwright that did not stop it) goes with the run.
if (isRunRoot()) await stopRun();
process.exit(code);
