// @ts-check
/**
 * Which backup a restore may put back, decided on seals alone, never on names. A backup's seal
 * vouches for its name, the time it was made and the length of the erasure log then
 * (src/backup/archive.js); whoever can put objects in the backups' bucket (the host's key can) can
 * put anything under any name it has not yet used. So:
 * - "latest" is the newest backup whose seal verifies under its own name
 *   (src/backup/verified.js): an object that does not is reported and passed over;
 * - a backup whose sealed name is not the name it is stored under (renamed, or copied), or of the
 *   first format (whose name nothing vouches for), is never restored;
 * - a backup older than the newest verified one is refused unless the operator names it on
 *   purpose (--on-purpose), having read why: that flag relaxes the age rule, and nothing else.
 */

/** The flag with which the operator restores an older backup all the same. */
const ON_PURPOSE = '--on-purpose';

/** @typedef {{ name: string, madeAt: string, erasures?: number }} SealLabel */

/** How a backup is named in every line a restore prints: its sealed name and time. @param {SealLabel} label */
const described = (label) => `${label.name} (sealed ${label.madeAt})`;

/**
 * Why the backup stored as `storedName`, whose seal verified as `label`, is not restored, or null.
 * @param {{ storedName: string, label: SealLabel | null, newest: SealLabel | null, onPurpose: boolean }} backup
 *   newest: the newest backup whose seal verifies in the bucket (null without a bucket, or none)
 * @returns {string | null}
 */
function restoreRefusal({ storedName, label, newest, onPurpose }) {
  if (!label)
    return `${storedName} was made before backups sealed their name and time: nothing vouches that it is the backup its name says.`;
  if (label.name !== storedName) {
    return `${storedName} holds the backup sealed as ${described(label)}: it was renamed or copied, and is not the backup its name says.`;
  }
  if (!onPurpose && newest && newest.madeAt > label.madeAt) {
    return (
      `${described(label)} is older than the newest backup in the bucket, ${described(newest)}: restoring it would undo everything since, ` +
      `erasures included until the CMS re-applies its log. If you mean to restore it all the same, run the restore again with ${ON_PURPOSE}.`
    );
  }
  return null;
}

module.exports = { ON_PURPOSE, described, restoreRefusal };
