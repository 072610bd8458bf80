// @ts-check
/**
 * A person's rights over what they sent through the site's enquiry wizard, as the privacy page
 * promises them: an administrator finds every enquiry one e-mail address sent, hands them over
 * as one file, and erases them for good. The erasure is recorded without the person's data (when,
 * by whom, how many, a hash of the address), so the agency can show it was done. Enquiries stay
 * read-only otherwise (src/enquiry/intake.js): this is the one deliberate way to remove one
 * before its retention ends.
 */
const { createHmac } = require('node:crypto');
const { erasedByLog } = require('../../../backup/erasure-log');

const ENQUIRY = 'api::enquiry.enquiry';
const ERASURE = 'plugin::privacy.erasure';
/** The one permission of the plugin: super admins hold it; it is taken from every other role at each start. */
const ACTION = 'plugin::privacy.manage';
/** The longest address the wizard accepts (RFC 5321), and the enquiry's own field. */
const MAX_ADDRESS = 254;

/**
 * An e-mail address as enquiries are matched by: trimmed, in lower case (the wizard keeps what
 * was typed, and people type their address in any case). Null when it is not an address.
 * @param {unknown} value
 * @returns {string | null}
 */
function normalAddress(value) {
  if (typeof value !== 'string') return null;
  const address = value.trim().toLowerCase();
  return address.length <= MAX_ADDRESS && /^[^\s@]+@[^\s@]+$/.test(address) ? address : null;
}

/** The variable holding the erasure hash's key (a secret, checked at start: src/security/secrets.js). */
const HASH_KEY_ENV = 'PRIVACY_HASH_KEY';

/**
 * What an erasure keeps of the address: an HMAC-SHA256 of it under a key of the environment
 * (PRIVACY_HASH_KEY), so that the CMS can tell the address again when it meets it (a restore
 * re-applies the erasure: src/backup/erasure-log.js), and nobody without the key can: an unkeyed
 * hash of an address is reversed by hashing a list of candidate addresses.
 * @param {string} address a normalAddress
 * @param {Record<string, string | undefined>} [env]
 */
function addressHash(address, env = process.env) {
  const key = env[HASH_KEY_ENV];
  if (!key) throw new Error(`${HASH_KEY_ENV} is not set: an erasure's record needs it.`);
  return createHmac('sha256', key).update(address).digest('hex');
}

/**
 * The enquiry's fields in the file, in the schema's order: its identifiers and dates, then every
 * attribute the content type has (so a field added to the schema is handed over too).
 * @param {Record<string, unknown>} attributes the Enquiry content type's attributes
 * @returns {string[]}
 */
function exportColumns(attributes) {
  return ['documentId', 'createdAt', 'updatedAt', ...Object.keys(attributes).filter((k) => !['createdAt', 'updatedAt'].includes(k))];
}

/**
 * Where a spreadsheet may start a cell and run it as a formula (an equals, plus, minus or at sign,
 * a tab or a carriage return first): at the start of the text, and after any character some
 * locale takes for the separator (a comma, a semicolon, a tab) or a line break, spaces between.
 * Excel in much of Europe splits on semicolons whatever the quotes say of commas.
 */
const FORMULA_START = /(?<=^|[,;\t\r\n])([ ]*)([=+\-@\t\r])/g;

/**
 * One CSV cell (RFC 4180), always quoted; a formula's start anywhere a spreadsheet could begin a
 * cell (FORMULA_START) gets an apostrophe before it, as OWASP advises, so the file is inert
 * whichever separator it is opened with. The JSON file holds the exact text.
 * @param {unknown} value
 */
function csvCell(value) {
  const text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  return `"${text.replace(FORMULA_START, "$1'$2").replaceAll('"', '""')}"`;
}

/**
 * The file an access request is answered with: every enquiry of the address with every field.
 * @param {Array<Record<string, unknown>>} enquiries
 * @param {{ address: string, format: 'json' | 'csv', columns: string[], now: Date }} options
 * @returns {{ filename: string, contentType: string, body: string }}
 */
function exportFile(enquiries, { address, format, columns, now }) {
  const day = now.toISOString().slice(0, 10);
  const rows = enquiries.map((e) =>
    Object.fromEntries(columns.map((c) => [c, e[c] instanceof Date ? e[c].toISOString() : (e[c] ?? null)])),
  );
  // Nothing of the address in the name: a download folder or a mail attachment lists it.
  const filename = `enquiries-${day}.${format}`;
  if (format === 'csv') {
    const lines = [columns.map(csvCell).join(','), ...rows.map((r) => columns.map((c) => csvCell(r[c])).join(','))];
    return { filename, contentType: 'text/csv; charset=utf-8', body: `\uFEFF${lines.join('\r\n')}\r\n` };
  }
  return {
    filename,
    contentType: 'application/json; charset=utf-8',
    body: `${JSON.stringify({ address, exportedAt: now.toISOString(), enquiries: rows }, null, 2)}\n`,
  };
}

/**
 * Every enquiry the address sent, oldest first, with every field.
 * @param {CmsStrapi} strapi
 * @param {string} address a normalAddress
 * @returns {Promise<Array<Record<string, unknown>>>}
 */
async function findByAddress(strapi, address) {
  const rows = await strapi.db.query(ENQUIRY).findMany({ where: { email: { $eqi: address } }, orderBy: { createdAt: 'asc' } });
  return rows.map(({ id: _id, ...row }) => row);
}

class ErasureConflict extends Error {}
/** The erasure log beside the backups could not take the entry: nothing was erased. */
class ErasureNotLogged extends Error {}

/**
 * How the enquiries the administrator was shown (`shown`, their document ids) differ from those
 * the address has now (`now`): a sentence, or null when they are the same.
 * @param {string[]} shown @param {string[]} now
 */
function erasureMismatch(shown, now) {
  const added = now.filter((id) => !shown.includes(id)).length;
  const gone = new Set(shown.filter((id) => !now.includes(id))).size;
  if (!added && !gone && new Set(shown).size === shown.length) return null;
  const parts = [added && `${added} arrived since`, gone && `${gone} of them are gone`].filter(Boolean);
  return (
    `This address has ${now.length} ${now.length === 1 ? 'enquiry' : 'enquiries'} now, not the ${shown.length} you were shown` +
    `${parts.length ? ` (${parts.join(', ')})` : ''}: nothing was erased. Find them again first.`
  );
}

/**
 * Erase the enquiries of the address the administrator was shown (`ids`, their document ids), for
 * good, and record that it was done, in one transaction. If the address has others now (one
 * arrived since), or some are gone, nothing is erased (ErasureConflict): nobody erases what they
 * did not see. The erasure is appended to the log beside the backups first (`log`,
 * src/backup/erasure-log.js), so that no restore brings the person back; if it cannot be, nothing
 * is erased either.
 * @param {CmsStrapi} strapi
 * @param {string} address a normalAddress
 * @param {{ ids: string[], by: string, now?: Date, env?: Record<string, string | undefined>,
 *   log?: { append: (entry: { erasedAt: string, addressHash: string, documentIds: string[] }) => Promise<void> } }} options
 * @returns {Promise<{ erased: number, record: { erasedAt: string, erasedBy: string, enquiries: number, addressHash: string } }>}
 */
async function eraseByAddress(strapi, address, { ids, by, now = new Date(), env = process.env, log }) {
  return strapi.db.transaction(async () => {
    const current = await strapi.db.query(ENQUIRY).findMany({ where: { email: { $eqi: address } }, select: ['documentId'] });
    const mismatch = erasureMismatch(
      ids,
      current.map((/** @type {{ documentId: string }} */ e) => e.documentId),
    );
    if (mismatch) throw new ErasureConflict(mismatch);
    const hash = addressHash(address, env);
    const erasedAt = now.toISOString();
    if (log)
      await log.append({ erasedAt, addressHash: hash, documentIds: ids }).catch((/** @type {Error} */ err) => {
        throw new ErasureNotLogged(err.message);
      });
    // By id and address both: exactly the rows shown, never one that arrived in between.
    const { count: erased } = await strapi.db.query(ENQUIRY).deleteMany({ where: { documentId: { $in: ids }, email: { $eqi: address } } });
    if (erased !== ids.length) {
      throw new ErasureConflict(
        `Only ${erased} of the ${ids.length} enquiries you were shown could be erased: nothing was erased. Find them again first.`,
      );
    }
    const record = { erasedAt, erasedBy: by, enquiries: erased, addressHash: hash };
    await strapi.db.query(ERASURE).create({ data: record });
    strapi.log.info(`Erased ${erased} enquiries of one address at an administrator's request (${by}).`);
    return { erased, record };
  });
}

/**
 * Erase again what the erasure log says was erased (src/backup/erasure-log.js): after a restore of
 * a backup made before an erasure, the person's enquiries, and the record of the erasure, are
 * back in the database; this takes them out again and puts the missing records back. Run at every
 * start, before the CMS serves (src/index.js). Answers how many enquiries it erased.
 * @param {CmsStrapi} strapi
 * @param {{ log: { where: string, read: () => Promise<{ entries: Array<{ erasedAt: string, addressHash: string, documentIds: string[] }>, unreadable: number }> }, env?: Record<string, string | undefined> }} options
 */
async function reapplyErasures(strapi, { log, env = process.env }) {
  const { entries, unreadable } = await log.read();
  if (unreadable)
    strapi.log.warn(`Privacy: ${unreadable} entries of the erasure log (${log.where}) are not sealed with this PRIVACY_HASH_KEY: ignored.`);
  if (!entries.length) return 0;
  const enquiries = await strapi.db.query(ENQUIRY).findMany({ select: ['id', 'documentId', 'email', 'createdAt'] });
  const ids = erasedByLog(enquiries, entries, (email) => {
    const address = normalAddress(email);
    return address ? addressHash(address, env) : null;
  });
  let erased = 0;
  if (ids.length) erased = (await strapi.db.query(ENQUIRY).deleteMany({ where: { id: { $in: ids } } })).count;
  const records = await strapi.db.query(ERASURE).findMany({ select: ['erasedAt', 'addressHash'] });
  const held = new Set(
    records.map(
      (/** @type {{ erasedAt: string | Date, addressHash: string }} */ r) => `${new Date(r.erasedAt).toISOString()} ${r.addressHash}`,
    ),
  );
  const missing = entries.filter((e) => !held.has(`${new Date(e.erasedAt).toISOString()} ${e.addressHash}`));
  for (const e of missing) {
    await strapi.db.query(ERASURE).create({
      data: {
        erasedAt: e.erasedAt,
        erasedBy: 'the erasure log, after a restore',
        enquiries: e.documentIds.length,
        addressHash: e.addressHash,
      },
    });
  }
  if (erased || missing.length)
    strapi.log.warn(
      `Privacy: the erasure log was re-applied: ${erased} erased enquiries came back (a restore) and were erased again; ${missing.length} records put back.`,
    );
  return erased;
}

/**
 * The erasures made so far, newest first: the record an auditor asks for, without personal data.
 * @param {CmsStrapi} strapi
 */
async function erasures(strapi, limit = 100) {
  const rows = await strapi.db.query(ERASURE).findMany({ orderBy: { erasedAt: 'desc' }, limit });
  return rows.map(({ erasedAt, erasedBy, enquiries, addressHash: hash }) => ({ erasedAt, erasedBy, enquiries, addressHash: hash }));
}

/**
 * Only super admins hold the plugin's permission: it is taken from every other role at each start
 * (as enquiries are hidden from editors, src/enquiry/intake.js), whatever was granted in between.
 * @param {CmsStrapi} strapi
 */
async function keepForSuperAdmins(strapi) {
  const roles = await strapi.db.query('admin::role').findMany({ where: { code: { $ne: 'strapi-super-admin' } } });
  if (roles.length === 0) return;
  await strapi.db
    .query('admin::permission')
    .deleteMany({ where: { action: ACTION, role: { id: { $in: roles.map((/** @type {{ id: number }} */ r) => r.id) } } } });
}

module.exports = {
  ACTION,
  ENQUIRY,
  ERASURE,
  ErasureConflict,
  ErasureNotLogged,
  HASH_KEY_ENV,
  addressHash,
  csvCell,
  eraseByAddress,
  erasureMismatch,
  erasures,
  exportColumns,
  exportFile,
  findByAddress,
  keepForSuperAdmins,
  normalAddress,
  reapplyErasures,
};
