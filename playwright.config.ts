import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgsFor, chromiumExecutable } from './scripts/harness/chromium.mjs';
import { ANY_SCREEN, SWEEP, phone } from './e2e/support/devices';
import { PORTS, cmsRunPortOf, portOf } from './scripts/servers/ports.mjs';
import { assertPortsAvailable, stopAllOnExit } from './scripts/servers/processes.mjs';
import { STRAPI_FILTER, leftOut } from './scripts/harness/cms-e2e/run.mjs';
import { postgresBin } from './scripts/harness/postgres.mjs';
import { stepAsideWithoutCms } from './scripts/harness/step-aside.mjs';
import { load as loadAsset } from './e2e/support/asset-loader.mjs';

// The specs import the site's data, which imports images: e2e/support/asset-loader.mjs loads them.
registerHooks({ load: loadAsset });

/** Ports of our own: never reuse a server this run did not start. */
const port = portOf('e2eSite');
const cmsPort = portOf('e2eReplay');
const cmsSitePort = portOf('e2eCmsSite');
const edgePort = portOf('e2eEdge');
/** Each web server that builds first waits for a cold build on a slow machine (docs/performance.md has its time). */
const BUILD_TIMEOUT = 240_000;
/**
 * The CMS suites' run, sqlite or postgres (`npm run test:cms`, `npm run test:cms:postgres`): its
 * web server is scripts/harness/cms-e2e.mjs (Strapi, its store, the build against it, the edge).
 * The two may run side by side, each with its own ports and folders.
 */
const strapiRun = process.env.STRAPI_E2E;
const onPostgres = strapiRun === 'postgres';
if (strapiRun && !process.env.TEST_WORKER_INDEX) {
  stepAsideWithoutCms(onPostgres);
  // Each test in one of the two runs, as the strapi project's own filter: the workers, which load
  // this file without the command line, inherit it.
  Object.assign(process.env, leftOut(onPostgres, process.argv, Boolean(postgresBin())));
}
// A port another process holds is named with its holder before anything starts (Playwright would
// only say the port is used). Once, in the runner: its workers load this file while the servers run.
// npm passes no SIGHUP on, and Playwright stops its web servers on SIGINT only: in the runner, a
// signal or the loss of the npm above it stops every process of the run (scripts/servers/processes.mjs).
if (!process.env.TEST_WORKER_INDEX) stopAllOnExit();
if (!strapiRun && !process.env.TEST_WORKER_INDEX) {
  const keys = ['e2eSite', 'e2eReplay', 'e2eCmsSite', 'e2eEdge'] as const;
  await assertPortsAvailable(keys.map((key) => ({ port: portOf(key), variable: PORTS[key]?.variable ?? '' })));
}
/** The edge specs need Cloudflare's runtime, installed apart: npm install --prefix edge. */
const hasEdge = existsSync('edge/node_modules/.bin/wrangler');
if (!hasEdge) console.warn('Skipping the edge specs: run `npm install --prefix edge` to include them.');
/**
 * A run that opens a window (--headed, --debug, PWDEBUG, UI mode, an editor's test server) needs
 * the full browser. The workers load this file again, without the command line: the runner's
 * answer reaches them in E2E_HEADED, as they inherit its environment.
 */
const headed =
  process.env.E2E_HEADED === '1' ||
  process.argv.some((arg) => /^--(headed|debug|ui|ui-host|ui-port)(=|$)/.test(arg) || arg === 'test-server') ||
  Boolean(process.env.PWDEBUG && process.env.PWDEBUG !== '0');
if (headed) process.env.E2E_HEADED = '1';
const executablePath = chromiumExecutable({ headlessShell: !headed });

/** This Playwright run's name: its output folder, report and HTML report are named after it. */
const runName = strapiRun ? `strapi-${strapiRun}` : 'site';

const phoneUse = { ...phone(), baseURL: `http://127.0.0.1:${port}` };
const desktopUse = { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1440, height: 900 } };

const strapiUse = {
  ...devices['Desktop Chrome'],
  baseURL: `http://127.0.0.1:${cmsRunPortOf('strapiSite', onPostgres)}`,
  viewport: { width: 1280, height: 900 },
};
const ROUND_TRIP = 'strapi/backup-round-trip.spec.ts';
const strapiProjects = [
  {
    name: 'strapi',
    testMatch: 'strapi/**/*.spec.ts',
    testIgnore: ROUND_TRIP,
    // Each test in one of the two runs (scripts/harness/cms-e2e/run.mjs, leftOut): the project's own
    // filter, which holds when the round trip pulls the project in as its dependency.
    ...(process.env[STRAPI_FILTER.grep] ? { grep: new RegExp(process.env[STRAPI_FILTER.grep]!) } : {}),
    ...(process.env[STRAPI_FILTER.grepInvert] ? { grepInvert: new RegExp(process.env[STRAPI_FILTER.grepInvert]!) } : {}),
    use: strapiUse,
  },
  // The backup round trip loses the database and the uploads on purpose: after every other spec,
  // on PostgreSQL, the production database (a backup is Strapi's own export and import, the same
  // code on any database). Never tried again in CI either: a second try would start on the
  // database the first one emptied.
  ...(onPostgres ? [{ name: 'strapi-round-trip', testMatch: ROUND_TRIP, dependencies: ['strapi'], retries: 0, use: strapiUse }] : []),
];

export default defineConfig({
  testDir: './e2e',
  // Specs only: e2e/support's *.test.ts are Vitest's.
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A test that fails once fails the run, in CI as on a laptop: "no flaky test" means no retry
  // rescues one. CI still tries it once more, for the trace of the second try, and then fails.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  // Two on the two cores: a third gained nothing beyond the machine's drift from run to run, and
  // a run with it failed a first view's layout-shift check (docs/performance.md, "Measured
  // and not taken"). The CMS runs take one: their specs stop and start the same Strapi.
  workers: strapiRun ? 1 : 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The site's projects and the CMS tiers are separate Playwright runs: each its own folders, as
  // Playwright empties its output folder when it starts.
  outputDir: `test-results/${runName}`,
  reporter: [['list'], ...(process.env.CI ? [] : [['html', { open: 'never', outputFolder: `playwright-report/${runName}` }] as const])],
  use: {
    // Recording a trace costs a fifth of the suite's time (a screencast of every page): only a
    // failed test's second try records one, for a failure that only a trace can explain.
    trace: 'on-first-retry',
    launchOptions: { args: chromiumArgsFor(executablePath), ...(executablePath ? { executablePath } : {}) },
  },
  projects: strapiRun
    ? strapiProjects
    : [
        {
          name: 'mobile',
          testIgnore: ['cms/**', 'edge/**', 'strapi/**', 'first-run/**'],
          grepInvert: new RegExp(SWEEP),
          // A real phone, not a narrow desktop window: a mobile viewport (meta viewport honoured,
          // the layout width can exceed the screen), touch, and a phone's pixel density.
          use: phoneUse,
        },
        {
          name: 'desktop',
          testIgnore: ['cms/**', 'edge/**', 'strapi/**', 'first-run/**'],
          grepInvert: new RegExp(`${ANY_SCREEN}|${SWEEP}`),
          use: desktopUse,
        },
        // CI's sweep: every check of e2e/wcag22.spec.ts on every URL of the sitemap that is not a
        // template, at both widths. Run only when named (npm run test:sweep); the contributor's
        // suite checks those URLs with axe on the phone.
        { name: 'sweep-mobile', testMatch: 'wcag22.spec.ts', grep: new RegExp(SWEEP), default: false, use: phoneUse },
        { name: 'sweep-desktop', testMatch: 'wcag22.spec.ts', grep: new RegExp(SWEEP), default: false, use: desktopUse },
        {
          // The site built against the Strapi replay server (scripts/harness/build-e2e.mjs --cms).
          name: 'cms',
          testMatch: 'cms/**/*.spec.ts',
          use: {
            ...devices['Desktop Chrome'],
            baseURL: `http://127.0.0.1:${cmsSitePort}`,
            viewport: { width: 1280, height: 900 },
          },
        },
        ...(hasEdge
          ? [
              {
                // dist/ on Cloudflare's workerd (wrangler pages dev): _redirects, _headers, CSP.
                name: 'edge',
                testMatch: 'edge/**/*.spec.ts',
                use: {
                  ...devices['Desktop Chrome'],
                  baseURL: `http://127.0.0.1:${edgePort}`,
                  viewport: { width: 1280, height: 900 },
                },
              },
            ]
          : []),
      ],
  // Each build is made by the web server that serves it (scripts/harness/build-e2e.mjs), one after
  // the other as Playwright starts them in order: the replay first, as the second build reads it;
  // the edge last, as it serves dist/. --ignore-lock: Astro 7 lets one `astro preview` run per
  // project unless told otherwise, and the suite serves two builds at once.
  // The CMS runs: the variables cms-e2e.mjs wrote once its servers were up, for the specs.
  ...(strapiRun ? { globalSetup: './e2e/support/strapi-setup.ts' } : {}),
  webServer: strapiRun
    ? [
        {
          command: `node scripts/harness/cms-e2e.mjs${onPostgres ? ' --postgres' : ''}${process.env.CMS_E2E_NO_ADMIN === '1' ? ' --no-admin' : ''}`,
          url: `http://127.0.0.1:${cmsRunPortOf('strapiControl', onPostgres)}/ready`,
          reuseExistingServer: false,
          // PostgreSQL, Strapi seeded, the admin panel built once, the site built, the edge twice.
          timeout: 600_000,
          stdout: 'pipe' as const,
          // It stops its servers and removes the run's data before it exits.
          gracefulShutdown: { signal: 'SIGINT' as const, timeout: 60_000 },
        },
      ]
    : [
        {
          command: `node e2e/support/strapi-replay.mjs ${cmsPort}`,
          url: `http://127.0.0.1:${cmsPort}/_health`,
          reuseExistingServer: false,
          timeout: 30_000,
          stdout: 'ignore',
        },
        {
          command: `node scripts/harness/build-e2e.mjs --cms && exec npx astro preview --ignore-lock --outDir dist-cms --port ${cmsSitePort} --host 127.0.0.1`,
          url: `http://127.0.0.1:${cmsSitePort}/`,
          reuseExistingServer: false,
          timeout: BUILD_TIMEOUT,
          stdout: 'ignore',
        },
        {
          command: `node scripts/harness/build-e2e.mjs && exec npx astro preview --ignore-lock --port ${port} --host 127.0.0.1`,
          url: `http://127.0.0.1:${port}/`,
          reuseExistingServer: false,
          timeout: BUILD_TIMEOUT,
          stdout: 'ignore',
        },
        ...(hasEdge
          ? [
              {
                command: `node scripts/dev/preview-edge.mjs ${edgePort} dist`,
                url: `http://127.0.0.1:${edgePort}/`,
                reuseExistingServer: false,
                timeout: 90_000,
                stdout: 'ignore' as const,
              },
            ]
          : []),
      ],
});
