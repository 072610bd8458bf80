// npm test: every tier of the suite, in order, each as its own npm script, stopping at the first
// that fails. A tier that needs what the root install does not bring (Strapi, PostgreSQL, the
// edge runtime) says so in one line and steps aside by itself; with CI=true the CMS tiers fail instead.
//   npm test                        every tier
//   npm test -- --through test:slow the tiers up to and including test:slow (no browser, no server)
import { spawnSync } from 'node:child_process';

/** The tiers, cheapest first; the first four need nothing but `npm install`. */
export const TIERS = ['check', 'lint', 'test:unit', 'test:slow', 'test:cms:unit', 'test:e2e', 'test:cms', 'test:cms:postgres'];

const at = process.argv.indexOf('--through');
const through = at === -1 ? TIERS.at(-1) : process.argv[at + 1];
if (!TIERS.includes(through)) {
  console.error(`--through takes one of: ${TIERS.join(', ')}`);
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
for (const tier of TIERS.slice(0, TIERS.indexOf(through) + 1)) {
  const t0 = Date.now();
  const { status } = spawnSync(npm, ['run', '--silent', tier], { stdio: 'inherit' });
  times.push(`${tier} ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  if (status !== 0) {
    console.error(`\nnpm test: ${tier} failed (${times.join(', ')})`);
    process.exit(status ?? 1);
  }
}
console.log(`\nnpm test: every tier passed through ${through} (${times.join(', ')})`);
