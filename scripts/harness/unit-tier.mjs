// npm run test:unit: the component tests (vitest project `dom`) and the rest (`unit`, `build`) as
// two vitest runs side by side, one core each. Vitest shares one jsdom between files only in a
// run with a single worker; with two workers it starts a worker, and loads jsdom (about a second),
// for every file. Each run's output is printed whole when it ends; the tier fails if either does.
//   node scripts/harness/unit-tier.mjs [vitest arguments, e.g. a file filter]
// With a filter, one of the two runs may find no file: the tier then fails only if neither ran a test.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runCaptured } from './captured.mjs';

const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const args = process.argv.slice(2);
const runs = [
  ['dom', ['--project', 'dom']],
  ['unit and build', ['--project', 'unit', '--project', 'build']],
];

const results = await Promise.all(
  runs.map(async ([name, projects]) => {
    const { code, out } = await runCaptured(process.execPath, [
      vitest,
      'run',
      ...projects,
      '--maxWorkers=1',
      ...(args.length ? ['--passWithNoTests'] : []),
      ...args,
    ]);
    process.stdout.write(`\n== test:unit: ${name}\n${out}`);
    return { name, code, ran: /Tests[^\n]*\d+ passed/.test(out) };
  }),
);
const failed = results.filter((r) => r.code !== 0);
if (failed.length) console.error(`\ntest:unit: ${failed.map((r) => r.name).join(' and ')} failed`);
else if (!results.some((r) => r.ran)) console.error('\ntest:unit: no test ran (a filter that matches no test file?)');
process.exit(failed.length || !results.some((r) => r.ran) ? 1 : 0);
