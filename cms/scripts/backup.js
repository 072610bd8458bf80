/**
 * `npm run backup` (in cms/): everything the editors made, in one encrypted file an operator
 * keeps off this host. Strapi's own export (posts with their drafts, categories, authors,
 * redirects, enquiries, the media library and its files, fetched from wherever the uploads live;
 * not the administrators or API tokens, which the restore's environment makes again), sealed with
 * BACKUP_ENCRYPTION_KEY (src/backup/archive.js). Run it with the CMS's own environment (database,
 * secrets, storage), while the CMS runs; schedule it (docs/operators.md: "Backups and restore").
 *
 *   BACKUP_ENCRYPTION_KEY=... npm run backup [-- --out <folder>]
 *   BACKUP_DIR    the folder (default: backups/ here); --out wins
 *   BACKUP_KEEP   how many of the newest backups to keep there (default 14; 0 keeps all)
 */
const { mkdirSync, readdirSync, renameSync, rmSync, statSync } = require('node:fs');
const path = require('node:path');
const { encryptFile, keyProblem } = require('../src/backup/archive');
const { privateWorkspace } = require('../src/backup/workspace');

const appDir = path.join(__dirname, '..');
const PREFIX = 'cms-backup-';
const SUFFIX = '.tar.gz.sealed';

async function main() {
  const problem = keyProblem(process.env.BACKUP_ENCRYPTION_KEY);
  if (problem) throw new Error(problem);
  const at = process.argv.indexOf('--out');
  const outDir = path.resolve(at > 0 ? process.argv[at + 1] : process.env.BACKUP_DIR || path.join(appDir, 'backups'));
  mkdirSync(outDir, { recursive: true, mode: 0o700 });
  const t0 = Date.now();
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
    const stamp = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z');
    const file = path.join(outDir, `${PREFIX}${stamp}${SUFFIX}`);
    work.alsoRemove(`${file}.partial`);
    await encryptFile(path.join(work.dir, 'export.tar.gz'), `${file}.partial`, process.env.BACKUP_ENCRYPTION_KEY);
    // Renamed only once complete: a backup in the folder is always a whole one.
    renameSync(`${file}.partial`, file);
    work.keep(`${file}.partial`);
    const kept = Number(process.env.BACKUP_KEEP ?? 14);
    const all = readdirSync(outDir)
      .filter((f) => f.startsWith(PREFIX) && f.endsWith(SUFFIX))
      .sort();
    const removed = kept > 0 ? all.slice(0, Math.max(0, all.length - kept)) : [];
    for (const old of removed) rmSync(path.join(outDir, old));
    const mb = (statSync(file).size / 1024 / 1024).toFixed(1);
    console.log(
      `Backup written: ${file} (${mb} MB, ${((Date.now() - t0) / 1000).toFixed(1)} s)${removed.length ? `; removed ${removed.length} older` : ''}.`,
    );
    console.log('Copy it off this host (another bucket, another provider): a backup beside what it backs up is lost with it.');
  } finally {
    work.done();
  }
}

main().catch((err) => {
  console.error(err.message ?? err);
  process.exit(1);
});
