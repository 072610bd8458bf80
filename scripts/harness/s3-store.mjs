// A real S3-compatible object store on loopback for the CMS suites (the npm package s3rver):
// its own data folder, its buckets (the uploads', the backups'), its credentials. Started as a
// child process of its own so a harness stops it by its PID (scripts/harness/processes.mjs) and a
// spec can take "the bucket" away.
//   node scripts/harness/s3-store.mjs <port> <data folder> <bucket>[,<bucket>...]
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';

/** s3rver's one account. */
export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * The CMS's environment for backups into `bucket` of the store on `port` (cms/src/backup/bucket.js).
 * s3rver has one account, so the key is the uploads'; a production CMS gives the backups their own.
 */
export function s3BackupEnv({ port, bucket }) {
  return {
    BACKUP_S3_BUCKET: bucket,
    BACKUP_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    BACKUP_S3_REGION: 'us-east-1',
    BACKUP_S3_PATH_STYLE: 'true',
    BACKUP_S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
    BACKUP_S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
  };
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
  await server.run();
  console.log(`S3-compatible store on http://127.0.0.1:${port}, buckets ${bucket}, data in ${directory}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
