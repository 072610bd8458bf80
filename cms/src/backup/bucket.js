// @ts-check
/**
 * Where backups go when they leave the CMS's host: an S3-compatible bucket of their own (R2, AWS,
 * any compatible store), with credentials of their own, so a key that can reach the uploads
 * cannot reach the backups, and the other way round. The host's key may put, list and read, never
 * delete: whoever takes the host cannot wipe the backups. Their retention is the bucket's own (a
 * lifecycle rule, with versioning or object lock so an overwrite keeps the original), set by the
 * operator with an account's key the host never holds (docs/operators.md, "Backups and restore").
 * The erasure log lives there too (src/backup/erasure-log.js), under ERASURE_LOG_PREFIX. Every put
 * is conditional (`If-None-Match: *`): an object is added, never replaced.
 *
 *   BACKUP_S3_BUCKET             the bucket (unset: backups are written to BACKUP_DIR on this host)
 *   BACKUP_S3_ACCESS_KEY_ID      a key that may put, list and get objects in it, and nothing else
 *   BACKUP_S3_SECRET_ACCESS_KEY
 *   BACKUP_S3_ENDPOINT           the store's API (R2's account endpoint); unset on AWS
 *   BACKUP_S3_REGION             the AWS region; "auto" on R2 (the default)
 *   BACKUP_S3_PATH_STYLE         "true" for stores that want bucket/key paths (MinIO, most self-hosted)
 */
const { createReadStream, createWriteStream, statSync } = require('node:fs');
const { pipeline } = require('node:stream/promises');
const { GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client } = require('@aws-sdk/client-s3');

const PREFIX = 'cms-backup-';
const SUFFIX = '.tar.gz.sealed';
/** Where the erasure log's entries are kept in the bucket (src/backup/erasure-log.js). */
const ERASURE_LOG_PREFIX = 'erasures/';
/** How many of the newest backups a folder keeps unless BACKUP_KEEP says otherwise: a month of daily ones (the privacy page says so). In a bucket the lifecycle rule keeps them. */
const DEFAULT_KEEP = 30;
const REQUIRED = ['BACKUP_S3_ACCESS_KEY_ID', 'BACKUP_S3_SECRET_ACCESS_KEY'];

/** @typedef {Record<string, string | undefined>} Env */

/** True when backups go to a bucket. @param {Env} env */
const usesBucket = (env) => Boolean(env.BACKUP_S3_BUCKET);

/** Problems with the bucket's settings, as sentences; empty when usable (or no bucket is named). @param {Env} env */
function bucketProblems(env) {
  if (!usesBucket(env)) return [];
  const problems = REQUIRED.filter((name) => !env[name]).map((name) => `${name} is not set (BACKUP_S3_BUCKET is).`);
  if (env.BACKUP_S3_ENDPOINT && !/^https?:\/\/[^/]/.test(env.BACKUP_S3_ENDPOINT))
    problems.push('BACKUP_S3_ENDPOINT must be an http(s) address.');
  return problems;
}

/** A warning when the backups share the uploads' key (one leaked key would reach both), or null. @param {Env} env */
function sharedKeyWarning(env) {
  return usesBucket(env) && env.BACKUP_S3_ACCESS_KEY_ID && env.BACKUP_S3_ACCESS_KEY_ID === env.UPLOAD_S3_ACCESS_KEY_ID
    ? 'The backups use the uploads’ S3 key: give them a key of their own, so that one leaked key cannot reach (or delete) both.'
    : null;
}

/** How many backups a folder keeps (BACKUP_KEEP; 0 keeps all). @param {Env} env */
function keepOf(env) {
  const n = Number(env.BACKUP_KEEP);
  return env.BACKUP_KEEP !== undefined && env.BACKUP_KEEP !== '' && Number.isInteger(n) && n >= 0 ? n : DEFAULT_KEEP;
}

/** A backup's name at `when`: sortable, so the newest is the last. @param {Date} when */
function backupName(when) {
  const stamp = when
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${PREFIX}${stamp}${SUFFIX}`;
}

/** @param {string} name */
const isBackupName = (name) => name.startsWith(PREFIX) && name.endsWith(SUFFIX);

/** The names to delete so that only the newest `keep` remain (0 keeps all). @param {string[]} names @param {number} keep */
function beyondRetention(names, keep) {
  const sorted = names.filter(isBackupName).sort();
  return keep > 0 ? sorted.slice(0, Math.max(0, sorted.length - keep)) : [];
}

/** The pauses before a failed upload's second and third attempts. */
const PUT_PAUSES_MS = [1000, 5000];
/** How long a connection to the store may stay silent before it is given up (and the upload tried again). */
const IDLE_TIMEOUT_MS = 60_000;

/** @param {unknown} err The HTTP status an S3 error carries, if an answer came at all. */
const statusOf = (err) => /** @type {{ $metadata?: { httpStatusCode?: number } }} */ (err)?.$metadata?.httpStatusCode;

/**
 * Whether another attempt could succeed: no answer (a dropped, refused or silent connection), the
 * store's own failure (5xx but 501, which names a feature it lacks), its asking to slow down (429),
 * or its giving up on a slow upload (408, and S3's 400 RequestTimeout). A refusal (403) or a
 * missing bucket is final.
 * @param {unknown} err
 */
function transient(err) {
  const status = statusOf(err);
  if (status === undefined || status === 408 || status === 429) return true;
  if (status >= 500) return status !== 501;
  return /** @type {{ name?: string }} */ (err).name === 'RequestTimeout';
}

/**
 * `attempt()`, tried again after each pause in `pauses` while it fails in a way that may pass.
 * @template T
 * @param {() => Promise<T>} attempt
 * @param {{ pauses: number[], what: string, sleep?: (ms: number) => Promise<void> }} options
 * @returns {Promise<T>}
 */
async function retried(attempt, { pauses, what, sleep = (ms) => new Promise((r) => setTimeout(r, ms)) }) {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (err) {
      if (tries > pauses.length || !transient(err)) {
        const status = statusOf(err);
        const message = /** @type {Error} */ (err).message || 'no answer';
        throw new Error(
          `${what} (${tries === 1 ? 'one attempt' : `${tries} attempts`}${status ? `, HTTP ${status}` : ''}): ${message.replace(/\.$/, '')}.`,
          { cause: err },
        );
      }
      await sleep(pauses[tries - 1]);
    }
  }
}

/**
 * The backup bucket, from the environment.
 * @param {Env} env
 * @param {{ pauses?: number[], idleTimeout?: number }} [options] the pauses between a failed
 *   upload's attempts; how long a connection may stay silent
 */
function backupBucket(env, { pauses = PUT_PAUSES_MS, idleTimeout = IDLE_TIMEOUT_MS } = {}) {
  const problems = bucketProblems(env);
  if (problems.length) throw new Error(`Backups cannot go to their bucket: ${problems.join(' ')}`);
  const Bucket = /** @type {string} */ (env.BACKUP_S3_BUCKET);
  const client = new S3Client({
    region: env.BACKUP_S3_REGION || 'auto',
    credentials: {
      accessKeyId: /** @type {string} */ (env.BACKUP_S3_ACCESS_KEY_ID),
      secretAccessKey: /** @type {string} */ (env.BACKUP_S3_SECRET_ACCESS_KEY),
    },
    ...(env.BACKUP_S3_ENDPOINT ? { endpoint: env.BACKUP_S3_ENDPOINT } : {}),
    forcePathStyle: env.BACKUP_S3_PATH_STYLE === 'true',
    // R2 and most compatible stores reject the checksums the AWS SDK adds by default since 2025.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // A store that stops answering mid-upload would otherwise hold the backup (and the schedule,
    // which starts no second one beside it) for good.
    requestHandler: { connectionTimeout: 10_000, socketTimeout: idleTimeout },
  });

  /** Every key under `prefix`, in order. @param {string} prefix @returns {Promise<string[]>} */
  async function keysUnder(prefix) {
    /** @type {string[]} */
    const keys = [];
    /** @type {string | undefined} */
    let ContinuationToken;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys.sort();
  }

  /** Every backup in the bucket, oldest first. @returns {Promise<string[]>} */
  const list = async () => (await keysUnder(PREFIX)).filter(isBackupName);

  return {
    name: Bucket,
    list,
    keysUnder,
    /** Fails in a second, with a sentence, when the bucket is not there or the key cannot reach it. */
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        const status = statusOf(err);
        throw new Error(
          status === 404
            ? `The backups' bucket ${Bucket} does not exist.`
            : `The backups' bucket ${Bucket} cannot be reached${status ? ` (HTTP ${status})` : ''}: ${/** @type {Error} */ (err).message || 'no answer'}.`,
          { cause: err },
        );
      }
    },
    /**
     * Upload the sealed file at `file` as `name`, only where no object of that name is
     * (`If-None-Match: *`): the host's key adds backups and never replaces one (the bucket's policy
     * refuses its other puts, docs/operators.md). The SDK never retries a request whose body is a
     * stream (it cannot rewind one), so a connection dropped halfway (a reused keep-alive socket
     * the store had just closed, a restart) would lose the night's backup: each attempt here reads
     * the file again from its start. An answer that will not change (403, 404, 412) is not retried.
     * @param {string} file @param {string} name
     */
    async put(file, name) {
      const size = statSync(file).size;
      await retried(
        async () => {
          const Body = createReadStream(file);
          try {
            return await client.send(
              new PutObjectCommand({
                Bucket,
                Key: name,
                Body,
                ContentLength: size,
                ContentType: 'application/octet-stream',
                IfNoneMatch: '*',
              }),
            );
          } finally {
            // A failed attempt leaves its stream open (a store that answers before reading the body).
            Body.destroy();
          }
        },
        { pauses, what: `The backup ${name} could not be put in the bucket ${Bucket}` },
      );
    },
    /**
     * Put a small text object where none is yet; false when one is (412, or S3's 409 for two puts
     * racing for the same name). @param {string} key @param {string} text
     */
    async putNew(key, text) {
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: text, ContentType: 'application/json', IfNoneMatch: '*' }));
        return true;
      } catch (err) {
        if (statusOf(err) === 412 || statusOf(err) === 409) return false;
        throw err;
      }
    },
    /** A small text object. @param {string} key */
    async getText(key) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return /** @type {{ transformToString: () => Promise<string> }} */ (/** @type {unknown} */ (object.Body)).transformToString();
    },
    /**
     * Download the object `name` to `file`. Which backup to restore is the restore's choice, made
     * on seals, never on names (src/backup/verified.js).
     * @param {string} name @param {string} file
     */
    async download(name, file) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
      await pipeline(/** @type {NodeJS.ReadableStream} */ (object.Body), createWriteStream(file, { mode: 0o600 }));
    },
  };
}

module.exports = {
  DEFAULT_KEEP,
  ERASURE_LOG_PREFIX,
  PREFIX,
  SUFFIX,
  backupBucket,
  backupName,
  beyondRetention,
  bucketProblems,
  isBackupName,
  keepOf,
  retried,
  sharedKeyWarning,
  usesBucket,
};
