// @ts-check
/**
 * The erasure log: every erasure of a person's enquiries (src/plugins/privacy/server/services/requests.js),
 * kept where a restore does not reach it, so that no restore brings an erased person back.
 *
 * The record of erasures inside the database is replaced by a restore like everything else in
 * it: after restoring a backup made before an erasure, neither the enquiries' absence nor the
 * record would remain. So each erasure is also appended here, beside the backups: one object per
 * erasure in the backups' bucket (under `erasures/`; the host's key may put but never delete, so
 * whoever takes the host cannot wipe it), or one file per erasure in the backups' folder without
 * a bucket. An entry holds no personal data: when, the keyed hash of the address, the ids of the
 * enquiries erased; it is sealed with an HMAC under PRIVACY_HASH_KEY, so an entry nobody with the
 * key wrote is ignored.
 *
 * Every start of the CMS re-applies the log before it serves (src/index.js): an enquiry whose id
 * was erased, or whose address has an erasure's hash and which was received before that erasure,
 * is deleted again. A restore checks that the log can be read before it replaces anything
 * (cms/scripts/restore.js).
 */
const { createHmac, randomBytes, timingSafeEqual } = require('node:crypto');
const { mkdirSync, readdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { ERASURE_LOG_PREFIX, backupBucket, usesBucket } = require('./bucket');

/** @typedef {Record<string, string | undefined>} Env */
/** @typedef {{ erasedAt: string, addressHash: string, documentIds: string[] }} ErasureEntry */

const APP_DIR = path.join(__dirname, '..', '..');

/** The folder of the log without a bucket: beside the folder backups go to. @param {Env} env */
const logFolder = (env) => path.resolve(APP_DIR, env.BACKUP_DIR || 'backups', 'erasures');

/** The entry's seal. @param {ErasureEntry} entry @param {string} key */
const sealOf = (entry, key) =>
  createHmac('sha256', key)
    .update(JSON.stringify([entry.erasedAt, entry.addressHash, entry.documentIds]))
    .digest('hex');

/**
 * An entry as stored: its fields and its seal.
 * @param {ErasureEntry} entry @param {string} key
 */
function sealEntry(entry, key) {
  return JSON.stringify({
    erasedAt: entry.erasedAt,
    addressHash: entry.addressHash,
    documentIds: entry.documentIds,
    seal: sealOf(entry, key),
  });
}

/**
 * The entry a stored text holds, or null when it is not one or its seal is not the key's.
 * @param {string} text @param {string} key @returns {ErasureEntry | null}
 */
function openEntry(text, key) {
  try {
    const { erasedAt, addressHash, documentIds, seal } = JSON.parse(text);
    if (typeof erasedAt !== 'string' || typeof addressHash !== 'string' || typeof seal !== 'string') return null;
    if (!Array.isArray(documentIds) || !documentIds.every((id) => typeof id === 'string')) return null;
    const entry = { erasedAt, addressHash, documentIds };
    const expected = Buffer.from(sealOf(entry, key), 'hex');
    const given = Buffer.from(seal, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected) ? entry : null;
  } catch {
    return null;
  }
}

/** An entry's name: sortable by time, unique. @param {ErasureEntry} entry */
const entryName = (entry) => `${entry.erasedAt.replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}.json`;

/**
 * The log of this environment: in the backups' bucket when one is set, else in the backups' folder.
 * @param {Env} [env]
 */
function erasureLog(env = process.env) {
  const key = env.PRIVACY_HASH_KEY ?? '';
  const bucket = usesBucket(env) ? backupBucket(env) : null;
  const where = bucket ? `the backups' bucket ${bucket.name} (${ERASURE_LOG_PREFIX})` : logFolder(env);
  return {
    where,
    /** Append one entry; throws when it cannot be kept. @param {ErasureEntry} entry */
    async append(entry) {
      const text = sealEntry(entry, key);
      if (bucket) return bucket.putText(`${ERASURE_LOG_PREFIX}${entryName(entry)}`, text);
      mkdirSync(logFolder(env), { recursive: true, mode: 0o700 });
      writeFileSync(path.join(logFolder(env), entryName(entry)), text, { mode: 0o600, flag: 'wx' });
    },
    /**
     * Every entry, oldest first, and how many stored texts were not entries of this key.
     * @returns {Promise<{ entries: ErasureEntry[], unreadable: number }>}
     */
    async read() {
      /** @type {string[]} */
      let texts;
      if (bucket) {
        const keys = (await bucket.keysUnder(ERASURE_LOG_PREFIX)).filter((k) => k.endsWith('.json'));
        texts = await Promise.all(keys.map((k) => bucket.getText(k)));
      } else {
        let names = /** @type {string[]} */ ([]);
        try {
          names = readdirSync(logFolder(env))
            .filter((n) => n.endsWith('.json'))
            .sort();
        } catch (err) {
          if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'ENOENT') throw err;
        }
        texts = names.map((n) => readFileSync(path.join(logFolder(env), n), 'utf8'));
      }
      const opened = texts.map((t) => openEntry(t, key));
      const entries = /** @type {ErasureEntry[]} */ (opened.filter(Boolean)).sort((a, b) => a.erasedAt.localeCompare(b.erasedAt));
      return { entries, unreadable: opened.length - entries.length };
    },
  };
}

module.exports = { erasureLog, openEntry, sealEntry };
