// @ts-check
/**
 * The erasure log: every erasure of a person's enquiries (src/plugins/privacy/server/services/requests.js),
 * kept where a restore does not reach it, so that no restore brings an erased person back.
 *
 * The record of erasures inside the database is replaced by a restore like everything else in
 * it: after restoring a backup made before an erasure, neither the enquiries' absence nor the
 * record would remain. So each erasure is also appended here, beside the backups: one object per
 * erasure in the backups' bucket (under `erasures/`), or one file per erasure in the backups'
 * folder without a bucket. An entry holds no personal data: when, the keyed hash of the address,
 * the ids of the enquiries erased.
 *
 * The log is a chain no host-holder can rewrite unseen:
 * - entry n is stored under a name of its own number (`erasures/000000000001.json`, ...), put
 *   only where nothing is yet (`If-None-Match: *`; the bucket's policy refuses any other put of
 *   the host's key, docs/operators.md), so an entry is added and never replaced;
 * - its MAC (HMAC-SHA256 under PRIVACY_HASH_KEY) covers its name, its number and the MAC of the
 *   entry before it, so an entry copied over another, replaced by garbage, missing from the middle
 *   or replayed under another number fails the check; a backup seals how many entries the log
 *   held when it was made (cms/scripts/backup.js), so a log cut short before a restore is told too.
 * An entry that fails its check is never skipped: reading the log throws ErasureLogBroken, which
 * stops the restore and the CMS's start with an alert. Objects under the prefix whose names are
 * no entry's are counted and passed over: they are nothing the log holds.
 *
 * Entries of the first format (`<time>-<random>.json`, each sealed alone) are still read and
 * applied; nothing new is written in it.
 */
const { createHmac, timingSafeEqual } = require('node:crypto');
const { mkdirSync, readdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { ERASURE_LOG_PREFIX, backupBucket, usesBucket } = require('./bucket');

/** @typedef {Record<string, string | undefined>} Env */
/** @typedef {{ erasedAt: string, addressHash: string, documentIds: string[] }} ErasureEntry */
/** @typedef {ErasureEntry & { seq: number, prev: string, mac: string }} ChainedEntry */

const APP_DIR = path.join(__dirname, '..', '..');
/** How many entries are fetched at once: a big log is read in bounded steps, not in one burst. */
const READ_CONCURRENCY = 8;
/** How many times an append tries the next number when another instance took the one it chose. */
const APPEND_TRIES = 5;

/** A log that cannot be trusted as it is: an entry failed its check, or entries are missing. */
class ErasureLogBroken extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'ErasureLogBroken';
    /** Read by the privacy plugin, which never requires this file (its one seam, src/enquiry/privacy-seam.js). */
    this.code = 'ERASURE_LOG_BROKEN';
  }
}

/** The folder of the log without a bucket: beside the folder backups go to. @param {Env} env */
const logFolder = (env) => path.resolve(APP_DIR, env.BACKUP_DIR || 'backups', 'erasures');

/** Entry n's name inside the log. @param {number} seq */
const entryName = (seq) => `${String(seq).padStart(12, '0')}.json`;
const ENTRY_NAME = /^(\d{12})\.json$/;
/** The first format's names: its time, a random part. */
const LEGACY_NAME = /^\d{8}T\d{6,9}Z-[0-9a-f]{8}\.json$/;

/** @param {string} key @param {unknown[]} parts */
const macOf = (key, parts) => createHmac('sha256', key).update(JSON.stringify(parts)).digest('hex');

/** @param {string} given @param {string} expected */
function sameMac(given, expected) {
  const a = Buffer.from(given, 'hex');
  const b = Buffer.from(expected, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** @param {unknown} entry @returns {entry is ErasureEntry & Record<string, unknown>} */
const hasFields = (entry) => {
  const e = /** @type {Record<string, unknown>} */ (entry);
  return (
    typeof e?.erasedAt === 'string' &&
    typeof e.addressHash === 'string' &&
    Array.isArray(e.documentIds) &&
    e.documentIds.every((id) => typeof id === 'string')
  );
};

/** The MAC of entry `seq`, stored as `name`, after the entry whose MAC is `prev`. @param {string} key @param {string} name @param {number} seq @param {string} prev @param {ErasureEntry} e */
const chainMac = (key, name, seq, prev, e) => macOf(key, ['erasure-log/2', name, seq, prev, e.erasedAt, e.addressHash, e.documentIds]);

/**
 * Entry `seq` as stored under `name`, chained to the entry whose MAC is `prev` ('' for the first).
 * @param {ErasureEntry} entry @param {{ key: string, name: string, seq: number, prev: string }} place
 */
function sealEntry(entry, { key, name, seq, prev }) {
  const { erasedAt, addressHash, documentIds } = entry;
  return JSON.stringify({ v: 2, seq, erasedAt, addressHash, documentIds, prev, mac: chainMac(key, name, seq, prev, entry) });
}

/**
 * The entry a stored text holds, if it is entry `seq` stored under `name` after the entry whose
 * MAC is `prev`, sealed with `key`; else null.
 * @param {string} text @param {{ key: string, name: string, seq: number, prev: string }} place
 * @returns {ChainedEntry | null}
 */
function openEntry(text, { key, name, seq, prev }) {
  try {
    const stored = JSON.parse(text);
    if (!hasFields(stored) || stored.seq !== seq || stored.prev !== prev || typeof stored.mac !== 'string') return null;
    const entry = { erasedAt: stored.erasedAt, addressHash: stored.addressHash, documentIds: stored.documentIds };
    return sameMac(stored.mac, chainMac(key, name, seq, prev, entry)) ? { ...entry, seq, prev, mac: stored.mac } : null;
  } catch {
    return null;
  }
}

/** An entry of the first format, or null when it is not one or not sealed with `key`. @param {string} text @param {string} key */
function openLegacyEntry(text, key) {
  try {
    const stored = JSON.parse(text);
    if (!hasFields(stored) || typeof stored.seal !== 'string') return null;
    const entry = { erasedAt: stored.erasedAt, addressHash: stored.addressHash, documentIds: stored.documentIds };
    return sameMac(stored.seal, macOf(key, [entry.erasedAt, entry.addressHash, entry.documentIds])) ? entry : null;
  } catch {
    return null;
  }
}

/**
 * `work` over every item, at most `limit` at a time, the answers in the items' order.
 * @template T, R @param {T[]} items @param {number} limit @param {(item: T) => Promise<R>} work @returns {Promise<R[]>}
 */
async function boundedMap(items, limit, work) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(/** @type {T} */ (items[i]));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The log's storage: the backups' bucket, or a folder. `add` writes only where nothing is yet and
 * answers false when something is.
 * @param {Env} env
 * @returns {{ where: string, names: () => Promise<string[]>, text: (name: string) => Promise<string>, add: (name: string, text: string) => Promise<boolean> }}
 */
function storageOf(env) {
  if (usesBucket(env)) {
    const bucket = backupBucket(env);
    return {
      where: `the backups' bucket ${bucket.name} (${ERASURE_LOG_PREFIX})`,
      names: async () => (await bucket.keysUnder(ERASURE_LOG_PREFIX)).map((k) => k.slice(ERASURE_LOG_PREFIX.length)),
      text: (name) => bucket.getText(`${ERASURE_LOG_PREFIX}${name}`),
      add: (name, text) => bucket.putNew(`${ERASURE_LOG_PREFIX}${name}`, text),
    };
  }
  const folder = logFolder(env);
  return {
    where: folder,
    async names() {
      try {
        return readdirSync(folder);
      } catch (err) {
        if (/** @type {NodeJS.ErrnoException} */ (err).code === 'ENOENT') return [];
        throw err;
      }
    },
    text: async (name) => readFileSync(path.join(folder, name), 'utf8'),
    async add(name, text) {
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      try {
        writeFileSync(path.join(folder, name), text, { mode: 0o600, flag: 'wx' });
        return true;
      } catch (err) {
        if (/** @type {NodeJS.ErrnoException} */ (err).code === 'EEXIST') return false;
        throw err;
      }
    },
  };
}

/**
 * The log of this environment: in the backups' bucket when one is set, else in the backups' folder.
 * @param {Env} [env]
 */
function erasureLog(env = process.env) {
  const key = env.PRIVACY_HASH_KEY ?? '';
  const store = storageOf(env);

  /**
   * The whole chain, checked; throws ErasureLogBroken on any entry that fails its check.
   * @returns {Promise<{ chain: ChainedEntry[], legacy: ErasureEntry[], strays: number }>}
   */
  async function readChain() {
    const names = await store.names();
    const numbered = names.filter((n) => ENTRY_NAME.test(n)).sort();
    const legacyNames = names.filter((n) => LEGACY_NAME.test(n));
    const strays = names.length - numbered.length - legacyNames.length;
    const [texts, legacyTexts] = await Promise.all([
      boundedMap(numbered, READ_CONCURRENCY, store.text),
      boundedMap(legacyNames, READ_CONCURRENCY, store.text),
    ]);
    /** @type {ChainedEntry[]} */
    const chain = [];
    let prev = '';
    for (const [i, name] of numbered.entries()) {
      const seq = i + 1;
      if (name !== entryName(seq)) {
        throw new ErasureLogBroken(`entry ${seq} of the erasure log (${store.where}) is missing: the log goes on at ${name}.`);
      }
      const entry = openEntry(/** @type {string} */ (texts[i]), { key, name, seq, prev });
      if (!entry) {
        throw new ErasureLogBroken(
          `entry ${name} of the erasure log (${store.where}) fails its check: it was replaced, or written with another PRIVACY_HASH_KEY.`,
        );
      }
      chain.push(entry);
      prev = entry.mac;
    }
    const legacy = legacyTexts.map((text, i) => {
      const entry = openLegacyEntry(text, key);
      if (!entry) throw new ErasureLogBroken(`entry ${legacyNames[i]} of the erasure log (${store.where}) fails its check.`);
      return entry;
    });
    return { chain, legacy, strays };
  }

  return {
    where: store.where,
    /**
     * Append one entry after the last; throws when it cannot be kept (the log broken, or out of
     * reach). Another instance appending at once takes the number first: this one reads again and
     * takes the next.
     * @param {ErasureEntry} entry
     */
    async append(entry) {
      for (let tries = 0; tries < APPEND_TRIES; tries++) {
        const { chain } = await readChain();
        const seq = chain.length + 1;
        const name = entryName(seq);
        const text = sealEntry(entry, { key, name, seq, prev: chain.at(-1)?.mac ?? '' });
        if (await store.add(name, text)) return;
      }
      throw new Error(`the erasure log (${store.where}) kept changing under this erasure: try again.`);
    },
    /**
     * Every entry, oldest first; how many entries the chain holds (what a backup seals); and how
     * many objects under the log's prefix are no entry. Throws ErasureLogBroken when an entry
     * fails its check, or when the chain is shorter than `atLeast` (the count a restored backup sealed).
     * @param {{ atLeast?: number }} [options]
     * @returns {Promise<{ entries: ErasureEntry[], length: number, strays: number }>}
     */
    async read({ atLeast = 0 } = {}) {
      const { chain, legacy, strays } = await readChain();
      if (chain.length < atLeast) {
        throw new ErasureLogBroken(
          `the erasure log (${store.where}) holds ${chain.length} entries, where a backup made earlier counted ${atLeast}: entries were removed.`,
        );
      }
      const entries = [...legacy, ...chain.map(({ erasedAt, addressHash, documentIds }) => ({ erasedAt, addressHash, documentIds }))].sort(
        (a, b) => a.erasedAt.localeCompare(b.erasedAt),
      );
      return { entries, length: chain.length, strays };
    },
  };
}

module.exports = { ErasureLogBroken, READ_CONCURRENCY, boundedMap, entryName, erasureLog, openEntry, sealEntry };
