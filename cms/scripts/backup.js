/**
 * `npm run backup` (in cms/): everything the editors made, in one encrypted file kept off this
 * host. Strapi's own export (posts with their drafts, categories, authors, redirects, enquiries,
 * the media library and its files, fetched from wherever the uploads live; not the administrators
 * or API tokens, which the restore's environment makes again), sealed with BACKUP_ENCRYPTION_KEY
 * (src/backup/archive.js) with its name, its time and the erasure log's length, then put, never
 * over another object, in the backups' own bucket
 * (src/backup/bucket.js), whose lifecycle rule keeps a month of them (the host's key cannot
 * delete). Without a bucket it is written to BACKUP_DIR on this host (a developer's, or an
 * operator's own copy job), where the newest BACKUP_KEEP are kept. The CMS runs it on a schedule itself
 * (src/backup/schedule.js); run by hand, with the CMS's own environment, while the CMS runs.
 *
 *   BACKUP_ENCRYPTION_KEY=... npm run backup [-- --out <folder>]
 *   BACKUP_S3_*   the bucket (src/backup/bucket.js); --out writes to a folder instead
 *   BACKUP_DIR    the folder without a bucket (default: backups/ here)
 *   BACKUP_KEEP   how many of the newest backups a folder keeps (default 30; 0 keeps all)
 */
const { mkdirSync, readdirSync, renameSync, rmSync, statSync } = require('node:fs');
const path = require('node:path');
const { encryptFile, keyProblem } = require('../src/backup/archive');
const { privateWorkspace } = require('../src/backup/workspace');
const { backupBucket, backupName, beyondRetention, keepOf, usesBucket } = require('../src/backup/bucket');
const { erasureLog } = require('../src/backup/erasure-log');

const appDir = path.join(__dirname, '..');

async function main() {
  const problem = keyProblem(process.env.BACKUP_ENCRYPTION_KEY);
  if (problem) throw new Error(problem);
  const at = process.argv.indexOf('--out');
  const toBucket = usesBucket(process.env) && at < 0;
  // Checked before the export: a wrong setting fails in a second, not after minutes.
  const bucket = toBucket ? backupBucket(process.env) : null;
  if (bucket) await bucket.check();
  const outDir = toBucket ? null : path.resolve(at > 0 ? process.argv[at + 1] : process.env.BACKUP_DIR || path.join(appDir, 'backups'));
  if (outDir) mkdirSync(outDir, { recursive: true, mode: 0o700 });
  const keep = keepOf(process.env);
  const t0 = Date.now();
  // How long the erasure log is now, sealed into the backup: a restore refuses a log that has
  // since lost entries (src/backup/erasure-log.js). A log that fails its check stops the backup,
  // whose failure alerts the team.
  const { length: erasures } = await erasureLog(process.env).read();
  // The unencrypted export exists only in a private temporary folder, for as long as sealing
  // takes, and is removed however the script ends, a signal included (src/backup/workspace.js).
  const work = privateWorkspace('cms-backup-');
  try {
    const strapi = path.join(appDir, 'node_modules', '.bin', 'strapi');
    const exported = await work.run(strapi, ['export', '--no-encrypt', '--file', path.join(work.dir, 'export')], {
      cwd: appDir,
      env: process.env,
    });
    if (exported !== 0) throw new Error(`strapi export failed (exit ${exported}): no backup was written.`);
    const madeAt = new Date();
    const name = backupName(madeAt);
    const sealed = outDir ? path.join(outDir, name) : path.join(work.dir, name);
    work.alsoRemove(`${sealed}.partial`);
    await encryptFile(path.join(work.dir, 'export.tar.gz'), `${sealed}.partial`, process.env.BACKUP_ENCRYPTION_KEY ?? '', {
      name,
      madeAt: madeAt.toISOString(),
      erasures,
    });
    // Renamed only once complete: a backup in the folder is always a whole one.
    renameSync(`${sealed}.partial`, sealed);
    work.keep(`${sealed}.partial`);
    const mb = (statSync(sealed).size / 1024 / 1024).toFixed(1);
    let removed = [];
    if (bucket) await bucket.put(sealed, name);
    else {
      removed = beyondRetention(readdirSync(/** @type {string} */ (outDir)), keep);
      for (const old of removed) rmSync(path.join(/** @type {string} */ (outDir), old));
    }
    const where = bucket ? `bucket ${bucket.name}, ${name}` : sealed;
    console.log(
      `Backup written: ${where} (${mb} MB, ${((Date.now() - t0) / 1000).toFixed(1)} s)${removed.length ? `; removed ${removed.length} older` : ''}.`,
    );
    if (!bucket) console.log('Copy it off this host, or set BACKUP_S3_BUCKET: a backup beside what it backs up is lost with it.');
  } finally {
    work.done();
  }
}

main().catch((err) => {
  console.error(err.message ?? err);
  process.exit(1);
});
