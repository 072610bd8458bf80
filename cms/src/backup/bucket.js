// @ts-check
/**
 * Where backups go when they leave the CMS's host: an S3-compatible bucket of their own (R2, AWS,
 * any compatible store), with credentials of their own, so a key that can reach the uploads
 * cannot reach (or delete) the backups, and the other way round. The backups' retention is kept
 * there: the newest BACKUP_KEEP stay.
 *
 *   BACKUP_S3_BUCKET             the bucket (unset: backups are written to BACKUP_DIR on this host)
 *   BACKUP_S3_ACCESS_KEY_ID      a key that may put, list, get and delete objects in it
 *   BACKUP_S3_SECRET_ACCESS_KEY
 *   BACKUP_S3_ENDPOINT           the store's API (R2's account endpoint); unset on AWS
 *   BACKUP_S3_REGION             the AWS region; "auto" on R2 (the default)
 *   BACKUP_S3_PATH_STYLE         "true" for stores that want bucket/key paths (MinIO, most self-hosted)
 */
const { createReadStream, createWriteStream, statSync } = require('node:fs');
const { pipeline } = require('node:stream/promises');
const { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } = require('@aws-sdk/client-s3');

const PREFIX = 'cms-backup-';
const SUFFIX = '.tar.gz.sealed';
/** How many of the newest backups are kept unless BACKUP_KEEP says otherwise: a month of daily ones (the privacy page says so). */
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

/** How many backups are kept (BACKUP_KEEP; 0 keeps all). @param {Env} env */
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

/**
 * The backup bucket, from the environment.
 * @param {Env} env
 */
function backupBucket(env) {
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
  });

  /** Every backup in the bucket, oldest first. @returns {Promise<string[]>} */
  async function list() {
    /** @type {string[]} */
    const names = [];
    /** @type {string | undefined} */
    let ContinuationToken;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: PREFIX, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key && isBackupName(object.Key)) names.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return names.sort();
  }

  return {
    name: Bucket,
    list,
    /** Upload the sealed file at `file` as `name`. @param {string} file @param {string} name */
    async put(file, name) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: name,
          Body: createReadStream(file),
          ContentLength: statSync(file).size,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    /**
     * Download the backup `which` ("latest", or a name) to `file`; returns its name.
     * @param {string} which @param {string} file
     */
    async get(which, file) {
      const names = await list();
      const name = which === 'latest' ? names.at(-1) : names.find((n) => n === which);
      if (!name) {
        throw new Error(
          which === 'latest' ? `The bucket ${Bucket} holds no backup.` : `The bucket ${Bucket} has no backup named ${which}.`,
        );
      }
      const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
      await pipeline(/** @type {NodeJS.ReadableStream} */ (object.Body), createWriteStream(file, { mode: 0o600 }));
      return name;
    },
    /** Delete what is beyond the retention; returns the names deleted. @param {number} keep */
    async prune(keep) {
      const old = beyondRetention(await list(), keep);
      if (old.length) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: old.map((Key) => ({ Key })) } }));
      return old;
    },
  };
}

module.exports = {
  DEFAULT_KEEP,
  PREFIX,
  SUFFIX,
  backupBucket,
  backupName,
  beyondRetention,
  bucketProblems,
  isBackupName,
  keepOf,
  sharedKeyWarning,
  usesBucket,
};
