/**
 * `npm run restore -- <backup> --yes` (in cms/): put a backup made by `npm run backup` back,
 * replacing every post, category, author, redirect, enquiry and upload the CMS has now. The
 * backup is a file, or, with the backups' bucket set (BACKUP_S3_*), a name in that bucket or
 * `latest`. Run it with the environment of the CMS to restore into (its database and storage,
 * which may be new and empty: the first administrator comes from CMS_ADMIN_EMAIL and
 * CMS_ADMIN_PASSWORD, and API tokens are made again), with the CMS stopped, then start the CMS
 * and rebuild the site. The runbook: docs/operators.md, "Backups and restore".
 *
 * Refused before anything is replaced: a backup renamed or copied under another name, one older
 * than the newest in the bucket, one of the first format (src/backup/restore-rules.js), unless
 * --on-purpose; a wrong key or a changed byte; an erasure log out of reach (src/backup/erasure-log.js),
 * which the CMS applies again as it starts so that no erased person comes back.
 */
const { existsSync } = require('node:fs');
const path = require('node:path');
const { decryptFile, keyProblem, readSeal } = require('../src/backup/archive');
const { privateWorkspace } = require('../src/backup/workspace');
const { backupBucket, usesBucket } = require('../src/backup/bucket');
const { erasureLog } = require('../src/backup/erasure-log');
const { ON_PURPOSE, restoreRefusal } = require('../src/backup/restore-rules');

const appDir = path.join(__dirname, '..');

async function main() {
  const which = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!which) throw new Error(`Usage: npm run restore -- <backup file, or a name in the backups’ bucket, or latest> --yes [${ON_PURPOSE}]`);
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
    let storedName = path.basename(file);
    /** @type {string | null} */
    let newest = null;
    if (!existsSync(file)) {
      if (!usesBucket(process.env)) throw new Error(`${which} is not a file, and no backups' bucket is set (BACKUP_S3_BUCKET).`);
      file = path.join(work.dir, 'backup.sealed');
      ({ name: storedName, newest } = await backupBucket(process.env).get(which, file));
      console.log(`Taken from the backups' bucket: ${storedName}`);
    }
    const refusal = restoreRefusal({
      storedName,
      label: (await readSeal(file)).label,
      newest,
      onPurpose: process.argv.includes(ON_PURPOSE),
    });
    if (refusal) throw new Error(`Nothing was restored: ${refusal}`);
    // The erasure log must be in reach: the CMS applies it again as it starts.
    const log = erasureLog(process.env);
    const { entries } = await log.read().catch((err) => {
      throw new Error(
        `Nothing was restored: the erasure log (${log.where}) cannot be read (${err.message}), and without it a restore could bring erased people back.`,
      );
    });
    // A wrong key or a changed file (its sealed name included) stops here, before anything is replaced, and leaves nothing opened.
    await decryptFile(file, path.join(work.dir, 'export.tar.gz'), process.env.BACKUP_ENCRYPTION_KEY ?? '');
    const strapi = path.join(appDir, 'node_modules', '.bin', 'strapi');
    const imported = await work.run(strapi, ['import', '--force', '--file', path.join(work.dir, 'export.tar.gz')], {
      cwd: appDir,
      env: process.env,
    });
    if (imported !== 0) throw new Error(`strapi import failed (exit ${imported}).`);
    console.log(
      `Restored ${storedName} in ${((Date.now() - t0) / 1000).toFixed(1)} s. Start the CMS (it applies the ${entries.length} erasures of the log again before it serves) and rebuild the site.`,
    );
  } finally {
    work.done();
  }
}

main().catch((err) => {
  console.error(err.message ?? err);
  process.exit(1);
});
