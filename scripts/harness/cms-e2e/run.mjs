// One run of the CMS suites: its options from the command line, its ports, folders, per-run
// secrets and the environment Strapi starts with. Nothing here starts a process.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { throwawayStrapiEnv } from '../strapi-env.mjs';

/**
 * The enquiry door's limits on the suite's edges, per client and minute: the first layer (the
 * Rate Limiting binding) below the D1 counter's, so that a flood shows which layer refused it.
 */
export const SUITE_RATE_LIMITS = { firstLayer: 60, d1: '120/60' };

/**
 * Every CMS test runs once. A test whose outcome the database may change runs on PostgreSQL, the
 * production database. One whose outcome no database changes is tagged: `anyDatabase` runs in the
 * SQLite run, a developer's database, beside it (the PostgreSQL run leaves it out); `runOnPostgres`
 * in the PostgreSQL run, a long test there evening the two runs' lengths.
 */
export const DATABASE_TAGS = { anyDatabase: '@any-database', runOnPostgres: '@run-on-postgres' };

/** The variables that carry the strapi project's own filter to playwright.config.ts. */
export const STRAPI_FILTER = { grep: 'STRAPI_GREP', grepInvert: 'STRAPI_GREP_INVERT' };

/**
 * What a run leaves out of the strapi project: the other run's tests, as that project's own
 * `grep` or `grepInvert` (playwright.config.ts reads them from STRAPI_GREP and STRAPI_GREP_INVERT:
 * a filter on the command line would not reach the project when the round trip depends on it).
 * The SQLite run takes every test when PostgreSQL is not installed (its run steps aside), or of
 * the spec files the command line names (or a test of one, by line).
 * @param {boolean} onPostgres
 * @param {string[]} playwrightArgs
 * @param {boolean} postgresInstalled
 * @returns {Record<string, string>}
 */
export function leftOut(onPostgres, playwrightArgs, postgresInstalled) {
  if (onPostgres) return { [STRAPI_FILTER.grepInvert]: DATABASE_TAGS.anyDatabase };
  // A spec file, or a test of it by line (`strapi.spec.ts:42`).
  const namesSpecs = playwrightArgs.some((arg) => /\.spec\.ts(:\d+)*$/.test(arg));
  return namesSpecs || !postgresInstalled ? {} : { [STRAPI_FILTER.grep]: DATABASE_TAGS.anyDatabase };
}
import { s3BackupEnv, s3UploadEnv } from '../s3-store.mjs';
import { cmsRunPortOf } from '../../servers/ports.mjs';

const root = new URL('../../../', import.meta.url).pathname;
const cmsDir = `${root}cms`;

/**
 * What the specs of the run `name` (sqlite or postgres) are told, written by cms-e2e.mjs once every
 * server is up and read by Playwright's global setup (e2e/support/strapi-setup.ts).
 */
export const specsEnvFile = (name) => `${cmsDir}/.tmp/e2e-${name}/specs-env.json`;

/** What the command line asks for (see cms-e2e.mjs's usage). */
export function optionsOf(argv) {
  return {
    onPostgres: argv.includes('--postgres'),
    withAdmin: !argv.includes('--no-admin'),
    loadEnquiries: argv.includes('--load-enquiries'),
  };
}

/**
 * A run: its options, ports, folders and secrets, and the environment of its Strapi. Starts from
 * a fresh database, uploads and store every time: the seed loads the sample content again.
 */
export function createRun(argv) {
  const options = optionsOf(argv);
  // The SQLite and the PostgreSQL run share nothing (`npm test` runs them side by side): each
  // its own block of ports, folder of files and build.
  const name = options.onPostgres ? 'postgres' : 'sqlite';
  const port = (key) => cmsRunPortOf(key, options.onPostgres);
  const ports = {
    strapi: port('strapi'),
    site: port('strapiSite'),
    control: port('strapiControl'),
    edge: port('strapiEdge'),
    edgeInspector: port('strapiEdgeInspector'),
    postgres: port('strapiPostgres'),
    // For e2e/strapi/production-start.spec.ts: the real starts it makes, one at a time, beside the suite's.
    spare: port('strapiSpare'),
    // On PostgreSQL, a second Strapi on the same database, as a platform scaling the CMS out runs it.
    second: port('strapiSecond'),
    // The uploads' object storage (s3rver): a bucket of its own, emptied every run.
    s3: port('strapiS3'),
    // The edge again, with Turnstile on (a secret of this run, tokens checked by the control server).
    turnstileEdge: port('strapiTurnstileEdge'),
    turnstileInspector: port('strapiTurnstileInspector'),
  };
  /** The run's folder, as Strapi (started in cms/) is told it, and in full. */
  const tmp = `.tmp/e2e-${name}`;
  const dir = `${cmsDir}/${tmp}`;
  const files = {
    tmp,
    dir,
    token: `${dir}/token`,
    previewToken: `${dir}/preview-token`,
    enquiryToken: `${dir}/enquiry-token`,
    db: `${tmp}/e2e.db`,
    s3: `${dir}/s3`,
    specsEnv: specsEnvFile(name),
  };
  const buckets = {
    media: 'agency-media',
    /** The backups' own (cms/src/backup/bucket.js), on the same store. */ backups: 'agency-backups',
  };
  const urls = {
    strapi: `http://127.0.0.1:${ports.strapi}`,
    edge: `http://127.0.0.1:${ports.edge}`,
    site: `http://127.0.0.1:${ports.site}`,
    control: `http://127.0.0.1:${ports.control}`,
  };
  const secrets = {
    // Generated per run, like the other secrets; the specs check it never reaches a browser.
    preview: randomBytes(32).toString('base64url'),
    turnstile: `e2e-secret-${randomBytes(16).toString('hex')}`,
    rebuild: randomBytes(16).toString('base64url'),
    rebuildReport: randomBytes(32).toString('base64url'),
  };
  const uploadEnv = s3UploadEnv({ port: ports.s3, bucket: buckets.media });
  const strapiEnv = {
    ...throwawayStrapiEnv({ port: ports.strapi, dbFile: files.db }),
    ...uploadEnv,
    // Enquiries: a failed e-mail is announced to the control server (GET /alerts lists them);
    // the housekeeping runs every 5 seconds and keeps enquiries for 45 seconds, so that the specs
    // see an old one deleted and a recent one kept.
    ENQUIRY_ALERT_WEBHOOK_URL: `${urls.control}/alert`,
    ENQUIRY_HOUSEKEEPING_RULE: '*/5 * * * * *',
    ...(options.loadEnquiries ? {} : { ENQUIRY_RETENTION_DAYS: String(45 / 86_400) }),
    PREVIEW_SECRET: secrets.preview,
    PREVIEW_SITE_URL: urls.edge,
    // The site's origin: with the preview host, the only browser origins CORS lets read the API.
    SITE_URL: urls.site,
    CORS_ORIGINS: '',
    // The rebuild requests arrive at the control server (GET /rebuilds lists them), after half a
    // second of quiet; scheduled posts are looked at every 5 seconds.
    REBUILD_DISPATCH_URL: `${urls.control}/rebuild`,
    REBUILD_DISPATCH_TOKEN: secrets.rebuild,
    REBUILD_DEBOUNCE_MS: '500',
    // The deploy workflow's reports (e2e/strapi/rebuilds.spec.ts sends them as it would).
    REBUILD_REPORT_SECRET: secrets.rebuildReport,
    SCHEDULE_RULE: '*/5 * * * * *',
    BROWSER: 'false',
    ...(options.withAdmin ? { SERVE_ADMIN_PANEL: 'true' } : {}),
  };
  return {
    root,
    cmsDir,
    name,
    /** The site built against this run's Strapi. */
    siteDist: options.onPostgres ? 'dist-strapi-postgres' : 'dist-strapi',
    options,
    ports,
    files,
    buckets,
    urls,
    secrets,
    uploadEnv,
    strapiEnv,
    testEnv: JSON.parse(readFileSync(new URL('../../../e2e/support/test-env.json', import.meta.url), 'utf8')),
    hasEdge: existsSync(`${root}edge/node_modules/.bin/wrangler`),
    backupEnv: () => s3BackupEnv({ port: ports.s3, bucket: buckets.backups }),
    /** The enquiry route's create-only token, and rate limits the browser specs (all from 127.0.0.1) stay under. */
    enquiryEnv: () => ({
      STRAPI_ENQUIRY_TOKEN: readFileSync(files.enquiryToken, 'utf8').trim(),
      ENQUIRY_FIRST_LAYER_LIMIT: String(SUITE_RATE_LIMITS.firstLayer),
      ENQUIRY_RATE_LIMIT: SUITE_RATE_LIMITS.d1,
    }),
    /** The draft preview's shared secret and the edge's read-only token (scripts/harness/strapi-tokens.mjs). */
    previewEnv: () => ({ PREVIEW_SECRET: secrets.preview, STRAPI_PREVIEW_TOKEN: readFileSync(files.previewToken, 'utf8').trim() }),
    fullToken: () => readFileSync(files.token, 'utf8').trim(),
  };
}

/**
 * Everything a previous run of the same kind left: its folder (database, tokens, store, and the
 * erasure log, which, sealed with that run's key, the next run's Strapi would warn of and set
 * aside), and any upload that reached cms/public/uploads. The other kind's folder is left alone:
 * that run may be going on beside this one.
 */
export function resetRun(run) {
  const { cmsDir, files } = run;
  rmSync(files.dir, { recursive: true, force: true });
  mkdirSync(files.dir, { recursive: true });
  for (const f of existsSync(`${cmsDir}/public/uploads`) ? readdirSync(`${cmsDir}/public/uploads`) : []) {
    if (f !== '.gitkeep') rmSync(`${cmsDir}/public/uploads/${f}`, { force: true });
  }
}

/**
 * The variables the specs of a run start with: where everything is, its tokens and secrets.
 * @param {ReturnType<typeof createRun>} run
 * @param {{ adminSession: string, postgres: { url: string } | null, servers: { groups: Record<string, unknown> } }} started
 */
export function specsEnv(run, { adminSession, postgres, servers }) {
  const { cmsDir, files, ports, urls, options } = run;
  return {
    // The services the pages' controls need, for the specs' own builds (a build without them stops).
    ...run.testEnv,
    // Its folder of files, as Strapi started in cms/ is told it, for the specs' own starts.
    STRAPI_RUN_DIR: files.tmp,
    STRAPI_SITE_DIST: run.siteDist,
    STRAPI_ENQUIRY_TOKEN: readFileSync(files.enquiryToken, 'utf8').trim(),
    STRAPI_URL: urls.strapi,
    STRAPI_TOKEN: run.fullToken(),
    STRAPI_CONTROL: urls.control,
    STRAPI_REBUILD_REPORT_SECRET: run.secrets.rebuildReport,
    STRAPI_SPARE_PORT: String(ports.spare),
    STRAPI_MEDIA_URL: run.uploadEnv.UPLOAD_S3_PUBLIC_URL,
    STRAPI_MEDIA_DIR: `${files.s3}/${run.buckets.media}`,
    // The backups' bucket on the same store, for e2e/strapi/backups.spec.ts.
    STRAPI_BACKUP_ENV: JSON.stringify(run.backupEnv()),
    STRAPI_BACKUP_DIR: `${files.s3}/${run.buckets.backups}`,
    // One admin session for the whole run (e2e/support/strapi-admin.ts): Strapi allows five
    // sign-ins per address and e-mail in five minutes, and a spec's beforeAll runs again after a failure.
    STRAPI_ADMIN_SESSION: adminSession,
    // Where Strapi keeps its rows, for the specs that prove something is gone from the database itself.
    STRAPI_DATABASE: postgres ? postgres.url : `${cmsDir}/${files.db}`,
    ...(servers.groups.second ? { STRAPI_SECOND_URL: `http://127.0.0.1:${ports.second}` } : {}),
    STRAPI_SITE_URL: urls.site,
    ...(options.withAdmin ? { STRAPI_ADMIN_BUILT: '1' } : {}),
    ...run.previewEnv(),
    ...(servers.groups.edge ? { STRAPI_EDGE_URL: urls.edge, STRAPI_TURNSTILE_EDGE_URL: `http://127.0.0.1:${ports.turnstileEdge}` } : {}),
  };
}
