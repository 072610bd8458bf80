/**
 * `npm run restore -- <backup> --yes` (in cms/): put a backup made by `npm run backup` back,
 * replacing every post, category, author, redirect, enquiry and upload the CMS has now. The
 * backup is a file, or, with the backups' bucket set (BACKUP_S3_*), a name in that bucket or
 * `latest`. Run it with the environment of the CMS to restore into (its database and storage,
 * which may be new and empty: the first administrator comes from CMS_ADMIN_EMAIL and
 * CMS_ADMIN_PASSWORD, and API tokens are made again), with the CMS stopped, then start the CMS
 * and rebuild the site. The runbook: docs/operators.md, "Backups and restore".
 */
const { existsSync } = require('node:fs');
const path = require('node:path');
const { decryptFile, keyProblem } = require('../src/backup/archive');
const { privateWorkspace } = require('../src/backup/workspace');
const { backupBucket, usesBucket } = require('../src/backup/bucket');

const appDir = path.join(__dirname, '..');

async function main() {
  const which = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!which) throw new Error('Usage: npm run restore -- <backup file, or a name in the backups’ bucket, or latest> --yes');
  if (!process.argv.includes('--yes')) {
    throw new Error(`Restoring ${which} replaces everything this CMS holds now. Run again with --yes to go ahead.`);
  }
  const problem = keyProblem(process.env.BACKUP_ENCRYPTION_KEY);
  if (problem) throw new Error(problem);
  const t0 = Date.now();
  // The sealed and the opened export live in a private temporary folder, removed however the script ends.
  const work = privateWorkspace('cms-restore-');
  try {
    let file = path.resolve(which);
    if (!existsSync(file)) {
      if (!usesBucket(process.env)) throw new Error(`${which} is not a file, and no backups' bucket is set (BACKUP_S3_BUCKET).`);
      file = path.join(work.dir, 'backup.sealed');
      const name = await backupBucket(process.env).get(which, file);
      console.log(`Taken from the backups' bucket: ${name}`);
    }
    // A wrong key or a changed file stops here, before anything is replaced, and leaves nothing opened.
    await decryptFile(file, path.join(work.dir, 'export.tar.gz'), process.env.BACKUP_ENCRYPTION_KEY ?? '');
    const strapi = path.join(appDir, 'node_modules', '.bin', 'strapi');
    const imported = await work.run(strapi, ['import', '--force', '--file', path.join(work.dir, 'export.tar.gz')], {
      cwd: appDir,
      env: process.env,
    });
    if (imported !== 0) throw new Error(`strapi import failed (exit ${imported}).`);
    console.log(`Restored ${which} in ${((Date.now() - t0) / 1000).toFixed(1)} s. Start the CMS and rebuild the site.`);
  } finally {
    work.done();
  }
}

main().catch((err) => {
  console.error(err.message ?? err);
  process.exit(1);
});
