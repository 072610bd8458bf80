// @ts-check
/**
 * A person's rights over what they sent through the site's enquiry wizard, as the privacy page
 * promises them: an administrator finds every enquiry one e-mail address sent, hands them over
 * as one file, and erases them for good. The erasure is recorded without the person's data (when,
 * by whom, how many, a hash of the address), so the agency can show it was done. Enquiries stay
 * read-only otherwise (src/enquiry/intake.js): this is the one deliberate way to remove one
 * before its retention ends.
 */
const {
  ACTION,
  ERASURE,
  ErasureConflict,
  ErasureNotLogged,
  addressHash,
  erasedByLog,
  erasureMismatch,
  normalAddress,
} = require('../rules');

/**
 * The app's enquiries as the plugin is given them (config/plugins.js, the one seam): it reads and
 * erases them only through these operations, never through Strapi's query engine itself.
 * @typedef {{
 *   byAddress: (strapi: CmsStrapi, address: string) => Promise<Array<Record<string, any>>>,
 *   documentIdsOf: (strapi: CmsStrapi, address: string) => Promise<string[]>,
 *   eraseShown: (strapi: CmsStrapi, address: string, ids: string[]) => Promise<number>,
 *   everyAddress: (strapi: CmsStrapi) => Promise<Array<{ id: number, documentId: string, email: string, createdAt: string | Date }>>,
 *   eraseIds: (strapi: CmsStrapi, ids: number[]) => Promise<number>,
 * }} Enquiries
 */

/**
 * Every enquiry the address sent, oldest first, with every field.
 * @param {CmsStrapi} strapi
 * @param {Enquiries} enquiries
 * @param {string} address a normalAddress
 * @returns {Promise<Array<Record<string, unknown>>>}
 */
async function findByAddress(strapi, enquiries, address) {
  const rows = await enquiries.byAddress(strapi, address);
  return rows.map(({ id: _id, ...row }) => row);
}

/**
 * Erase the enquiries of the address the administrator was shown (`ids`, their document ids), for
 * good, and record that it was done, in one transaction. If the address has others now (one
 * arrived since), or some are gone, nothing is erased (ErasureConflict): nobody erases what they
 * did not see. The erasure is appended to the log beside the backups first (`log`,
 * src/backup/erasure-log.js), so that no restore brings the person back; if it cannot be, nothing
 * is erased either.
 * @param {CmsStrapi} strapi
 * @param {Enquiries} enquiries
 * @param {string} address a normalAddress
 * @param {{ ids: string[], by: string, now?: Date, env?: Record<string, string | undefined>,
 *   log?: { append: (entry: { erasedAt: string, addressHash: string, documentIds: string[] }) => Promise<void> } }} options
 * @returns {Promise<{ erased: number, record: { erasedAt: string, erasedBy: string, enquiries: number, addressHash: string } }>}
 */
async function eraseByAddress(strapi, enquiries, address, { ids, by, now = new Date(), env = process.env, log }) {
  return strapi.db.transaction(async () => {
    const mismatch = erasureMismatch(ids, await enquiries.documentIdsOf(strapi, address));
    if (mismatch) throw new ErasureConflict(mismatch);
    const hash = addressHash(address, env);
    const erasedAt = now.toISOString();
    if (log)
      await log.append({ erasedAt, addressHash: hash, documentIds: ids }).catch((/** @type {Error} */ err) => {
        throw new ErasureNotLogged(err.message);
      });
    // By id and address both: exactly the rows shown, never one that arrived in between.
    const erased = await enquiries.eraseShown(strapi, address, ids);
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
 * start, before the CMS serves (../bootstrap.js). Answers how many enquiries it erased.
 * @param {CmsStrapi} strapi
 * @param {Enquiries} enquiries
 * @param {{ log: { where: string, read: () => Promise<{ entries: Array<{ erasedAt: string, addressHash: string, documentIds: string[] }>, strays: number }> }, env?: Record<string, string | undefined> }} options
 */
async function reapplyErasures(strapi, enquiries, { log, env = process.env }) {
  const { entries, strays } = await log.read();
  if (strays)
    strapi.log.warn(`Privacy: ${strays} objects where the erasure log is kept (${log.where}) are not entries of it: passed over.`);
  if (!entries.length) return 0;
  const ids = erasedByLog(await enquiries.everyAddress(strapi), entries, (email) => {
    const address = normalAddress(email);
    return address ? addressHash(address, env) : null;
  });
  let erased = 0;
  if (ids.length) erased = await enquiries.eraseIds(strapi, ids);
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
 * The start's application of the log (requestsService's reapply), with what the seam gives.
 * @param {CmsStrapi} strapi @param {PrivacySeam} seam
 */
async function reapplyAtStart(strapi, { enquiries, erasureLog, onLogUnread, restoreMark }) {
  const log = erasureLog();
  const restored = await restoreMark.pending(strapi);
  try {
    await reapplyErasures(strapi, enquiries, { log });
  } catch (err) {
    const broken = /** @type {{ code?: string }} */ (err).code === 'ERASURE_LOG_BROKEN';
    const cause = /** @type {Error} */ (err).message.replace(/\.$/, '');
    const text = broken
      ? `The CMS did not start: ${cause}. Nobody may be brought back by a log that was tampered with; docs/operators.md, "A planted object", says what to do.`
      : restored
        ? `The CMS did not start: it was restored from ${restored.backup} and could not read the erasure log (${log.where}) to erase again whom that backup brings back: ${cause}. It starts once the log is in reach.`
        : `The CMS could not read the erasure log (${log.where}) as it started: ${cause}. It serves on: its database already holds every erasure.`;
    strapi.log.error(`Privacy: ${text}`);
    await onLogUnread(text).catch(() => {});
    if (broken || restored) throw new Error(text, { cause: err });
    return;
  }
  if (restored) {
    await restoreMark.clear(strapi);
    strapi.log.info(`Privacy: the erasure log was applied to the backup restored from ${restored.backup}; the CMS serves it now.`);
  }
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

/**
 * The plugin's service, as Strapi registers it (`strapi.plugin('privacy').service('requests')`):
 * the functions above over the enquiries and the erasure log the app gives the plugin
 * (its configuration, config/plugins.js).
 * @param {{ strapi: CmsStrapi }} context
 */
function requestsService({ strapi }) {
  const seam = () => /** @type {PrivacySeam} */ (strapi.config.get('plugin::privacy'));
  return {
    /** @param {string} address */
    find: (address) => findByAddress(strapi, seam().enquiries, address),
    /** The Enquiry's fields in a person's file, as the app declares them. */
    fields: () => seam().fields,
    /** @param {string} address @param {{ ids: string[], by: string }} options */
    erase: (address, { ids, by }) => eraseByAddress(strapi, seam().enquiries, address, { ids, by, log: seam().erasureLog() }),
    /** Where erasures are logged, for a refusal to name. */
    logWhere: () => seam().erasureLog().where,
    list: () => erasures(strapi),
    keepForSuperAdmins: () => keepForSuperAdmins(strapi),
    /**
     * At start, before the CMS serves: the log applied again. A log that fails its check stops the
     * start, and so does a log out of reach after a restore (the database is marked until the
     * whole log was applied): either way the team is told. A log out of reach at an ordinary start
     * is told, and does not keep the CMS down: its database already holds every erasure.
     */
    reapply: async () => reapplyAtStart(strapi, seam()),
  };
}

/**
 * What the app gives the plugin (config/plugins.js): its enquiries, through its desk; their
 * fields; the erasure log beside the backups; whom to tell when that log cannot be read; and the
 * mark a restore leaves until the log was applied to what it restored.
 * @typedef {{
 *   enquiries: Enquiries,
 *   fields: string[],
 *   erasureLog: () => { where: string, append: (entry: { erasedAt: string, addressHash: string, documentIds: string[] }) => Promise<void>, read: () => Promise<{ entries: Array<{ erasedAt: string, addressHash: string, documentIds: string[] }>, strays: number }> },
 *   onLogUnread: (text: string) => Promise<void>,
 *   restoreMark: { pending: (strapi: CmsStrapi) => Promise<{ backup: string } | null>, clear: (strapi: CmsStrapi) => Promise<void> },
 * }} PrivacySeam
 */

// The functions too, for their tests, with the errors they throw (one instance of each class).
module.exports = Object.assign(requestsService, {
  ErasureConflict,
  ErasureNotLogged,
  eraseByAddress,
  erasures,
  findByAddress,
  keepForSuperAdmins,
  reapplyAtStart,
  reapplyErasures,
});
