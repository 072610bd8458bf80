// npm test: every tier of the suite, in order, each as its own npm script, stopping at the first
// that fails. A tier that needs what the root install does not bring (Strapi, PostgreSQL, the
// edge runtime) says so in one line and steps aside by itself; with CI=true the CMS tiers fail instead.
//   npm test                              every tier (scripts/lib/tiers.mjs lists them)
//   npm test -- --through test:slow       the tiers up to and including test:slow (no browser, no server)
//   npm test -- --from test:cms:unit      the tiers from test:cms:unit on (.ci/run, after .ci/fresh-clone
//                                         has run the ones before it on a fresh clone of the same commit)
import { spawnSync } from 'node:child_process';
import { tiersToRun } from './lib/tiers.mjs';

const run = tiersToRun(process.argv.slice(2));
if ('error' in run) {
  console.error(run.error);
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
for (const tier of run.tiers) {
  const t0 = Date.now();
  const { status } = spawnSync(npm, ['run', '--silent', tier], { stdio: 'inherit' });
  times.push(`${tier} ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  if (status !== 0) {
    console.error(`\nnpm test: ${tier} failed (${times.join(', ')})`);
    process.exit(status ?? 1);
  }
}
console.log(`\nnpm test: ${run.tiers.length} tiers passed, ${run.tiers[0]} through ${run.tiers.at(-1)} (${times.join(', ')})`);
