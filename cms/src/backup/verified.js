// @ts-check
/**
 * The backups a bucket holds, as their seals tell them, not their names: an object is a backup
 * only once it was downloaded and its seal verified under BACKUP_ENCRYPTION_KEY, with the name it
 * is stored under. A planted object (garbage under a future name, an old backup copied over a
 * newer one's name) fails that and is passed over, so it can neither become "latest" for a
 * restore (cms/scripts/restore.js) nor set /_health's last good backup (src/backup/schedule.js).
 */
const { rmSync } = require('node:fs');
const path = require('node:path');
const { decryptFile } = require('./archive');

/** @typedef {{ name: string, madeAt: string, erasures?: number }} SealLabel */
/** @typedef {{ name: string, label: SealLabel, file: string | null } | { name: string, problem: string }} Checked */
/** @typedef {{ list: () => Promise<string[]>, download: (name: string, file: string) => Promise<void> }} BucketReader */

/**
 * The object `name`, downloaded into `dir` and its seal verified. With `keep`, a backup that
 * verifies stays at `file` for the caller (a restore); anything else is removed at once.
 * @param {BucketReader} bucket @param {string} name
 * @param {{ dir: string, passphrase: string, keep?: boolean }} options
 * @returns {Promise<Checked>}
 */
async function checkBackup(bucket, name, { dir, passphrase, keep = false }) {
  // The object's name never becomes a path: a planted name could hold "../".
  const file = path.join(dir, `candidate-${Date.now()}-${Math.random().toString(36).slice(2)}.sealed`);
  let kept = false;
  try {
    await bucket.download(name, file);
    const label = await decryptFile(file, null, passphrase);
    if (!label) return { name, problem: 'it was made before backups sealed their name and time, so nothing vouches for it' };
    if (label.name !== name)
      return { name, problem: `it holds the backup sealed as ${label.name} (made ${label.madeAt}): renamed or copied` };
    kept = keep;
    return { name, label, file: keep ? file : null };
  } catch (err) {
    return { name, problem: /** @type {Error} */ (err).message.replace(`${file} `, '').replace(/\.$/, '') };
  } finally {
    if (!kept) rmSync(file, { force: true });
  }
}

/**
 * The newest backup in the bucket whose seal verifies, or null. Names are tried newest first (a
 * genuine backup's name is its sealed time); each that fails is reported and passed over.
 * `known` remembers what earlier calls found of each name (objects are added, never replaced:
 * src/backup/bucket.js); `limit` bounds how many new objects one call downloads.
 * @param {BucketReader} bucket
 * @param {{ dir: string, passphrase: string, keep?: boolean, report?: (line: string) => void, limit?: number, known?: Map<string, Checked> }} options
 * @returns {Promise<{ name: string, label: SealLabel, file: string | null } | null>}
 */
async function newestVerified(bucket, { dir, passphrase, keep = false, report = () => {}, limit = Infinity, known }) {
  let downloads = 0;
  for (const name of (await bucket.list()).reverse()) {
    let checked = known?.get(name);
    if (!checked || (keep && 'label' in checked)) {
      if (downloads++ >= limit) return null;
      checked = await checkBackup(bucket, name, { dir, passphrase, keep });
      known?.set(name, 'label' in checked ? { ...checked, file: null } : checked);
    }
    if ('label' in checked) return checked;
    report(`Passed over ${name}: ${checked.problem}.`);
  }
  return null;
}

module.exports = { checkBackup, newestVerified };
