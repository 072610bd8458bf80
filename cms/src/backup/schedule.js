// @ts-check
/**
 * Backups the operator sets up once and forgets: with the backups' bucket and key set
 * (BACKUP_S3_BUCKET, BACKUP_ENCRYPTION_KEY), the CMS makes one every day on its own cron
 * (BACKUP_RULE), on one instance at a time (a PostgreSQL advisory lock, as scheduled posts take),
 * by running `npm run backup`'s script. It keeps what happened in its store (the last good backup,
 * the last failure); the last good backup is also the newest in the bucket whose seal verifies
 * (src/backup/verified.js), so a backup made by hand counts, a restore (which puts an older store
 * back) does not make the newest look older, and an object planted under a future name counts
 * for nothing. It says it in the log and in /_health's answer (behind its token), and tells the team on the
 * alert webhook (ENQUIRY_ALERT_WEBHOOK_URL) when a backup fails (once, until one succeeds
 * again), and once when none has succeeded for BACKUP_MAX_AGE_HOURS (26: a day and a margin),
 * whatever the reason (a job that never ran, an expired key, a full bucket).
 */
const path = require('node:path');
const { tmpdir } = require('node:os');
const { spawn } = require('node:child_process');
const { postToTeam, WEBHOOK_ENV } = require('../alerts/team');
const { backupBucket, usesBucket } = require('./bucket');
const { newestVerified } = require('./verified');

/** Every day at 03:30 (the server's clock, UTC on most platforms). */
const DEFAULT_RULE = '0 30 3 * * *';
/** How often the CMS checks that backups keep coming: every hour. */
const DEFAULT_WATCH_RULE = '0 15 * * * *';
const DEFAULT_MAX_AGE_HOURS = 26;
/** The advisory lock's key (scheduled posts hold 4_821_907_364). */
const BACKUP_LOCK = 4_821_907_365;
const STORE_KEY = { type: 'plugin', name: 'agency-backups', key: 'status' };

/**
 * @typedef {{ scheduledSince: string | null, lastSuccessAt: string | null, lastSuccess: string | null,
 *   lastFailureAt: string | null, lastFailure: string | null, overdueAlertedAt: string | null }} BackupStatus
 * @typedef {Record<string, string | undefined>} Env
 */

/** @type {BackupStatus} */
const EMPTY = {
  scheduledSince: null,
  lastSuccessAt: null,
  lastSuccess: null,
  lastFailureAt: null,
  lastFailure: null,
  overdueAlertedAt: null,
};

/** True when the CMS makes backups itself: a bucket and a key set, and not turned off. @param {Env} env */
function backupsScheduled(env) {
  return env.BACKUP_SCHEDULE !== 'off' && usesBucket(env) && Boolean(env.BACKUP_ENCRYPTION_KEY);
}

/** @param {Env} env */
function maxAgeMs(env) {
  const hours = Number(env.BACKUP_MAX_AGE_HOURS);
  return (env.BACKUP_MAX_AGE_HOURS && Number.isFinite(hours) && hours > 0 ? hours : DEFAULT_MAX_AGE_HOURS) * 3_600_000;
}

/** What this process found of each object in the bucket: each is downloaded and verified once. @type {Map<string, any>} */
const verifiedSoFar = new Map();
/** How many new objects one look at the bucket downloads, so that a flood of planted ones costs little. */
const NEW_OBJECTS_PER_LOOK = 3;

/**
 * The newest backup the bucket holds whose seal verifies, scheduled or made by hand: its sealed
 * time, or null (none, no bucket or key, or the bucket out of reach: then the store's word stands).
 * @param {Env} env @param {{ log?: (line: string) => void }} [options] @returns {Promise<string | null>}
 */
async function newestInBucket(env, { log = () => {} } = {}) {
  if (!usesBucket(env) || !env.BACKUP_ENCRYPTION_KEY) return null;
  try {
    // Each download has a name of its own and is removed once checked (src/backup/verified.js):
    // a look that downloads nothing (every object known) makes no folder at all.
    const newest = await newestVerified(backupBucket(env), {
      dir: tmpdir(),
      passphrase: env.BACKUP_ENCRYPTION_KEY,
      limit: NEW_OBJECTS_PER_LOOK,
      known: verifiedSoFar,
      report: log,
    });
    return newest?.label.madeAt ?? null;
  } catch {
    return null;
  }
}

/**
 * The store's status with its last good backup the later of the store's and the bucket's newest
 * (`inBucket`, a time or null): a backup made by hand counts, and a restore, which puts an older
 * store back, does not make the newest look older.
 * @param {BackupStatus} stored @param {string | null} inBucket @returns {BackupStatus}
 */
function withNewestInBucket(stored, inBucket) {
  return inBucket && inBucket > (stored.lastSuccessAt ?? '')
    ? { ...stored, lastSuccessAt: inBucket, lastSuccess: 'the newest backup in the bucket whose seal verifies' }
    : stored;
}

/**
 * The store's status; with `env`, its last good backup also read from the bucket.
 * @param {CmsStrapi} strapi @param {Env} [env] @returns {Promise<BackupStatus>}
 */
async function readStatus(strapi, env) {
  const stored = { ...EMPTY, ...((await strapi.store(STORE_KEY).get()) ?? {}) };
  return env ? withNewestInBucket(stored, await newestInBucket(env)) : stored;
}

/** The status's writes in this process, one after the other (see writeStatus). @type {Promise<unknown>} */
let writes = Promise.resolve();

/**
 * Merge `change` into the stored status. A write reads the status, then sets it: the backup job
 * and the hourly check may both write at once (on SQLite nothing else keeps them apart), and two
 * interleaved writes would lose the first one's change (say, that the team was told).
 * @param {CmsStrapi} strapi @param {Partial<BackupStatus>} change @returns {Promise<BackupStatus>}
 */
function writeStatus(strapi, change) {
  const write = writes.then(async () => {
    const next = { ...(await readStatus(strapi)), ...change };
    await strapi.store(STORE_KEY).set({ value: next });
    return next;
  });
  writes = write.catch(() => {});
  return write;
}

/**
 * What /_health says of backups: the last good one, and whether one is overdue.
 * @param {BackupStatus} status @param {Env} env @param {Date} now
 */
function healthOf(status, env, now) {
  const since = status.lastSuccessAt ?? status.scheduledSince;
  return {
    scheduled: backupsScheduled(env),
    lastGoodBackup: status.lastSuccessAt,
    overdue: backupsScheduled(env) && since !== null && now.getTime() - new Date(since).getTime() > maxAgeMs(env),
  };
}

/**
 * The backup script as a child process: its own signals, its own export, its own exit code.
 * @param {Env} env @returns {Promise<{ ok: boolean, output: string }>}
 */
function spawnBackup(env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(__dirname, '..', '..', 'scripts', 'backup.js')], {
      cwd: path.join(__dirname, '..', '..'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (/** @type {Buffer} */ chunk) => (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (err) => resolve({ ok: false, output: err.message }));
    child.on('exit', (code) => resolve({ ok: code === 0, output }));
  });
}

/** The last line of a script's output that says something. @param {string} output */
const lastLine = (output) =>
  output
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .at(-1) ?? 'no output';

/**
 * Run `task` on one instance at a time: on PostgreSQL only the instance that takes the advisory
 * lock (`key`) runs it (held for its transaction), the others skip; SQLite is a single instance's.
 * @template T @param {CmsStrapi} strapi @param {() => Promise<T>} task @returns {Promise<T | null>}
 */
async function oneInstance(strapi, task, key = BACKUP_LOCK) {
  if (strapi.db.dialect.client !== 'postgres') return task();
  return strapi.db.connection.transaction(async (/** @type {import('knex').Knex.Transaction} */ trx) => {
    const { rows } = await trx.raw('SELECT pg_try_advisory_xact_lock(?) AS locked', [key]);
    return rows[0].locked ? task() : null;
  });
}

/**
 * `task` at most once at a time in this process: a call while one runs is skipped (it answers
 * null and says so through `skipped`). A backup that outlasts its rule's interval (a big blog, a
 * slow bucket retried) must not start a second export beside it; on PostgreSQL the advisory lock
 * also keeps other instances out, but SQLite has none.
 * @template T @param {() => Promise<T>} task @param {() => void} skipped @returns {() => Promise<T | null>}
 */
function oneAtATime(task, skipped) {
  /** @type {Promise<T> | null} */
  let running = null;
  return () => {
    if (running) {
      skipped();
      return Promise.resolve(null);
    }
    running = task().finally(() => {
      running = null;
    });
    return running;
  };
}

/**
 * One scheduled backup: made, recorded, and the team told when it failed.
 * @param {CmsStrapi} strapi
 * @param {{ env?: Env, run?: (env: Env) => Promise<{ ok: boolean, output: string }>, now?: () => Date, fetchImpl?: typeof fetch }} [options]
 */
async function runScheduledBackup(strapi, { env = process.env, run = spawnBackup, now = () => new Date(), fetchImpl = fetch } = {}) {
  return oneInstance(strapi, async () => {
    const { ok, output } = await run(env);
    const at = now().toISOString();
    if (ok) {
      strapi.log.info(`Backups: ${lastLine(output)}`);
      return writeStatus(strapi, { lastSuccessAt: at, lastSuccess: lastLine(output) });
    }
    const before = await readStatus(strapi, env);
    strapi.log.error(`Backups: the scheduled backup failed: ${lastLine(output)}`);
    // Told of the first failure since the last success; a job that keeps failing is the overdue check's.
    const told = before.lastFailureAt !== null && before.lastFailureAt > (before.lastSuccessAt ?? '');
    if (!told)
      await tellTeam(
        strapi,
        `The CMS's scheduled backup failed at ${at.slice(0, 16).replace('T', ' ')} UTC: ${lastLine(output)} ` +
          `The last good backup is ${before.lastSuccessAt ? `from ${before.lastSuccessAt.slice(0, 16).replace('T', ' ')} UTC` : 'none yet'}.`,
        { kind: 'backup-failed', at, error: lastLine(output), lastGoodBackup: before.lastSuccessAt },
        { env, fetchImpl },
      );
    return writeStatus(strapi, { lastFailureAt: at, lastFailure: lastLine(output) });
  });
}

/**
 * The hourly check: no good backup for BACKUP_MAX_AGE_HOURS (since the last one, or since backups
 * were first scheduled) tells the team, once until a backup succeeds again.
 * @param {CmsStrapi} strapi @param {{ env?: Env, now?: () => Date, fetchImpl?: typeof fetch }} [options]
 */
async function checkBackupsKeepComing(strapi, { env = process.env, now = () => new Date(), fetchImpl = fetch } = {}) {
  return oneInstance(strapi, async () => {
    const status = await readStatus(strapi, env);
    const since = status.lastSuccessAt ?? status.scheduledSince;
    if (!healthOf(status, env, now()).overdue || !since) return false;
    if (status.overdueAlertedAt && status.overdueAlertedAt >= since) return false;
    const hours = Math.round(maxAgeMs(env) / 3_600_000);
    strapi.log.error(`Backups: no good backup for more than ${hours} hours (the last: ${status.lastSuccessAt ?? 'none'}).`);
    await tellTeam(
      strapi,
      `No backup of the CMS has succeeded for more than ${hours} hours ` +
        `(the last good one: ${status.lastSuccessAt ? `${status.lastSuccessAt.slice(0, 16).replace('T', ' ')} UTC` : 'none yet'}` +
        `${status.lastFailure ? `; the last failure: ${status.lastFailure}` : ''}). Check the backup job, its key and its bucket.`,
      { kind: 'backup-overdue', lastGoodBackup: status.lastSuccessAt, lastFailure: status.lastFailure },
      { env, fetchImpl },
    );
    await writeStatus(strapi, { overdueAlertedAt: now().toISOString() });
    return true;
  });
}

/**
 * Tell the team; a webhook that is unset or fails is logged (the log line is the alarm then).
 * @param {CmsStrapi} strapi @param {string} text @param {Record<string, unknown>} backup @param {{ env: Env, fetchImpl: typeof fetch }} options
 */
async function tellTeam(strapi, text, backup, { env, fetchImpl }) {
  if (!env[WEBHOOK_ENV]) {
    strapi.log.warn(`Backups: ${WEBHOOK_ENV} is unset, so nobody was told.`);
    return;
  }
  await postToTeam({ text, backup }, { env, fetchImpl }).catch((/** @type {Error} */ err) =>
    strapi.log.error(`Backups: the team could not be told (${err.message}).`),
  );
}

/**
 * Register the backup and the check on Strapi's cron (config/server.js turns the cron on), and
 * say in the log what backups this CMS makes.
 * @param {CmsStrapi} strapi @param {Env} [env]
 */
async function scheduleBackups(strapi, env = process.env) {
  if (!backupsScheduled(env)) {
    strapi.log.warn(
      'Backups: this CMS makes none itself. Set BACKUP_S3_BUCKET (and its key) and BACKUP_ENCRYPTION_KEY (docs/operators.md, "Backups and restore").',
    );
    return;
  }
  const status = await readStatus(strapi);
  if (!status.scheduledSince) await writeStatus(strapi, { scheduledSince: new Date().toISOString() });
  strapi.log.info(
    `Backups: made by this CMS (${env.BACKUP_RULE || DEFAULT_RULE}) into the bucket ${env.BACKUP_S3_BUCKET}; the last good one: ${status.lastSuccessAt ?? 'none yet'}.`,
  );
  const backup = oneAtATime(
    () => runScheduledBackup(strapi).catch((/** @type {Error} */ err) => strapi.log.error(`Backups: ${err.message}`)),
    () => strapi.log.warn('Backups: the previous backup is still running, so this one is skipped.'),
  );
  strapi.cron.add({
    scheduledBackup: {
      task: backup,
      options: { rule: env.BACKUP_RULE || DEFAULT_RULE },
    },
    backupsKeepComing: {
      task: (/** @type {{ strapi: CmsStrapi }} */ { strapi: s }) =>
        checkBackupsKeepComing(s).catch((/** @type {Error} */ err) => s.log.error(`Backups: ${err.message}`)),
      options: { rule: env.BACKUP_WATCH_RULE || DEFAULT_WATCH_RULE },
    },
  });
}

/** What /_health answers of backups, read from the store. @param {CmsStrapi} strapi @param {Env} [env] */
async function backupHealth(strapi, env = process.env) {
  return healthOf(await readStatus(strapi, env), env, new Date());
}

module.exports = {
  BACKUP_LOCK,
  DEFAULT_MAX_AGE_HOURS,
  DEFAULT_RULE,
  backupHealth,
  backupsScheduled,
  checkBackupsKeepComing,
  healthOf,
  newestInBucket,
  oneAtATime,
  oneInstance,
  runScheduledBackup,
  scheduleBackups,
  withNewestInBucket,
  writeStatus,
};
