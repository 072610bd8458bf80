// A real S3-compatible object store on loopback for the CMS suites (the npm package s3rver):
// its own data folder, its buckets (the uploads', the backups'), its credentials. Started as a
// child process of its own so a harness stops it by its PID (scripts/servers/processes.mjs) and a
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

const S3_ERROR = (code, message) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

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
    ctx.body = S3_ERROR('AccessDenied', 'Access Denied');
    return;
  }
  await next();
}

/** The bucket and key of a request's path (`/<bucket>/<key>`), the key null for the bucket itself. */
function objectOf(ctx) {
  const [, bucket, ...rest] = ctx.path.split('/');
  const key = rest.map(decodeURIComponent).join('/');
  return { bucket: decodeURIComponent(bucket ?? ''), key: key === '' ? null : key };
}

/**
 * Puts as S3 and R2 take them with the bucket's policy of docs/operators.md: a put (or a copy)
 * with `If-None-Match: *` where the object already is answers 412, for every key, as S3 does; the
 * host's key may put only so (its unconditional puts and its multipart uploads are denied, 403),
 * so it adds objects and never replaces one. s3rver itself ignores the header.
 */
async function addOnly(ctx, next) {
  const { bucket, key } = objectOf(ctx);
  const host = accessKeyOf(ctx) === BACKUP_HOST_CREDENTIALS.accessKeyId;
  const deny = (status, code, message) => {
    ctx.status = status;
    ctx.type = 'application/xml';
    ctx.body = S3_ERROR(code, message);
  };
  if (host && ctx.method === 'POST' && key && ('uploads' in ctx.query || 'uploadId' in ctx.query))
    return deny(403, 'AccessDenied', 'Access Denied');
  if (ctx.method === 'PUT' && key && !('partNumber' in ctx.query)) {
    const condition = ctx.get('if-none-match');
    if (host && condition !== '*') return deny(403, 'AccessDenied', 'Access Denied');
    if (condition === '*' && (await ctx.app.store.existsObject(bucket, key)))
      return deny(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
  }
  await next();
}

const xml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * ListObjectsV2 page by page, as S3 pages it: at most 1,000 keys (or max-keys) a page and a
 * continuation token for the next. s3rver's own tokens use DES, which the OpenSSL of current Node
 * refuses, so any listing past one page failed there and a client's paging was never exercised.
 */
async function pagedListing(ctx, next) {
  const { bucket, key } = objectOf(ctx);
  if (ctx.method !== 'GET' || key !== null || !bucket || ctx.query['list-type'] !== '2') return next();
  const token = ctx.query['continuation-token'];
  const maxKeys = Math.min(1000, ctx.query['max-keys'] === undefined ? 1000 : Number(ctx.query['max-keys']));
  const prefix = ctx.query.prefix ?? '';
  const startAfter = token ? Buffer.from(String(token), 'base64url').toString('utf8') : (ctx.query['start-after'] ?? '');
  if (!(await ctx.app.store.getBucket(bucket))) {
    ctx.status = 404;
    ctx.type = 'application/xml';
    ctx.body = S3_ERROR('NoSuchBucket', 'The specified bucket does not exist');
    return;
  }
  const page = await ctx.app.store.listObjects(bucket, { prefix, maxKeys, startAfter, delimiter: ctx.query.delimiter ?? '' });
  const last = page.objects.at(-1)?.key;
  ctx.type = 'application/xml';
  ctx.body =
    `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
    `<Name>${xml(bucket)}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.objects.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys>` +
    `<IsTruncated>${page.isTruncated}</IsTruncated>` +
    (token ? `<ContinuationToken>${xml(token)}</ContinuationToken>` : '') +
    (page.isTruncated && last ? `<NextContinuationToken>${Buffer.from(last).toString('base64url')}</NextContinuationToken>` : '') +
    page.objects
      .map(
        (o) =>
          `<Contents><Key>${xml(o.key)}</Key><LastModified>${o.lastModifiedDate.toISOString()}</LastModified>` +
          `<ETag>${xml(o.metadata.etag)}</ETag><Size>${o.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
      )
      .join('') +
    page.commonPrefixes.map((p) => `<CommonPrefixes><Prefix>${xml(p)}</Prefix></CommonPrefixes>`).join('') +
    `</ListBucketResult>`;
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

/**
 * The store, started: on `port` (0 for any free one), its data in `directory`, with `buckets`.
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export async function startS3Store({ port, directory, buckets }) {
  mkdirSync(directory, { recursive: true });
  const { default: S3rver } = await import('s3rver');
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  // The host's key, known to the store (s3rver checks the key, not SigV4's signature), and its policy.
  const { default: AWSAccount } = await import('s3rver/lib/models/account.js');
  AWSAccount.DUMMY_ACCOUNT.createKeyPair(BACKUP_HOST_CREDENTIALS.accessKeyId, BACKUP_HOST_CREDENTIALS.secretAccessKey);
  server.middleware.unshift(putOnly, addOnly, pagedListing);
  const address = await server.run();
  return { port: address.port, close: () => server.close() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, directory, bucket] = process.argv.slice(2);
  if (!port || !directory || !bucket) {
    console.error('Usage: node scripts/harness/s3-store.mjs <port> <data folder> <bucket>');
    process.exit(2);
  }
  const store = await startS3Store({ port: Number(port), directory, buckets: bucket.split(',') });
  console.log(`S3-compatible store on http://127.0.0.1:${port}, buckets ${bucket}, data in ${directory}`);
  const stop = () => store.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
