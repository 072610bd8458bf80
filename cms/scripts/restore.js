/**
 * `npm run restore -- <backup file> --yes` (in cms/): put a backup made by `npm run backup` back,
 * replacing every post, category, author, redirect, enquiry and upload the CMS has now. Run it
 * with the environment of the CMS to restore into (its database and storage, which may be new
 * and empty: the first administrator comes from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD, and API
 * tokens are made again), with the CMS stopped, then start the CMS and rebuild the site.
 * The runbook: docs/operators.md, "Backups and restore".
 */
const path = require('node:path');
const { decryptFile, keyProblem } = require('../src/backup/archive');
const { privateWorkspace } = require('../src/backup/workspace');

const appDir = path.join(__dirname, '..');

async function main() {
  const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!file) throw new Error('Usage: npm run restore -- <backup file> --yes');
  if (!process.argv.includes('--yes')) {
    throw new Error(`Restoring ${file} replaces everything this CMS holds now. Run again with --yes to go ahead.`);
  }
  const problem = keyProblem(process.env.BACKUP_ENCRYPTION_KEY);
  if (problem) throw new Error(problem);
  const t0 = Date.now();
  // The opened export lives in a private temporary folder, removed however the script ends.
  const work = privateWorkspace('cms-restore-');
  try {
    // A wrong key or a changed file stops here, before anything is replaced, and leaves nothing opened.
    await decryptFile(path.resolve(file), path.join(work.dir, 'export.tar.gz'), process.env.BACKUP_ENCRYPTION_KEY);
    const strapi = path.join(appDir, 'node_modules', '.bin', 'strapi');
    const imported = await work.run(strapi, ['import', '--force', '--file', path.join(work.dir, 'export.tar.gz')], {
      cwd: appDir,
      env: process.env,
    });
    if (imported !== 0) throw new Error(`strapi import failed (exit ${imported}).`);
    console.log(`Restored ${file} in ${((Date.now() - t0) / 1000).toFixed(1)} s. Start the CMS and rebuild the site.`);
  } finally {
    work.done();
  }
}

main().catch((err) => {
  console.error(err.message ?? err);
  process.exit(1);
});
