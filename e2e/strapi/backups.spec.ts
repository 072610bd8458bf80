import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { throwawayStrapiEnv } from '../../scripts/harness/strapi-env.mjs';
import { ANY_DATABASE } from '../support/strapi-admin';

/**
 * Backups the operator sets up once (cms/src/backup/schedule.js), on a real Strapi started as a
 * production CMS is, beside the suite's, on a port and a database of its own: its own cron makes
 * them into the backups' bucket (a real S3-compatible store on loopback), /_health says when the
 * last good one was, a failure raises one alert at the team's webhook (the harness's receiver on
 * loopback), and so does a day without a good one. The restore of "latest" from that bucket is
 * e2e/strapi/backup-round-trip.spec.ts.
 */
const PORT = Number(process.env.STRAPI_SPARE_PORT);
const URL = `http://127.0.0.1:${PORT}`;
const CMS = new globalThis.URL('../../cms/', import.meta.url).pathname;
/** In the run's folder (cms/.tmp/e2e-<sqlite|postgres>), its erasure log beside it. */
const DB = `${process.env.STRAPI_RUN_DIR}/backups-spec.db`;
const CONTROL = process.env.STRAPI_CONTROL!;
const BUCKET_DIR = process.env.STRAPI_BACKUP_DIR!;
/** The monitor's token: /_health's details are behind it (cms/src/http/health.js). */
const HEALTH_TOKEN = randomBytes(18).toString('base64url');

test.skip(
  !process.env.STRAPI_SPARE_PORT || !process.env.STRAPI_BACKUP_ENV,
  'scripts/harness/cms-e2e.mjs gives this spec a port and a bucket.',
);
test.describe.configure({ mode: 'serial', timeout: 180_000 });

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<unknown>;
}

function start(changes: Record<string, string | undefined>): Started {
  const env: Record<string, string | undefined> = {
    ...throwawayStrapiEnv({ port: PORT, dbFile: DB }),
    ...JSON.parse(process.env.STRAPI_BACKUP_ENV!),
    BACKUP_ENCRYPTION_KEY: randomBytes(24).toString('base64url'),
    // Every 10 seconds here (daily in production), checked every 3.
    BACKUP_RULE: '*/10 * * * * *',
    BACKUP_WATCH_RULE: '*/3 * * * * *',
    HEALTH_TOKEN,
    ENQUIRY_ALERT_WEBHOOK_URL: `${CONTROL}/alert`,
    // Unseeded: the sample covers would go to this Strapi's local uploads folder, which is the
    // suite's cms/public/uploads (e2e/strapi/uploads.spec.ts proves nothing lands there). What a
    // backup keeps is the round trip's to prove; this spec proves the schedule and its alerts.
    SEED_SAMPLE_CONTENT: 'false',
    ...changes,
  };
  const child = spawn(`${CMS}node_modules/.bin/strapi`, ['start'], {
    cwd: CMS,
    env: env as NodeJS.ProcessEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  return { child, output: () => output, exited: new Promise((r) => child.once('exit', r)) };
}

async function stop(started: Started) {
  if (started.child.exitCode === null) {
    try {
      process.kill(-started.child.pid!, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
  await started.exited;
}

type Health = { status: string; backups: { scheduled: boolean; lastGoodBackup: string | null; overdue: boolean } };
const health = async (): Promise<Health> =>
  (await fetch(`${URL}/_health`, { headers: { authorization: `Bearer ${HEALTH_TOKEN}` } })).json() as Promise<Health>;
const backupAlerts = async (kind: string) =>
  ((await (await fetch(`${CONTROL}/alerts`)).json()) as Array<{ body: { text: string; backup?: { kind: string } } }>)
    .map((a) => a.body)
    .filter((b) => b.backup?.kind === kind);
const backupsInBucket = () => readdirSync(BUCKET_DIR).filter((f) => f.startsWith('cms-backup-') && f.endsWith('._S3rver_object'));

test.beforeAll(() => rmSync(`${CMS}${DB}`, { force: true }));
test.afterAll(() => rmSync(`${CMS}${DB}`, { force: true }));

test('the CMS makes a backup on its own schedule into the backups’ bucket, and /_health says when', { tag: ANY_DATABASE }, async () => {
  const before = backupsInBucket();
  const cms = start({});
  try {
    await expect.poll(async () => (await health().catch(() => null))?.backups?.scheduled, { timeout: 120_000 }).toBe(true);
    expect(cms.output()).toContain('Backups: made by this CMS (*/10 * * * * *) into the bucket agency-backups');
    await expect.poll(async () => (await health()).backups.lastGoodBackup, { timeout: 60_000, intervals: [1000] }).not.toBeNull();
    // /_health also names the newest backup in the bucket, which may be an earlier run's: wait for
    // this CMS's own.
    const made = () => backupsInBucket().filter((f) => !before.includes(f));
    await expect.poll(() => made().length, { timeout: 60_000, intervals: [1000] }).toBeGreaterThan(0);
    expect(made()[0]).toMatch(/^cms-backup-\d{8}T\d{6}Z\.tar\.gz\.sealed\._S3rver_object$/);
    // Its log line comes through the child's pipe, which may trail what /_health already says.
    await expect.poll(() => cms.output()).toMatch(/Backups: Backup written: bucket agency-backups, cms-backup-/);
    expect((await health()).backups.overdue).toBe(false);
    // Anyone else learns only that the CMS is up: not whether backups run, nor when the last was.
    expect(await (await fetch(`${URL}/_health`)).json()).toEqual({ status: 'ok' });
  } finally {
    await stop(cms);
  }
});

test('the bucket gone: the failed backup raises one alert; a day without a good one raises one more', { tag: ANY_DATABASE }, async () => {
  test.setTimeout(300_000);
  const failedBefore = (await backupAlerts('backup-failed')).length;
  const overdueBefore = (await backupAlerts('backup-overdue')).length;
  // A bucket that is not there any more, and "a day" of 20 seconds.
  const cms = start({ BACKUP_S3_BUCKET: 'agency-backups-gone', BACKUP_MAX_AGE_HOURS: String(20 / 3600) });
  try {
    await expect
      .poll(async () => (await backupAlerts('backup-failed')).length, { timeout: 90_000, intervals: [1000] })
      .toBeGreaterThan(failedBefore);
    // One alert, however many runs fail after it (until one succeeds). A run on a loaded machine
    // can outlast its 10 seconds (the S3 client retries the missing bucket), and a tick that comes
    // while one runs is skipped: the next failure can take a minute or more.
    await expect
      .poll(() => (cms.output().match(/Backups: the scheduled backup failed/g) ?? []).length, { timeout: 90_000, intervals: [1000] })
      .toBeGreaterThan(1);
    expect((await backupAlerts('backup-failed')).length).toBe(failedBefore + 1);
    const [alert] = (await backupAlerts('backup-failed')).slice(failedBefore);
    expect(alert!.text).toMatch(/^The CMS's scheduled backup failed at \d{4}-\d\d-\d\d \d\d:\d\d UTC: .*bucket/i);
    // The last good backup is over "a day" old: the team is told, and /_health says so. That the
    // hourly check tells it once and not at every check, and that the backup job's writes beside
    // it keep the store's word that it was told, is cms/src/backup/schedule.test.js's (a store in
    // memory): here it would cost a fixed wait for checks that leave no trace.
    await expect
      .poll(async () => (await backupAlerts('backup-overdue')).length, { timeout: 60_000, intervals: [1000] })
      .toBe(overdueBefore + 1);
    expect((await health()).backups.overdue).toBe(true);
  } finally {
    await stop(cms);
  }
});
