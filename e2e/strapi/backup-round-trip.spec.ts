import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { expect, test } from '@playwright/test';
import { startGroup, stopGroup } from '../../scripts/servers/processes.mjs';
import { writeTestTokens } from '../../scripts/harness/strapi-tokens.mjs';
import { addEditorsContent, buildDifferences, contentSnapshot, snapshotIsComplete } from '../support/cms-snapshot.mjs';
import { buildAgainstStrapi, control } from '../support/strapi-run';
import { addPersonToForget, eraseAsAdministrator, hostAttacks, wherePersonRemains } from '../support/forgotten.mjs';

/**
 * The operator's backup and restore (cms/scripts/backup.js, restore.js), proven on the run's own
 * Strapi and store: the content read and the site built; a backup into the backups' bucket; then
 * the database and the uploads lost; the restore of "latest" into them; and the same content
 * (drafts too), uploads and build. In between, a person's erasure that the restore of the earlier
 * backup must not undo, and what whoever holds the host tries against the bucket
 * (e2e/support/forgotten.mjs). Its own Playwright project, after every other CMS spec: it loses
 * the database on purpose (playwright.config.ts).
 */
const CMS = new URL('../../cms/', import.meta.url).pathname;
const ROOT = new URL('../../', import.meta.url).pathname;
const STRAPI = process.env.STRAPI_URL!;
const CONTROL = process.env.STRAPI_CONTROL!;
/** The run's folder (cms/.tmp/e2e-<sqlite|postgres>), in full. */
const RUN_DIR = `${CMS}${process.env.STRAPI_RUN_DIR}`;
const BACKUPS = `${RUN_DIR}/backups`;
const BACKUP_BUCKET_DIR = process.env.STRAPI_BACKUP_DIR!;
const SITE_DIST = process.env.STRAPI_SITE_DIST!;

type Env = Record<string, string>;
/** One of the run's switches, done (it answers 204). */
const turn = async (path: string, body?: Env) => {
  const res = await control(path, body);
  expect(res.status, `${path}: ${await res.text()}`).toBe(204);
};
const strapiEnv = async (): Promise<Env> => (await fetch(`${CONTROL}/strapi/env`)).json() as Promise<Env>;

/** The site built against the run's Strapi into `outDir`: the same variables before the backup and after the restore. */
function buildSite(outDir: string) {
  const build = buildAgainstStrapi(outDir);
  expect(build.status, `${build.stdout}${build.stderr}`.slice(-2_000)).toBe(0);
}

test('a backup comes back whole, an erased person stays erased, and the host can neither wipe nor forge a backup', async () => {
  test.setTimeout(900_000);
  // The project exists only in a run of scripts/harness/cms-e2e.mjs: without what it gives, the round trip fails, never skips.
  const needed = [
    ...['STRAPI_URL', 'STRAPI_CONTROL', 'STRAPI_TOKEN', 'STRAPI_ENQUIRY_TOKEN', 'STRAPI_ADMIN_SESSION'],
    ...['STRAPI_RUN_DIR', 'STRAPI_SITE_DIST', 'STRAPI_MEDIA_DIR', 'STRAPI_BACKUP_ENV', 'STRAPI_BACKUP_DIR'],
  ];
  expect(
    needed.filter((name) => !process.env[name]),
    'missing from scripts/harness/cms-e2e.mjs',
  ).toEqual([]);
  // The run's one admin session (e2e/support/strapi-admin.ts): Strapi allows five sign-ins in five minutes.
  const session = process.env.STRAPI_ADMIN_SESSION!;
  const key = randomBytes(24).toString('base64url');
  const buildBefore = `${SITE_DIST}-backup-before`;
  const buildAfter = `${SITE_DIST}-backup-after`;
  rmSync(BACKUPS, { recursive: true, force: true });
  const bucketEnv = JSON.parse(process.env.STRAPI_BACKUP_ENV!) as Env;

  // The specs' short retention (ENQUIRY_RETENTION_DAYS) would delete the round trip's enquiries while it runs: a year,
  // as in production (the second instance, which would apply it too, goes). The CMS as an
  // operator sets it up: the backups' bucket and the host's key to it, where its erasure log
  // goes, the schedule off (the round trip makes its backups itself).
  await turn('/strapi/second/stop');
  await turn('/strapi/stop');
  await turn('/strapi/start', { ENQUIRY_RETENTION_DAYS: '365', ...bucketEnv, BACKUP_SCHEDULE: 'off' });
  const env = { ...(await strapiEnv()), BACKUP_ENCRYPTION_KEY: key };
  const cmsScript = (script: string, args: string[]) => {
    const t0 = Date.now();
    const run = spawnSync(process.execPath, [script, ...args], { cwd: CMS, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(run.status, `cms/${script}: ${run.stderr}`.slice(-2_000)).toBe(0);
    return ((Date.now() - t0) / 1000).toFixed(1);
  };

  const enquiryToken = process.env.STRAPI_ENQUIRY_TOKEN!;
  await addEditorsContent(STRAPI, process.env.STRAPI_TOKEN!, enquiryToken);
  const forgotten = await addPersonToForget(STRAPI, enquiryToken);
  const before = await contentSnapshot(STRAPI, process.env.STRAPI_TOKEN!, session);
  expect(snapshotIsComplete(before), 'the content before the backup holds drafts, a redirect, SEO fields, covers, avatars').toBe(true);
  expect(Object.values(before.bytes).filter((hash) => String(hash).startsWith('HTTP'))).toEqual([]);
  buildSite(buildBefore);

  await test.step('stopped mid-export, or given a changed file, the scripts leave no plaintext behind', async () => {
    expect(await plaintextLeftAfterStops(env)).toEqual([]);
  });

  const backupSeconds = cmsScript('scripts/backup.js', []);
  // s3rver keeps each object as <key>._S3rver_object; the newest is this one (the schedule's spec made older ones).
  const file = readdirSync(BACKUP_BUCKET_DIR)
    .filter((f) => f.endsWith('._S3rver_object'))
    .map((f) => f.replace(/\._S3rver_object$/, ''))
    .sort()
    .at(-1)!;

  await test.step('the person asks to be forgotten after the backup; the host’s key cannot touch the backups', async () => {
    expect(await eraseAsAdministrator(STRAPI, session, forgotten)).toBe(2);
    expect(await hostAttacks({ cmsDir: CMS, runDir: RUN_DIR, backupEnv: env, bucket: bucketEnv.BACKUP_S3_BUCKET, name: file })).toEqual([]);
  });

  // Everything lost: the CMS stopped, an empty uploads bucket, an empty database. The backups'
  // bucket is elsewhere (another account or provider) and survives.
  await turn('/strapi/stop');
  await turn('/s3/stop');
  rmSync(process.env.STRAPI_MEDIA_DIR!, { recursive: true, force: true });
  await turn('/s3/start');
  await turn('/database/empty');
  const restoreSeconds = cmsScript('scripts/restore.js', ['latest', '--yes']);
  console.log(`Backup ${backupSeconds} s into the bucket (${file}), restore of "latest" ${restoreSeconds} s`);

  await test.step('the first start after the restore, the bucket out of reach, refuses to serve and says why', async () => {
    await turn('/s3/stop');
    const cms = startGroup(`${CMS}node_modules/.bin/strapi`, ['start'], {
      cwd: CMS,
      env: { ...env, SEED_SAMPLE_CONTENT: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [cms.stdout!, cms.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Asked all the while it starts: a CMS that served for a moment before it gave up is caught.
    let served = false;
    const asking = setInterval(
      () =>
        void fetch(`${STRAPI}/_health`).then(
          (res) => (served ||= res.ok),
          () => {},
        ),
      100,
    );
    const code = await once(cms, 'exit', { signal: AbortSignal.timeout(180_000) })
      .then(
        ([exitCode]) => exitCode as number | null,
        () => 'still running after 180 s',
      )
      .finally(() => clearInterval(asking));
    await stopGroup(cms);
    await turn('/s3/start');
    expect(typeof code, `Strapi: ${String(code)}`).toBe('number');
    expect(code).not.toBe(0);
    expect(served).toBe(false);
    expect(output).toMatch(/it was restored from .* could not read the erasure log/);
  });

  await turn('/strapi/start', { SEED_SAMPLE_CONTENT: 'false' });
  // A restore brings back content, not API tokens or administrators: the operator makes them again, as here.
  const tokenFile = `${RUN_DIR}/token-after-restore`;
  const sessionAfter = await writeTestTokens(STRAPI, { full: tokenFile });
  const after = await contentSnapshot(STRAPI, readFileSync(tokenFile, 'utf8').trim(), sessionAfter);

  await test.step('the backup held the person; the CMS, started, erased them again from its log', async () => {
    const isForgotten = (e: { email: string }) => String(e.email).toLowerCase() === forgotten;
    expect(before.content.enquiries.published.filter(isForgotten)).toHaveLength(2);
    before.content.enquiries.published = before.content.enquiries.published.filter((e: { email: string }) => !isForgotten(e));
    expect(await wherePersonRemains(STRAPI, sessionAfter, forgotten)).toEqual([]);
  });

  await test.step('the same content and uploads, and the same site built from them', async () => {
    expect(after).toEqual(before);
    buildSite(buildAfter);
    expect(buildDifferences(`${ROOT}${buildBefore}`, `${ROOT}${buildAfter}`)).toEqual([]);
  });
  // Strapi's export and import write a log into the CMS's folder at each run: the scripts remove it.
  expect(readdirSync(CMS).filter((f) => /^(export|import)_\d+\.log$/.test(f))).toEqual([]);
  // The two builds stay for a look when a step failed; the backups' folder goes whatever happened (afterAll).
  for (const dir of [buildBefore, buildAfter]) rmSync(`${ROOT}${dir}`, { recursive: true, force: true });
});

test.afterAll(() => rmSync(BACKUPS, { recursive: true, force: true }));

/**
 * A backup stopped by SIGTERM while it exports, and a restore given a file changed by one byte:
 * each must leave no export, opened or sealed-in-part, in its temporary folder or its output
 * folder. Returns what was left behind (empty when nothing was).
 */
async function plaintextLeftAfterStops(strapiEnv: Env): Promise<string[]> {
  const tmp = `${RUN_DIR}/stop-tmp`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const env = { ...strapiEnv, TMPDIR: tmp };
  const left = () => [
    ...readdirSync(tmp, { recursive: true }).map((f) => `tmp/${f}`),
    ...(existsSync(BACKUPS) ? readdirSync(BACKUPS).map((f) => `backups/${f}`) : []),
  ];
  const backup = startGroup(process.execPath, ['scripts/backup.js', '--out', BACKUPS], { cwd: CMS, env, stdio: 'ignore' });
  // Stopped once the export has begun writing into its folder.
  await expect
    .poll(() => readdirSync(tmp, { recursive: true }).some((f) => String(f).includes('export')), { intervals: [50], timeout: 60_000 })
    .toBe(true);
  // To the script only, as a platform stops its job: it must stop its export and clean up itself.
  const exited = new Promise((r) => (backup.exitCode !== null ? r(null) : backup.once('exit', r)));
  process.kill(backup.pid!, 'SIGTERM');
  await exited;
  await stopGroup(backup);
  const afterBackup = left();
  // A whole backup, one byte of it changed, given to the restore.
  const whole = spawnSync(process.execPath, ['scripts/backup.js', '--out', `${tmp}/whole`], {
    cwd: CMS,
    env: { ...env, TMPDIR: RUN_DIR },
    stdio: 'ignore',
  });
  if (whole.status !== 0) return ['(the backup to tamper with failed)'];
  const file = readdirSync(`${tmp}/whole`)[0];
  const bytes = readFileSync(`${tmp}/whole/${file}`);
  const middle = bytes.length >> 1;
  bytes[middle] = bytes[middle]! ^ 1;
  // Under its own name, so that the seal, not the name, is what refuses it.
  const tampered = `${RUN_DIR}/${file}`;
  writeFileSync(tampered, bytes);
  rmSync(`${tmp}/whole`, { recursive: true, force: true });
  const restore = spawnSync(process.execPath, ['scripts/restore.js', tampered, '--yes'], { cwd: CMS, env, encoding: 'utf8' });
  rmSync(tampered, { force: true });
  const refused = restore.status !== 0 && /the file was changed/.test(restore.stderr);
  return [
    ...afterBackup,
    ...left().filter((f) => !afterBackup.includes(f)),
    ...(refused ? [] : [`(the restore did not refuse the changed file: exit ${restore.status})`]),
  ];
}
