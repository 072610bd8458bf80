// Every port the project's servers listen on, in one table: each has a variable that moves it
// (another process may hold a common port), and no two share a number (scripts/servers/ports.test.ts).
// docs/developers.md's port table is checked against this one (scripts/lint/architecture.test.ts).

/** @typedef {{ port: number, variable: string, what: string, by: string, span?: number }} PortUse */

/**
 * A port of the CMS suites (`test:cms`, `test:cms:postgres`), all given out by one script.
 * @param {number} port @param {string} variable @param {string} what @returns {PortUse}
 */
const cmsSuites = (port, variable, what) => ({ port, variable, what: `the CMS suites: ${what}`, by: '`scripts/harness/cms-e2e/run.mjs`' });

/** @type {Record<string, PortUse>} */
export const PORTS = {
  dev: { port: 4321, variable: 'PORT', what: '`npm run dev`, `npm run preview`, `npm start`', by: '`package.json`, `astro.config.mjs`' },
  edgePreview: {
    port: 8788,
    variable: '',
    what: "`npm run preview:edge` (its first argument); `npm run cms`'s draft preview (the CMS's `PREVIEW_SITE_URL`)",
    by: '`package.json`, `scripts/dev/cms-preview.mjs`',
  },
  cms: {
    port: 1337,
    variable: 'PORT',
    what: '`npm run cms` (the CMS, in its own environment)',
    by: '`cms/.env.example`, `cms/config/server.js`',
  },
  firstRun: {
    port: 4890,
    variable: 'FIRST_RUN_PORT',
    what: "`npm run test:first-run`: `npm start` as a new developer's first run serves it",
    by: '`playwright.first-run.config.ts`',
  },
  e2eSite: { port: 4873, variable: 'E2E_PORT', what: '`test:e2e`: the sample build', by: '`playwright.config.ts`' },
  e2eReplay: {
    port: 4874,
    variable: 'E2E_CMS_PORT',
    what: '`test:e2e`: the Strapi replay',
    by: '`playwright.config.ts`, `scripts/harness/build-e2e.mjs`',
  },
  e2eCmsSite: { port: 4875, variable: 'E2E_CMS_SITE_PORT', what: '`test:e2e`: the build against the replay', by: '`playwright.config.ts`' },
  e2eEdge: { port: 4876, variable: 'E2E_EDGE_PORT', what: '`test:e2e`: the sample build on the edge', by: '`playwright.config.ts`' },
  strapi: cmsSuites(4877, 'E2E_STRAPI_PORT', 'Strapi'),
  strapiSite: cmsSuites(4878, 'E2E_STRAPI_SITE_PORT', 'the build against it'),
  strapiControl: cmsSuites(4879, 'E2E_STRAPI_CONTROL_PORT', 'the control server and webhook receiver'),
  strapiEdge: cmsSuites(4880, 'E2E_STRAPI_EDGE_PORT', 'the edge'),
  strapiEdgeInspector: cmsSuites(4881, 'E2E_STRAPI_EDGE_INSPECTOR_PORT', 'the edge’s inspector'),
  strapiPostgres: cmsSuites(4882, 'E2E_STRAPI_POSTGRES_PORT', 'PostgreSQL'),
  strapiSpare: cmsSuites(4883, 'E2E_STRAPI_SPARE_PORT', 'the specs’ own starts'),
  strapiSecond: cmsSuites(4884, 'E2E_STRAPI_SECOND_PORT', 'a second Strapi'),
  strapiS3: cmsSuites(4885, 'E2E_STRAPI_S3_PORT', 'the S3-compatible store'),
  strapiTurnstileEdge: cmsSuites(4886, 'E2E_STRAPI_TURNSTILE_EDGE_PORT', 'the edge with Turnstile on'),
  strapiTurnstileInspector: cmsSuites(4887, 'E2E_STRAPI_TURNSTILE_INSPECTOR_PORT', 'that edge’s inspector'),
  loadStrapi: { port: 4888, variable: 'LOAD_STRAPI_PORT', what: '`scripts/measure/load-cms.mjs`', by: 'that script' },
  freshClone: { port: 4889, variable: 'FRESH_CLONE_PORT', what: '`.ci/fresh-clone`', by: 'that script' },
  lighthouse: { port: 4899, variable: 'LIGHTHOUSE_PORT', what: '`npm run audit:lighthouse`', by: '`scripts/checks/audit-lighthouse.mjs`' },
  // A random one of 50 from here, so two measurements side by side do not meet.
  measure: {
    port: 4900,
    span: 50,
    variable: 'MEASURE_PORT',
    what: '`scripts/measure/measure-build.mjs` (one from 4900 to 4949)',
    by: 'that script',
  },
};

/**
 * The CMS suites' PostgreSQL run (`test:cms:postgres`) takes each of their ports (the `strapi…`
 * rows) plus this, so that it can run beside the SQLite one.
 */
export const POSTGRES_RUN_PORT_SHIFT = 100;

/**
 * The port of the CMS suites' `name` (a `strapi…` row) in the SQLite run, or in the PostgreSQL
 * run (`onPostgres`), which takes its own block.
 * @param {keyof typeof PORTS} name @param {boolean} onPostgres @param {Record<string, string | undefined>} [env]
 */
export function cmsRunPortOf(name, onPostgres, env = process.env) {
  return portOf(name, env) + (onPostgres ? POSTGRES_RUN_PORT_SHIFT : 0);
}

/**
 * The port of `name`: its variable's value when set (a number), else the table's.
 * @param {keyof typeof PORTS} name
 * @param {Record<string, string | undefined>} [env]
 */
export function portOf(name, env = process.env) {
  const use = PORTS[name];
  const given = Number(use.variable ? env[use.variable] : undefined);
  if (Number.isInteger(given) && given > 0) return given;
  return use.port + (use.span ? Math.floor(Math.random() * use.span) : 0);
}
