// npm test: the contributor's suite, the npm scripts below in order, stopping at the first that
// fails (docs/developers.md, "What npm test runs"). One entry rather than an `&&` chain: npm and
// `sh -c` pass a SIGTERM or SIGHUP on to no one, and a chain stopped so would leave its
// Playwright and web servers running; this entry stops every process of the run
// (scripts/servers/processes.mjs).
import { spawn } from 'node:child_process';
import { stopAllOnExit, stopRun } from '../servers/processes.mjs';
import { NODE_ENGINES, isSupportedNode } from './packaged-node.mjs';

/** The contributor's suite; what CI adds is in .ci/run. */
const STEPS = ['check', 'lint', 'test:unit', 'test:cms:unit', 'test:e2e', 'test:dist'];

// npm runs this on the root's packaged Node; run by hand on an older one, every step would fail
// in its own obscure way.
if (!isSupportedNode(process.version)) {
  console.error(`npm test needs Node ${NODE_ENGINES}; this is ${process.version}. Run it as \`npm test\`.`);
  process.exit(1);
}
stopAllOnExit();
// `npm test -- --from test:e2e`: the steps from the one named on (after a fix that concerns no step before it).
const from = process.argv.includes('--from') ? STEPS.indexOf(process.argv[process.argv.indexOf('--from') + 1]) : 0;
if (from < 0) {
  console.error(`--from takes one of: ${STEPS.join(', ')}`);
  process.exit(2);
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
for (const step of STEPS.slice(from)) {
  const t0 = Date.now();
  const code = await new Promise((done) => spawn(npm, ['run', '--silent', step], { stdio: 'inherit' }).on('close', (c) => done(c ?? 1)));
  console.log(`\nnpm test: ${step} ${code === 0 ? 'passed' : 'failed'} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  if (code !== 0) {
    await stopRun();
    process.exit(code);
  }
}
await stopRun();
