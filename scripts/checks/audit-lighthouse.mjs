// Lighthouse on every page of the sitemap and /404, mobile and desktop, held to budget.lighthouse.json:
// the median of 3 runs a path (Lighthouse's own median run), one page load at a time.
// Not in npm test or CI: its timings are too noisy on shared machines.
// Usage: npm run audit:lighthouse [-- --no-build] [-- --paths /,/about] [-- --form mobile]
// Lighthouse is installed into scripts/checks/lighthouse on the first run, not with the site.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { startGroup, stopAllOnExit, stopGroup, waitFor } from '../servers/processes.mjs';
import { builtPaths } from './sitemap.mjs';
import { portOf } from '../servers/ports.mjs';
import { chromiumExecutable } from '../harness/chromium.mjs';

const { values: args } = parseArgs({
  options: { 'no-build': { type: 'boolean' }, paths: { type: 'string' }, form: { type: 'string', multiple: true } },
});
const toolDir = fileURLToPath(new URL('./lighthouse/', import.meta.url));
/** The version a package.json holds, or null where there is none. */
const versionIn = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : null);
const wanted = JSON.parse(readFileSync(`${toolDir}package.json`, 'utf8')).dependencies.lighthouse;
// Installed on the first run, and again when the folder's package.json names another version.
if (versionIn(`${toolDir}node_modules/lighthouse/package.json`) !== wanted) {
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: toolDir, stdio: 'inherit' });
  if (install.status !== 0) process.exit(1);
}
const { default: lighthouse, desktopConfig } = await import(`${toolDir}node_modules/lighthouse/core/index.js`);
const { computeMedianRun } = await import(`${toolDir}node_modules/lighthouse/core/lib/median-run.js`);
const chromeLauncher = await import(`${toolDir}node_modules/chrome-launcher/dist/index.js`);

// The services the pages' controls need, from the environment or else the end-to-end builds' stand-ins:
// the pages a visitor first loads never call them, and a build without them stops.
const testEnv = JSON.parse(readFileSync('e2e/support/test-env.json', 'utf8'));
if (!args['no-build'] && spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...testEnv, ...process.env } }).status !== 0) {
  process.exit(1);
}
const budget = JSON.parse(readFileSync('budget.lighthouse.json', 'utf8'));
// /404 carries `noindex` (a not-found page is never indexed), which Lighthouse's SEO category scores
// down on purpose: the one expected exception, held to the same budget but for SEO.
const { seo: _seo, ...notFoundBudget } = budget;
const paths = args.paths?.split(',') ?? builtPaths('dist');

/** The figures kept of one run, by the budget's names. */
function summarize(lhr) {
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? 0;
  const scripts = lhr.audits['resource-summary'].details.items.find((i) => i.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(4)),
    scriptBytes: scripts?.transferSize ?? 0,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** Every budget figure the median run misses: scores are floors, the rest ceilings. */
const misses = (median, limits) =>
  Object.entries(limits)
    .filter(([key, limit]) =>
      ['performance', 'accessibility', 'bestPractices', 'seo'].includes(key) ? median[key] < limit : median[key] > limit,
    )
    .map(([key, limit]) => `${key} ${median[key]} (budget ${limit})`);

async function audit(url, form) {
  const lhrs = [];
  for (let run = 0; run < 3; run++) {
    // A fresh Chromium a run: chrome-launcher gives each its own profile and removes it on kill.
    const chrome = await chromeLauncher.launch({
      // The full browser, as a visitor's: a measurement is not the suite's headless shell.
      chromePath: chromiumExecutable({ headlessShell: false }),
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    try {
      const flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      };
      const { lhr } = await lighthouse(url, flags, form === 'desktop' ? desktopConfig : undefined);
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      lhrs.push(lhr);
    } finally {
      chrome.kill();
    }
  }
  return summarize(computeMedianRun(lhrs));
}

const port = portOf('lighthouse');
stopAllOnExit();
const server = startGroup('npx', ['astro', 'preview', '--ignore-lock', '--port', String(port), '--host', '127.0.0.1'], { stdio: 'ignore' });
// Audited once the server answers, not after a guess at its start-up.
await waitFor(`http://127.0.0.1:${port}/`, 20_000, server);
const failures = [];
try {
  for (const form of args.form ?? ['mobile', 'desktop']) {
    const results = [];
    for (const path of [...paths, '/404']) {
      const median = await audit(`http://127.0.0.1:${port}${path}`, form);
      const missed = misses(median, path === '/404' ? notFoundBudget : budget);
      console.log(`${form} ${path}: ${JSON.stringify(median)}${missed.length ? `  MISSES ${missed.join(', ')}` : ''}`);
      results.push({ path, median, missed });
      failures.push(...missed.map((m) => `${form} ${path}: ${m}`));
    }
    writeFileSync(`lighthouse-${form}.json`, JSON.stringify({ date: new Date().toISOString(), budget, results }, null, 2));
  }
} finally {
  await stopGroup(server);
}
if (failures.length) console.error(`Over budget:\n  ${failures.join('\n  ')}`);
process.exit(failures.length ? 1 : 0);
