// @ts-check
/**
 * Which backup a restore may put back without being told twice. A backup's seal vouches for its
 * name and the time it was made (src/backup/archive.js); whoever can put objects in the backups'
 * bucket (the host's key can) can copy a genuine old backup, from before an erasure, under a newer
 * name. So a restore refuses, before it replaces anything:
 * - a file whose sealed name is not the name it is stored under (renamed, or copied);
 * - a backup older than the newest one the bucket holds ("latest" is the newest by name, and the
 *   newest by name must be the newest sealed);
 * - a backup of the first format, whose name nothing vouches for;
 * unless the operator names it on purpose (--on-purpose), having read why.
 */

/** The flag with which the operator restores such a backup all the same. */
const ON_PURPOSE = '--on-purpose';

/**
 * Why the restore of the backup stored as `storedName`, sealed with `label`, is refused, or null.
 * @param {{ storedName: string, label: { name: string, madeAt: string } | null, newest: string | null, onPurpose: boolean }} backup
 *   newest: the newest backup the bucket holds (null for a file given by path)
 * @returns {string | null}
 */
function restoreRefusal({ storedName, label, newest, onPurpose }) {
  if (onPurpose) return null;
  const again = `If you mean to restore it all the same, run the restore again with ${ON_PURPOSE}.`;
  if (!label)
    return `${storedName} was made before backups sealed their name and time: nothing vouches that it is the backup its name says. ${again}`;
  if (label.name !== storedName) {
    return `${storedName} holds the backup sealed as ${label.name} (made ${label.madeAt}): it was renamed or copied, and is not the backup its name says. ${again}`;
  }
  if (newest && newest !== storedName) {
    return `${storedName} is older than the newest backup in the bucket, ${newest}: restoring it would undo everything since, erasures included until the CMS re-applies its log. ${again}`;
  }
  return null;
}

module.exports = { ON_PURPOSE, restoreRefusal };
