// @ts-check
/**
 * A person's rights over what they sent through the site's enquiry wizard, as the privacy page
 * promises them: an administrator finds every enquiry one e-mail address sent, hands them over
 * as one file, and erases them for good. The erasure is recorded without the person's data (when,
 * by whom, how many, a hash of the address), so the agency can show it was done. Enquiries stay
 * read-only otherwise (src/enquiry/intake.js): this is the one deliberate way to remove one
 * before its retention ends.
 */
const { createHash } = require('node:crypto');

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

/**
 * What an erasure keeps of the address: its SHA-256, so that whoever holds the address can show
 * it was erased, and nobody can read the address back from the record.
 * @param {string} address a normalAddress
 */
function addressHash(address) {
  return createHash('sha256').update(`privacy-erasure:${address}`).digest('hex');
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
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. A cell a
 * spreadsheet would run as a formula (an equals, plus, minus or at sign, a tab or a carriage return first) starts with an
 * apostrophe, as OWASP advises: the JSON file holds the exact text.
 * @param {unknown} value
 */
function csvCell(value) {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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
  const filename = `enquiries-${addressHash(address).slice(0, 12)}-${day}.${format}`;
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

/**
 * Erase every enquiry of the address, for good, and record that it was done, in one transaction.
 * `expected` is how many the administrator was shown: if more arrived since, nothing is erased
 * (ErasureConflict), so nobody erases what they did not see.
 * @param {CmsStrapi} strapi
 * @param {string} address a normalAddress
 * @param {{ expected: number, by: string, now?: Date }} options
 * @returns {Promise<{ erased: number, record: { erasedAt: string, erasedBy: string, enquiries: number, addressHash: string } }>}
 */
async function eraseByAddress(strapi, address, { expected, by, now = new Date() }) {
  return strapi.db.transaction(async () => {
    const where = { email: { $eqi: address } };
    const count = await strapi.db.query(ENQUIRY).count({ where });
    if (count !== expected) {
      throw new ErasureConflict(`This address has ${count} enquiries now, not the ${expected} you were shown: find them again first.`);
    }
    const { count: erased } = await strapi.db.query(ENQUIRY).deleteMany({ where });
    const record = { erasedAt: now.toISOString(), erasedBy: by, enquiries: erased, addressHash: addressHash(address) };
    await strapi.db.query(ERASURE).create({ data: record });
    strapi.log.info(`Erased ${erased} enquiries of one address at an administrator's request (${by}).`);
    return { erased, record };
  });
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
  addressHash,
  csvCell,
  eraseByAddress,
  erasures,
  exportColumns,
  exportFile,
  findByAddress,
  keepForSuperAdmins,
  normalAddress,
};
