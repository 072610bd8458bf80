import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import schedule from './schedule.js';
import bucket from './bucket.js';

const {
  DEFAULT_RULE,
  backupsScheduled,
  checkBackupsKeepComing,
  healthOf,
  oneAtATime,
  runScheduledBackup,
  withNewestInBucket,
  writeStatus,
} = schedule;
const { DEFAULT_KEEP, backupName, beyondRetention, bucketProblems, keepOf, sharedKeyWarning } = bucket;

const env = {
  BACKUP_S3_BUCKET: 'agency-backups',
  BACKUP_S3_ACCESS_KEY_ID: 'backup-key',
  BACKUP_S3_SECRET_ACCESS_KEY: 'backup-secret',
  BACKUP_ENCRYPTION_KEY: 'a-passphrase-of-thirty-two-chars',
  ENQUIRY_ALERT_WEBHOOK_URL: 'https://hooks.example.com/team',
};

/** Strapi's store and log in memory, on SQLite (one instance: no lock). */
function fakeStrapi(initial = {}) {
  let value = initial;
  return {
    store: () => ({ get: async () => value, set: async ({ value: next }) => void (value = next) }),
    db: { dialect: { client: 'sqlite' } },
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    value: () => value,
  };
}
const ok = () => vi.fn(async () => new Response(null, { status: 200 }));
const at = (iso) => () => new Date(iso);

describe('the status, written by the backup job and the hourly check at once', () => {
  it('keeps both changes: two writes never interleave their read and their set', async () => {
    const strapi = fakeStrapi({ lastSuccessAt: '2026-11-26T03:30:00.000Z' });
    // A store that answers a tick later, as a database does: interleaved, both writes would read
    // the status before either sets it, and the second would drop the first's change.
    const store = strapi.store();
    const later =
      (fn) =>
      async (...args) => {
        await new Promise((r) => setTimeout(r, 1));
        return fn(...args);
      };
    strapi.store = () => ({ get: later(store.get), set: later(store.set) });
    await Promise.all([
      writeStatus(strapi, { lastFailureAt: '2026-11-27T03:30:00.000Z' }),
      writeStatus(strapi, { overdueAlertedAt: '2026-11-27T05:15:00.000Z' }),
    ]);
    expect(strapi.value()).toMatchObject({
      lastSuccessAt: '2026-11-26T03:30:00.000Z',
      lastFailureAt: '2026-11-27T03:30:00.000Z',
      overdueAlertedAt: '2026-11-27T05:15:00.000Z',
    });
  });
});

describe('oneAtATime: a backup that outlasts its interval is not started twice', () => {
  it('skips a call while one runs, says so, and runs again once it has ended (also after a failure)', async () => {
    let finish = () => {};
    const task = vi.fn(
      () => new Promise((resolve, reject) => (finish = (failed) => (failed ? reject(new Error('bucket gone')) : resolve('made')))),
    );
    const skipped = vi.fn();
    const backup = oneAtATime(task, skipped);
    const first = backup();
    await expect(backup()).resolves.toBeNull();
    expect([task.mock.calls.length, skipped.mock.calls.length]).toEqual([1, 1]);
    finish(true);
    await expect(first).rejects.toThrow('bucket gone');
    const second = backup();
    expect(task).toHaveBeenCalledTimes(2);
    finish(false);
    await expect(second).resolves.toBe('made');
    expect(skipped).toHaveBeenCalledTimes(1);
  });
});

describe('scheduled backups: made, recorded, the team told when they fail', () => {
  it('a good backup is recorded and logged, and tells nobody', async () => {
    const strapi = fakeStrapi();
    const fetchImpl = ok();
    const run = vi.fn(async () => ({
      ok: true,
      output: 'Backup written: bucket agency-backups, cms-backup-20261128T033000Z.tar.gz.sealed (1.8 MB, 3.1 s).',
    }));
    await runScheduledBackup(strapi, { env, run, now: at('2026-11-28T03:30:05Z'), fetchImpl });
    expect(strapi.value()).toMatchObject({
      lastSuccessAt: '2026-11-28T03:30:05.000Z',
      lastSuccess: expect.stringContaining('cms-backup-2026'),
    });
    expect(strapi.log.info).toHaveBeenCalledWith(expect.stringContaining('Backups: Backup written'));
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('a failed one raises one alert, with the reason and the last good backup', async () => {
    const strapi = fakeStrapi({ lastSuccessAt: '2026-11-27T03:30:04.000Z' });
    const fetchImpl = ok();
    const run = vi.fn(async () => ({ ok: false, output: 'exporting...\nThe specified bucket does not exist\n' }));
    await runScheduledBackup(strapi, { env, run, now: at('2026-11-28T03:30:05Z'), fetchImpl });
    expect(fetchImpl).toHaveBeenCalledOnce();
    const body = JSON.parse(fetchImpl.mock.calls[0][1].body);
    expect(body.text).toBe(
      "The CMS's scheduled backup failed at 2026-11-28 03:30 UTC: The specified bucket does not exist The last good backup is from 2026-11-27 03:30 UTC.",
    );
    expect(body.backup).toMatchObject({ kind: 'backup-failed', lastGoodBackup: '2026-11-27T03:30:04.000Z' });
    expect(strapi.value()).toMatchObject({ lastFailureAt: '2026-11-28T03:30:05.000Z', lastSuccessAt: '2026-11-27T03:30:04.000Z' });
    // Failing again: not told again until a backup has succeeded (the overdue check speaks then).
    await runScheduledBackup(strapi, { env, run, now: at('2026-11-29T03:30:05Z'), fetchImpl });
    expect(fetchImpl).toHaveBeenCalledOnce();
    await runScheduledBackup(strapi, { env, run: async () => ({ ok: true, output: 'ok' }), now: at('2026-11-30T03:30:05Z'), fetchImpl });
    await runScheduledBackup(strapi, { env, run, now: at('2026-12-01T03:30:05Z'), fetchImpl });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('none good for 26 hours: the team is told once, and again only after a success and another gap', async () => {
    const strapi = fakeStrapi({ scheduledSince: '2026-11-26T00:00:00.000Z', lastSuccessAt: '2026-11-26T03:30:00.000Z' });
    const fetchImpl = ok();
    expect(await checkBackupsKeepComing(strapi, { env, now: at('2026-11-27T05:00:00Z'), fetchImpl })).toBe(false);
    expect(await checkBackupsKeepComing(strapi, { env, now: at('2026-11-27T06:00:00Z'), fetchImpl })).toBe(true);
    expect(await checkBackupsKeepComing(strapi, { env, now: at('2026-11-27T07:00:00Z'), fetchImpl })).toBe(false);
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(JSON.parse(fetchImpl.mock.calls[0][1].body).text).toMatch(
      /^No backup of the CMS has succeeded for more than 26 hours \(the last good one: 2026-11-26 03:30 UTC\)/,
    );
    // A success, then another gap: told again.
    await runScheduledBackup(strapi, {
      env,
      run: async () => ({ ok: true, output: 'Backup written.' }),
      now: at('2026-11-27T08:00:00Z'),
      fetchImpl,
    });
    expect(await checkBackupsKeepComing(strapi, { env, now: at('2026-11-28T11:00:00Z'), fetchImpl })).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('a CMS that never made one is overdue 26 hours after backups were scheduled', async () => {
    const strapi = fakeStrapi({ scheduledSince: '2026-11-26T00:00:00.000Z' });
    const fetchImpl = ok();
    expect(await checkBackupsKeepComing(strapi, { env, now: at('2026-11-27T01:00:00Z'), fetchImpl })).toBe(false);
    expect(await checkBackupsKeepComing(strapi, { env, now: at('2026-11-27T03:00:00Z'), fetchImpl })).toBe(true);
    expect(JSON.parse(fetchImpl.mock.calls[0][1].body).text).toContain('the last good one: none yet');
  });

  it('/_health says the last good backup and whether one is overdue', () => {
    const status = { scheduledSince: '2026-11-26T00:00:00.000Z', lastSuccessAt: '2026-11-27T03:30:00.000Z' };
    expect(healthOf(status, env, new Date('2026-11-28T01:00:00Z'))).toEqual({
      scheduled: true,
      lastGoodBackup: status.lastSuccessAt,
      overdue: false,
    });
    expect(healthOf(status, env, new Date('2026-11-28T06:00:00Z'))).toMatchObject({ overdue: true });
    expect(healthOf(status, { ...env, BACKUP_MAX_AGE_HOURS: '48' }, new Date('2026-11-28T06:00:00Z'))).toMatchObject({ overdue: false });
    expect(healthOf(status, {}, new Date('2026-11-30T00:00:00Z'))).toEqual({
      scheduled: false,
      lastGoodBackup: status.lastSuccessAt,
      overdue: false,
    });
  });

  it('is made only with a bucket and a key, unless turned off', () => {
    expect(backupsScheduled(env)).toBe(true);
    expect(backupsScheduled({ ...env, BACKUP_SCHEDULE: 'off' })).toBe(false);
    expect(backupsScheduled({ ...env, BACKUP_S3_BUCKET: '' })).toBe(false);
    expect(backupsScheduled({ ...env, BACKUP_ENCRYPTION_KEY: '' })).toBe(false);
  });
});

describe('the last good backup: the store’s or the bucket’s newest verified, whichever is later', () => {
  const stored = { lastSuccessAt: '2026-11-20T03:30:00.000Z', lastSuccess: 'Backup written', lastFailureAt: null };
  it('a backup made by hand since, or a store put back by a restore: the bucket’s newest counts', () => {
    expect(withNewestInBucket(stored, '2026-11-28T09:30:12.000Z')).toMatchObject({ lastSuccessAt: '2026-11-28T09:30:12.000Z' });
  });
  it('an older or no backup in the bucket (or the bucket out of reach): the store’s stands', () => {
    expect(withNewestInBucket(stored, '2026-11-19T03:30:00.000Z')).toBe(stored);
    expect(withNewestInBucket(stored, null)).toBe(stored);
    expect(withNewestInBucket({ ...stored, lastSuccessAt: null }, '2026-11-19T03:30:00.000Z').lastSuccessAt).toBe(
      '2026-11-19T03:30:00.000Z',
    );
  });
});

describe('the backups’ bucket', () => {
  it('names each backup by its UTC time, so the newest sorts last', () => {
    expect(backupName(new Date('2026-11-28T03:30:05.123Z'))).toBe('cms-backup-20261128T033005Z.tar.gz.sealed');
  });
  it('keeps the newest BACKUP_KEEP', () => {
    const names = ['c', 'a', 'b'].map((d) => `cms-backup-2026112${d === 'a' ? 1 : d === 'b' ? 2 : 3}T000000Z.tar.gz.sealed`);
    expect(beyondRetention([...names, 'other-file'], 2)).toEqual(['cms-backup-20261121T000000Z.tar.gz.sealed']);
    expect(beyondRetention(names, 0)).toEqual([]);
    expect([keepOf({}), keepOf({ BACKUP_KEEP: '7' }), keepOf({ BACKUP_KEEP: '0' }), keepOf({ BACKUP_KEEP: 'x' })]).toEqual([
      DEFAULT_KEEP,
      7,
      0,
      DEFAULT_KEEP,
    ]);
  });
  it('refuses a half-set bucket, and warns of the uploads’ key', () => {
    expect(bucketProblems({ BACKUP_S3_BUCKET: 'b' })).toEqual([
      'BACKUP_S3_ACCESS_KEY_ID is not set (BACKUP_S3_BUCKET is).',
      'BACKUP_S3_SECRET_ACCESS_KEY is not set (BACKUP_S3_BUCKET is).',
    ]);
    expect(bucketProblems({ ...env, BACKUP_S3_ENDPOINT: 'r2.example' })).toEqual(['BACKUP_S3_ENDPOINT must be an http(s) address.']);
    expect(bucketProblems({})).toEqual([]);
    expect(sharedKeyWarning({ ...env, UPLOAD_S3_ACCESS_KEY_ID: 'backup-key' })).toMatch(/a key of their own/);
    expect(sharedKeyWarning(env)).toBeNull();
  });
  it('keeps a month of daily backups, as the privacy page tells visitors', () => {
    // Daily (the rule's day-of-month, month and weekday fields are all "*"), 30 kept.
    expect(DEFAULT_RULE.split(' ').slice(3)).toEqual(['*', '*', '*']);
    expect(DEFAULT_KEEP).toBe(30);
    const privacy = readFileSync(new URL('../../../src/data/pages.ts', import.meta.url), 'utf8');
    expect(privacy).toContain('each is kept 30 days, so a deleted enquiry is gone from them 30 days later at most');
  });
});
