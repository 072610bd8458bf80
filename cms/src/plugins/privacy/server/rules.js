// @ts-check
/**
 * The privacy plugin's rules, with no Strapi in them: how an address is matched and kept in the
 * record (a keyed hash), the file an access request is answered with, and when an erasure is
 * refused. The service (./services/requests.js) applies them to the CMS's enquiries.
 */
const { createHmac } = require('node:crypto');

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
 * field the app declares an enquiry has (so a field added to the schema is handed over too).
 * @param {string[]} fields the Enquiry's fields, as the app declares them (config/plugins.js)
 * @returns {string[]}
 */
function exportColumns(fields) {
  return ['documentId', 'createdAt', 'updatedAt', ...fields.filter((k) => !['createdAt', 'updatedAt'].includes(k))];
}

/**
 * Where a spreadsheet may start a cell and run it as a formula (an equals, plus, minus or at sign,
 * a tab or a carriage return first): at the start of the text, and after any character some
 * locale takes for the separator (a comma, a semicolon, a tab) or a line break, with any run of
 * spaces and quotes between (a spreadsheet that splits `x;"=1` on the semicolon unquotes `"=1`
 * to a formula). Excel in much of Europe splits on semicolons whatever the quotes say of commas.
 */
const FORMULA_START = /(?<=^|[,;\t\r\n])([ "]*)([=+\-@\t\r])/g;

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

/** The enquiries the administrator was shown are not those the address has now: nothing was erased. */
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
 * The enquiries the log says are erased: by id, or by the keyed hash of their address when they
 * were received before that address's erasure (a later enquiry of the same person is theirs to
 * keep until they ask again).
 * @param {Array<{ id: number, documentId: string, email: string | null, createdAt: string | Date }>} enquiries
 * @param {Array<{ erasedAt: string, addressHash: string, documentIds: string[] }>} entries
 * @param {(email: string) => string | null} hashOf the keyed hash of an address, null when it is none
 * @returns {number[]} the ids (the database's) to delete
 */
function erasedByLog(enquiries, entries, hashOf) {
  const ids = new Set(entries.flatMap((e) => e.documentIds));
  /** @type {Map<string, string>} the latest erasure of each hash */
  const latest = new Map();
  for (const e of entries) if ((latest.get(e.addressHash) ?? '') < e.erasedAt) latest.set(e.addressHash, e.erasedAt);
  return enquiries
    .filter((q) => {
      if (ids.has(q.documentId)) return true;
      const hash = q.email ? hashOf(q.email) : null;
      const erasedAt = hash ? latest.get(hash) : undefined;
      return erasedAt !== undefined && new Date(q.createdAt).getTime() <= new Date(erasedAt).getTime();
    })
    .map((q) => q.id);
}

module.exports = {
  ACTION,
  ERASURE,
  ErasureConflict,
  ErasureNotLogged,
  HASH_KEY_ENV,
  addressHash,
  csvCell,
  erasedByLog,
  erasureMismatch,
  exportColumns,
  exportFile,
  normalAddress,
};
