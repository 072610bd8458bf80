// npm run test:e2e: the sample build and the build against the Strapi replay, then Playwright's
// site projects, and beside them the checks of the built HTML (npm run test:dist) at a lower
// priority: they read only the files, need no browser, and take what the browsers leave of the
// processor instead of holding Playwright back (their output follows Playwright's). One entry
// rather than an `&&` chain, so that a run stopped by a signal (to npm, to this script, or its
// parent gone) stops all of it, Playwright's web servers included (scripts/harness/processes.mjs).
// Arguments go to Playwright: npm run test:e2e -- e2e/header.spec.ts
import { spawn } from 'node:child_process';
import { assertPortsAvailable, isRunRoot, stopAllOnExit, stopRun } from './processes.mjs';
import { PORTS, portOf } from './ports.mjs';
import { niced, runCaptured } from './captured.mjs';
import { READY_NICE } from './tiers.mjs';

stopAllOnExit();
const SITE_PORTS = ['e2eSite', 'e2eReplay', 'e2eCmsSite', 'e2eEdge'];
try {
  await assertPortsAvailable(SITE_PORTS.map((key) => ({ port: portOf(key), variable: PORTS[key].variable })));
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const step = (command, args) =>
  new Promise((done) => spawn(command, args, { stdio: 'inherit' }).on('close', (c, signal) => done(c ?? (signal ? 1 : 0))));
let code = 0;
for (const args of [['scripts/harness/build-e2e.mjs', '--cms'], ['scripts/harness/build-e2e.mjs']]) {
  code = await step(process.execPath, args);
  if (code !== 0) break;
}
if (code === 0) {
  const dist = runCaptured(...niced(npm, ['run', '--silent', 'test:dist'], READY_NICE));
  code = await step(npm, ['exec', '--', 'playwright', 'test', ...process.argv.slice(2)]);
  const checked = await dist;
  process.stdout.write(`\n== test:dist (beside Playwright)\n${checked.out}`);
  code ||= checked.code;
}
// Whatever a step left behind (a web server of a Playwright that did not stop it) goes with the run.
if (isRunRoot()) await stopRun();
// A pipe takes test:dist's held output a piece at a time: exit only once it has all of it.
await new Promise((drained) => process.stdout.write('', drained));
process.exit(code);
