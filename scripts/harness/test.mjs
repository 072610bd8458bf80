// npm test: every tier of the suite, each as its own npm script, stopping at the first that
// fails. A tier that needs what the root install does not bring (Strapi, PostgreSQL, the edge
// runtime) says so in one line and steps aside by itself; with CI=true the CMS tiers fail instead.
// Some tiers run beside another, one after the other (BESIDE in scripts/harness/tiers.mjs says which
// and why): their output is held back and printed whole after the other's, and the run stops
// after the pair if either failed. Some get ready beside another at a lower priority and run
// their tests after it has passed (READY_BESIDE), their output held back the same way.
//   npm test                              every tier (scripts/harness/tiers.mjs lists them)
//   npm test -- --through test:slow       the tiers up to and including test:slow (no browser, no server)
//   npm test -- --from test:cms:unit      the tiers from test:cms:unit on (.ci/run, after .ci/fresh-clone
//                                         has run the ones before it on a fresh clone of the same commit)
//   npm test -- --one-at-a-time           every tier in order, none beside another
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { niced, runCaptured } from './captured.mjs';
import { assertPortsAvailable, stopAllOnExit, stopRun } from './processes.mjs';
import { PORTS, cmsRunPortOf, portOf } from './ports.mjs';
import { GO_FILE_ENV, READY_NICE, signalGo, tiersToRun } from './tiers.mjs';
import { REPORTS, failedTests } from './failures.mjs';
import { NODE_ENGINES, isSupportedNode } from './packaged-node.mjs';

// npm runs this on the root's packaged Node; run by hand on an older one, every tier would fail
// in its own obscure way.
if (!isSupportedNode(process.version)) {
  console.error(
    `npm test needs Node ${NODE_ENGINES}; this is ${process.version}. Run it as \`npm test\`, which uses the project's own Node (node_modules/.bin/node).`,
  );
  process.exit(1);
}

const run = tiersToRun(process.argv.slice(2));
if ('error' in run) {
  console.error(run.error);
  process.exit(2);
}

// The root of the run: stopped by a signal, or by the loss of the npm above it, it stops every
// process its tiers started, however deep (scripts/harness/processes.mjs).
/** The folders of the go files (READY_BESIDE) this run made. */
const goDirs = [];
const removeGoDirs = async () => goDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
stopAllOnExit(removeGoDirs);
/** Ends the run: nothing a tier started outlives it (a tier's own clean-up normally leaves nothing). */
async function finish(code) {
  await stopRun();
  await removeGoDirs();
  // A pipe takes a held output of a tier beside another a piece at a time: exit only once it has
  // all of it, or its end (and the line of times after it) would be lost.
  await new Promise((drained) => process.stdout.write('', drained));
  process.exit(code);
}

// The servers' ports, checked before the first tier rather than failing a spec with EADDRINUSE.
if (run.tiers.some((tier) => /^test:(e2e|cms)/.test(tier))) {
  try {
    const onPostgres = run.tiers.includes('test:cms:postgres');
    await assertPortsAvailable(
      Object.entries(PORTS)
        .filter(([key]) => /^(e2e|strapi)/.test(key))
        .flatMap(([key, use]) => [
          { port: portOf(key), variable: use.variable },
          // The PostgreSQL run's own block (scripts/harness/cms-e2e/run.mjs).
          ...(onPostgres && key.startsWith('strapi') ? [{ port: cmsRunPortOf(key, true), variable: use.variable }] : []),
        ]),
    );
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const besideSome = new Set([...Object.values(run.beside), ...Object.values(run.ready)].flat());
const seconds = (t0, t1 = Date.now()) => `${((t1 - t0) / 1000).toFixed(0)} s`;

/** Tiers one after the other until one fails, each one's output held back. */
async function lane(tiers) {
  const ran = [];
  for (const tier of tiers) {
    const t0 = Date.now();
    const { code, out } = await runCaptured(npm, ['run', '--silent', tier]);
    ran.push({ tier, code, out, time: `${tier} ${seconds(t0)}` });
    if (code !== 0) break;
  }
  return ran;
}

/** A tier readied beside a lead (READY_BESIDE): started now at READY_NICE, told through its go file how the lead ended. */
function readied(tier, goFile) {
  return runCaptured(...niced(npm, ['run', '--silent', tier], READY_NICE), { [GO_FILE_ENV]: goFile }).then(({ code, out }) => ({
    tier,
    code,
    out,
    endedAt: Date.now(),
  }));
}

const times = [];
const started = Date.now();
for (const tier of run.tiers.filter((t) => !besideSome.has(t))) {
  const others = run.beside[tier] ?? [];
  const ready = run.ready[tier] ?? [];
  if (others.length) console.log(`\n${others.join(' and ')} run beside ${tier}: their output follows its own.`);
  if (ready.length) console.log(`\n${ready.join(' and ')} get ready beside ${tier} and test after it: their output follows its own.`);
  const goDir = ready.length ? mkdtempSync(join(tmpdir(), 'agency-npm-test-go-')) : null;
  if (goDir) goDirs.push(goDir);
  const readying = ready.map((t) => readied(t, join(goDir, 'go')));
  const beside = lane(others);
  const t0 = Date.now();
  const code = await new Promise((done) => spawn(npm, ['run', '--silent', tier], { stdio: 'inherit' }).on('close', (c) => done(c ?? 1)));
  const leadEnded = Date.now();
  if (goDir) await signalGo(join(goDir, 'go'), code === 0);
  const besides = await beside;
  // After a failed lead, the tiers readied beside it run no test; finish() stops them wherever
  // they are, and their output (servers starting) would only bury the lead's failure.
  const after = code === 0 ? await Promise.all(readying) : [];
  times.push(`${tier} ${seconds(t0, leadEnded)}`, ...besides.map((r) => `${r.time} beside it`));
  // A readied tier's time counts from the lead's end, when its tests may begin (one that ended
  // while getting ready, failed or stepped aside, counts as ending with the lead).
  times.push(...after.map((r) => `${r.tier} ${seconds(leadEnded, Math.max(leadEnded, r.endedAt))} after it`));
  for (const { tier: other, out } of besides) process.stdout.write(`\n== ${other} (beside ${tier})\n${out}`);
  for (const { tier: other, out } of after) process.stdout.write(`\n== ${other} (ready beside ${tier}, tested after it)\n${out}`);
  const failed = [...(code !== 0 ? [{ tier, code }] : []), ...besides.filter((r) => r.code !== 0), ...after.filter((r) => r.code !== 0)];
  if (failed.length) {
    const tests = REPORTS.flatMap((file) => failedTests(file, started));
    if (tests.length) console.error(`\nThe tests that failed:\n  ${tests.join('\n  ')}`);
    console.error(`\nnpm test: ${failed.map((f) => f.tier).join(' and ')} failed (${times.join(', ')})`);
    await finish(failed[0].code || 1);
  }
}
console.log(`\nnpm test: ${run.tiers.length} tiers passed, ${run.tiers[0]} through ${run.tiers.at(-1)} (${times.join(', ')})`);
await finish(0);
