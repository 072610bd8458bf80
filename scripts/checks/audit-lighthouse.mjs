// Lighthouse audit of every page of the sitemap and /404, mobile and desktop, with the foundation budget
// (budget.lighthouse.json): median of 3 runs per path, using the shared measuring tool
// (../shared/tools/lighthouse). Not part of CI: its timings are too noisy on shared machines.
// Usage: npm run audit:lighthouse            (builds first; reports in lighthouse-*.json)
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { startGroup, stopAllOnExit, stopGroup } from '../harness/processes.mjs';
import { builtPaths } from './sitemap.mjs';
import { portOf } from '../harness/ports.mjs';

const toolSource = new URL('../../../shared/tools/lighthouse/', import.meta.url).pathname;
const toolDir = new URL('../../.lighthouse-tool/', import.meta.url).pathname;
if (!existsSync(`${toolDir}/node_modules`)) {
  if (!existsSync(toolSource)) {
    console.error(`The measuring tool is not at ${toolSource}.`);
    process.exit(1);
  }
  // The shared folder may be read-only: install a copy of the tool beside the project.
  cpSync(toolSource, toolDir, { recursive: true });
  spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: toolDir, stdio: 'inherit' });
}

const port = String(portOf('lighthouse'));
// /404 carries `noindex` (a not-found page is never indexed, and a direct request for it answers
// 200 on the CDN), which Lighthouse's SEO category scores down on purpose: the one expected
// exception, audited against the same budget without its SEO score.
const notFoundBudget = join(mkdtempSync(join(tmpdir(), 'lighthouse-')), 'budget-404.json');
const { seo: _seo, ...withoutSeo } = JSON.parse(readFileSync('budget.lighthouse.json', 'utf8'));
writeFileSync(notFoundBudget, JSON.stringify(withoutSeo));

// The services the pages' controls need, from the environment or else the end-to-end builds' stand-ins:
// the pages a visitor first loads never call them, and a build without them stops.
const testEnv = JSON.parse(readFileSync('e2e/support/test-env.json', 'utf8'));
if (!process.argv.includes('--no-build')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...testEnv, ...process.env } });
// Every page the build lists in its sitemap, the later list pages and category pages included: a
// list page whose lead cover is a photograph (/blog/page/2) was once the slowest of all, and on no
// list written by hand.
const paths = builtPaths('dist').join(',');
stopAllOnExit();
const server = startGroup('npx', ['astro', 'preview', '--ignore-lock', '--port', port, '--host', '127.0.0.1'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 4000));
let failed = false;
try {
  for (const form of ['mobile', 'desktop']) {
    for (const [runPaths, budget, out] of [
      [paths, 'budget.lighthouse.json', `lighthouse-${form}.json`],
      ['/404', notFoundBudget, `lighthouse-${form}-404.json`],
    ]) {
      const run = spawnSync(
        'node',
        [
          `${toolDir}/lighthouse-audit.mjs`,
          '--base',
          `http://127.0.0.1:${port}`,
          '--paths',
          runPaths,
          '--runs',
          '3',
          '--form',
          form,
          '--out',
          out,
          '--budget',
          budget,
        ],
        { stdio: 'inherit' },
      );
      failed ||= run.status !== 0;
    }
  }
} finally {
  await stopGroup(server);
}
process.exit(failed ? 1 : 0);
