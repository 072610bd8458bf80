/**
 * `npm run restore -- <backup> --yes` (in cms/): put a backup made by `npm run backup` back,
 * replacing every post, category, author, redirect, enquiry and upload the CMS has now. The
 * backup is a file, or, with the backups' bucket set (BACKUP_S3_*), a name in that bucket or
 * `latest`: the newest backup there whose seal verifies. Run it with the environment of the CMS
 * to restore into (its database and storage, which may be new and empty: the first administrator
 * comes from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD, and API tokens are made again), with the CMS
 * stopped, then start the CMS and rebuild the site. The runbook: docs/operators.md, "Backups and restore".
 *
 * Refused before anything is replaced (src/backup/restore-rules.js): a backup whose seal does not
 * verify under its own name (renamed, copied, changed, another key, the first format); one older
 * than the newest verified backup in the bucket, unless --on-purpose; an erasure log out of reach,
 * or one that fails its check or is shorter than the backup knew it (src/backup/erasure-log.js).
 * Once restored, the database is marked (src/backup/restore-mark.js): the CMS serves it only
 * after applying the whole log again, so no erased person comes back.
 */
const { existsSync } = require('node:fs');
const path = require('node:path');
const { decryptFile, keyProblem } = require('../src/backup/archive');
const { privateWorkspace } = require('../src/backup/workspace');
const { backupBucket, usesBucket } = require('../src/backup/bucket');
const { erasureLog } = require('../src/backup/erasure-log');
const { ON_PURPOSE, described, restoreRefusal } = require('../src/backup/restore-rules');
const { checkBackup, newestVerified } = require('../src/backup/verified');
const { markRestored } = require('../src/backup/restore-mark');

const appDir = path.join(__dirname, '..');

/**
 * The backup to restore: its sealed label and a verified file of it; and the newest verified backup in the bucket.
 * @param {string} which @param {{ dir: string, passphrase: string }} options
 */
async function choose(which, { dir, passphrase }) {
  const bucket = usesBucket(process.env) ? backupBucket(process.env) : null;
  const report = (/** @type {string} */ line) => console.log(line);
  const newest = bucket ? await newestVerified(bucket, { dir, passphrase, keep: true, report }) : null;
  const file = path.resolve(which);
  if (existsSync(file)) {
    const label = await decryptFile(file, null, passphrase).catch((err) => {
      throw new Error(`Nothing was restored: ${err.message}`);
    });
    return { storedName: path.basename(file), label, file, newest: newest?.label ?? null };
  }
  if (!bucket) throw new Error(`${which} is not a file, and no backups' bucket is set (BACKUP_S3_BUCKET).`);
  if (which === 'latest') {
    if (!newest) throw new Error(`Nothing was restored: the bucket ${bucket.name} holds no backup whose seal verifies with this key.`);
    console.log(`The newest backup whose seal verifies: ${described(newest.label)}.`);
    return { storedName: newest.name, label: newest.label, file: /** @type {string} */ (newest.file), newest: newest.label };
  }
  if (newest?.name === which)
    return { storedName: which, label: newest.label, file: /** @type {string} */ (newest.file), newest: newest.label };
  if (!(await bucket.list()).includes(which))
    throw new Error(`Nothing was restored: the bucket ${bucket.name} has no backup named ${which}.`);
  const checked = await checkBackup(bucket, which, { dir, passphrase, keep: true });
  if ('problem' in checked)
    throw new Error(`Nothing was restored: ${which} is not a backup this key sealed under that name: ${checked.problem}.`);
  console.log(`Taken from the backups' bucket: ${described(checked.label)}.`);
  return { storedName: which, label: checked.label, file: /** @type {string} */ (checked.file), newest: newest?.label ?? null };
}

async function main() {
  const which = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!which) throw new Error(`Usage: npm run restore -- <backup file, or a name in the backups’ bucket, or latest> --yes [${ON_PURPOSE}]`);
  if (!process.argv.includes('--yes')) {
    throw new Error(`Restoring ${which} replaces everything this CMS holds now. Run again with --yes to go ahead.`);
  }
  const passphrase = process.env.BACKUP_ENCRYPTION_KEY ?? '';
  const problem = keyProblem(passphrase);
  if (problem) throw new Error(problem);
  const t0 = Date.now();
  // The sealed and the opened export live in a private temporary folder, removed however the script ends.
  const work = privateWorkspace('cms-restore-');
  try {
    const { storedName, label, file, newest } = await choose(which, { dir: work.dir, passphrase });
    const refusal = restoreRefusal({ storedName, label, newest, onPurpose: process.argv.includes(ON_PURPOSE) });
    if (refusal) throw new Error(`Nothing was restored: ${refusal}`);
    const sealed = described(/** @type {NonNullable<typeof label>} */ (label));
    // The erasure log must be whole and in reach: the CMS applies it again before it serves.
    const log = erasureLog(process.env);
    const { entries, strays } = await log.read({ atLeast: label?.erasures ?? 0 }).catch((err) => {
      throw new Error(
        `Nothing was restored from ${sealed}: ${err.message} Without the whole erasure log a restore could bring erased people back.`,
      );
    });
    if (strays)
      console.log(
        `${strays} objects in the erasure log's place (${log.where}) are not entries of it: passed over (docs/operators.md, "A planted object").`,
      );
    // A changed file stops here, before anything is replaced, and leaves nothing opened.
    await decryptFile(file, path.join(work.dir, 'export.tar.gz'), passphrase);
    const strapi = path.join(appDir, 'node_modules', '.bin', 'strapi');
    const imported = await work.run(strapi, ['import', '--force', '--file', path.join(work.dir, 'export.tar.gz')], {
      cwd: appDir,
      env: process.env,
    });
    if (imported !== 0) throw new Error(`strapi import of ${sealed} failed (exit ${imported}).`);
    await markRestored({
      backup: storedName,
      madeAt: /** @type {NonNullable<typeof label>} */ (label).madeAt,
      restoredAt: new Date().toISOString(),
    }).catch((err) => {
      throw new Error(
        `${sealed} was imported, but the database could not be marked as restored (${err.message}): do not start the CMS until the erasure log is in reach, and restore again.`,
      );
    });
    console.log(
      `Restored ${sealed} in ${((Date.now() - t0) / 1000).toFixed(1)} s. Start the CMS: it applies the ${entries.length} erasures of the log again before it serves, and does not serve until it has. Then rebuild the site.`,
    );
  } finally {
    work.done();
  }
}

main().catch((err) => {
  console.error(err.message ?? err);
  process.exit(1);
});
