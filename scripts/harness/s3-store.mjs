// A real S3-compatible object store on loopback for the CMS suites (the npm package s3rver):
// its own data folder, its buckets (the uploads', the backups'), its credentials. Started as a
// child process of its own so a harness stops it by its PID (scripts/harness/processes.mjs) and a
// spec can take "the bucket" away.
//   node scripts/harness/s3-store.mjs <port> <data folder> <bucket>[,<bucket>...]
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';

/** s3rver's account: the operator's, which may do anything (the uploads' key, and the harness's own). */
export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * The backups' key as the CMS host holds it: it may put, list and read, never delete, as an
 * operator scopes it on R2 or S3 (docs/operators.md, "Backups and restore"). s3rver has no
 * policies: this store refuses its deletes itself (`putOnly` below).
 */
export const BACKUP_HOST_CREDENTIALS = { accessKeyId: 'BACKUP-HOST', secretAccessKey: 'BACKUP-HOST-SECRET' };

/** The CMS's environment for backups into `bucket` of the store on `port` (cms/src/backup/bucket.js), with the host's key. */
export function s3BackupEnv({ port, bucket }) {
  return {
    BACKUP_S3_BUCKET: bucket,
    BACKUP_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    BACKUP_S3_REGION: 'us-east-1',
    BACKUP_S3_PATH_STYLE: 'true',
    BACKUP_S3_ACCESS_KEY_ID: BACKUP_HOST_CREDENTIALS.accessKeyId,
    BACKUP_S3_SECRET_ACCESS_KEY: BACKUP_HOST_CREDENTIALS.secretAccessKey,
  };
}

/** The key a request is signed with (SigV4 header or presigned query), or null. */
function accessKeyOf(ctx) {
  return /Credential=([^/,\s]+)\//.exec(ctx.get('authorization'))?.[1] ?? String(ctx.query['X-Amz-Credential'] ?? '').split('/')[0] ?? null;
}

/**
 * A bucket policy for the host's key: a delete (an object's, a batch's, the bucket's) is refused
 * as S3 refuses what a policy denies, 403 AccessDenied. Koa middleware, run before s3rver's own.
 */
async function putOnly(ctx, next) {
  const deleting = ctx.method === 'DELETE' || (ctx.method === 'POST' && 'delete' in ctx.query);
  if (deleting && accessKeyOf(ctx) === BACKUP_HOST_CREDENTIALS.accessKeyId) {
    ctx.status = 403;
    ctx.type = 'application/xml';
    ctx.body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
    return;
  }
  await next();
}

/** The CMS's environment for uploads into `bucket` of the store on `port` (cms/src/storage/uploads.js). */
export function s3UploadEnv({ port, bucket }) {
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    UPLOAD_S3_BUCKET: bucket,
    UPLOAD_S3_ENDPOINT: endpoint,
    UPLOAD_S3_REGION: 'us-east-1',
    UPLOAD_S3_PATH_STYLE: 'true',
    UPLOAD_S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
    UPLOAD_S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    UPLOAD_S3_PUBLIC_URL: `${endpoint}/${bucket}`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, directory, bucket] = process.argv.slice(2);
  if (!port || !directory || !bucket) {
    console.error('Usage: node scripts/harness/s3-store.mjs <port> <data folder> <bucket>');
    process.exit(2);
  }
  mkdirSync(directory, { recursive: true });
  const { default: S3rver } = await import('s3rver');
  const server = new S3rver({
    port: Number(port),
    address: '127.0.0.1',
    directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: bucket.split(',').map((name) => ({ name })),
  });
  // The host's key, known to the store (s3rver checks the key, not SigV4's signature), and its policy.
  const { default: AWSAccount } = await import('s3rver/lib/models/account.js');
  AWSAccount.DUMMY_ACCOUNT.createKeyPair(BACKUP_HOST_CREDENTIALS.accessKeyId, BACKUP_HOST_CREDENTIALS.secretAccessKey);
  server.middleware.unshift(putOnly);
  await server.run();
  console.log(`S3-compatible store on http://127.0.0.1:${port}, buckets ${bucket}, data in ${directory}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
