// The e2e/strapi specs of a run, in Playwright's strapi project, told where everything is.
import { readFileSync } from 'node:fs';
import { startGroup } from '../processes.mjs';
import { leftOut } from './run.mjs';
import { postgresBin } from '../postgres.mjs';

/** The e2e/strapi specs, run asynchronously so this process keeps answering stop/start. */
export function runSpecs(run, servers, { adminSession, postgres }) {
  const { root, cmsDir, files, ports, urls, options } = run;
  // One admin session for the whole run (e2e/support/strapi-admin.ts): Strapi allows five
  // sign-ins per address and e-mail in five minutes, and a spec's beforeAll runs again after a failure.
  const session = adminSession;
  // One worker: two spec files stop and start the same Strapi.
  const extra = options.playwrightArgs;
  // Each test runs in one of the two runs (DATABASE_TAGS).
  const only = options.noTests ? {} : leftOut(options.onPostgres, extra, Boolean(postgresBin()));
  // The backup round trip: its own project, after the others (it depends on them), as it loses the database on purpose.
  if (options.withRoundTrip && extra.some((arg) => arg.endsWith('.spec.ts')))
    throw new Error('--backup-round-trip runs after every spec: name spec files, or ask for the round trip, not both.');
  const projects = options.withRoundTrip
    ? options.noTests
      ? ['--project=strapi-round-trip', '--no-deps']
      : ['--project=strapi-round-trip']
    : ['--project=strapi'];
  const playwright = startGroup('npx', ['playwright', 'test', ...projects, '--workers=1', ...extra], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...only,
      // The services the pages' controls need, for the specs' own builds (a build without them stops).
      ...run.testEnv,
      // The run's name (sqlite or postgres): its own output folder and report (playwright.config.ts).
      STRAPI_E2E: run.name,
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
      STRAPI_ADMIN_SESSION: session,
      // Where Strapi keeps its rows, for the specs that prove something is gone from the database itself.
      STRAPI_DATABASE: postgres ? postgres.url : `${cmsDir}/${files.db}`,
      ...(servers.groups.second ? { STRAPI_SECOND_URL: `http://127.0.0.1:${ports.second}` } : {}),
      STRAPI_SITE_URL: urls.site,
      ...(options.withAdmin ? { STRAPI_ADMIN_BUILT: '1' } : {}),
      ...run.previewEnv(),
      ...(servers.groups.edge ? { STRAPI_EDGE_URL: urls.edge, STRAPI_TURNSTILE_EDGE_URL: `http://127.0.0.1:${ports.turnstileEdge}` } : {}),
    },
  });
  return new Promise((resolve) => playwright.on('exit', (code) => resolve(code ?? 1)));
}
