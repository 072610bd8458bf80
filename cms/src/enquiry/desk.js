// @ts-check
const { AsyncLocalStorage } = require('node:async_hooks');
const { errors } = require('@strapi/utils');

/**
 * The enquiry desk: the one module of the CMS's own code that reads and writes enquiries. Every
 * write is one of the operations below and runs as the desk, the only writer the read-only guard
 * (readOnlyEnquiries, on Strapi's document service) lets through; no other module calls Strapi's
 * document service or query engine on enquiries (src/enquiry/desk.test.js reads the sources to
 * hold it). The intake, the housekeeping, the alerts and the privacy plugin (through its
 * configuration, config/plugins.js) all come here.
 */
const UID = 'api::enquiry.enquiry';

/** Document service actions that only read. @type {readonly string[]} */
const READS = ['findOne', 'findMany', 'findFirst', 'count'];

/** @type {AsyncLocalStorage<true>} */
const desk = new AsyncLocalStorage();

/**
 * Run `fn` as the desk: the only writer that readOnlyEnquiries lets through.
 * @template T @param {() => T} fn @returns {T}
 */
function asEnquiryDesk(fn) {
  return desk.run(true, fn);
}

/**
 * Document service middleware: reads of enquiries go through; a write from anywhere but the desk
 * (the admin panel's Save, Delete or Create, a script) is refused with the reason.
 * @returns {CmsDocumentMiddleware}
 */
function readOnlyEnquiries() {
  return async (context, next) => {
    if (context.uid !== UID || READS.includes(context.action) || desk.getStore()) return next();
    throw new errors.ApplicationError('Enquiries are read-only: each one is what a visitor sent through the site, kept as it arrived.');
  };
}

/** @param {CmsStrapi} strapi */
const rows = (strapi) => strapi.db.query(UID);
/** @param {CmsStrapi} strapi */
const documents = (strapi) => strapi.documents(UID);

const enquiryDesk = {
  UID,

  // The intake (src/enquiry/intake.js): one entry per submission key, its e-mail's outcome moved on.
  /** @param {CmsStrapi} strapi @param {string} submissionKey */
  byKey: (strapi, submissionKey) => documents(strapi).findFirst({ filters: { submissionKey } }),
  /** @param {CmsStrapi} strapi @param {any} data */
  create: (strapi, data) => asEnquiryDesk(() => documents(strapi).create({ data })),
  /** @param {CmsStrapi} strapi @param {string} documentId @param {{ emailOutcome: string, emailError: string }} data */
  setOutcome: (strapi, documentId, data) => asEnquiryDesk(() => documents(strapi).update({ documentId, data: /** @type {any} */ (data) })),

  // The housekeeping (src/enquiry/housekeeping.js): retention, and e-mails never reported.
  /** @param {CmsStrapi} strapi @param {Date} before */
  deleteOlderThan: (strapi, before) => asEnquiryDesk(() => rows(strapi).deleteMany({ where: { createdAt: { $lt: before } } })),
  /** @param {CmsStrapi} strapi @param {Date} before */
  giveUpPending: (strapi, before) =>
    asEnquiryDesk(() =>
      rows(strapi).updateMany({ where: { emailOutcome: 'pending', createdAt: { $lt: before } }, data: { emailOutcome: 'unknown' } }),
    ),

  // The alerts (src/enquiry/alerts.js): each failed e-mail named to the team once.
  /** @param {CmsStrapi} strapi @param {{ outcomes: readonly string[], limit: number }} options */
  dueForAlert: (strapi, { outcomes, limit }) =>
    rows(strapi).findMany({ where: { emailOutcome: { $in: outcomes }, alertedAt: { $null: true } }, orderBy: { createdAt: 'asc' }, limit }),
  /** Claim one enquiry's alert: true when this call claimed it (another instance may have). @param {CmsStrapi} strapi @param {number} id @param {Date} now */
  claimAlert: async (strapi, id, now) =>
    (await asEnquiryDesk(() => rows(strapi).updateMany({ where: { id, alertedAt: { $null: true } }, data: { alertedAt: now } }))).count ===
    1,
  /** @param {CmsStrapi} strapi @param {number[]} ids */
  releaseAlerts: (strapi, ids) => asEnquiryDesk(() => rows(strapi).updateMany({ where: { id: { $in: ids } }, data: { alertedAt: null } })),

  // A person's requests (the privacy plugin): found by address, erased as shown, erased again after a restore.
  /** @param {CmsStrapi} strapi @param {string} address */
  byAddress: (strapi, address) => rows(strapi).findMany({ where: { email: { $eqi: address } }, orderBy: { createdAt: 'asc' } }),
  /** @param {CmsStrapi} strapi @param {string} address @returns {Promise<string[]>} */
  documentIdsOf: async (strapi, address) =>
    (await rows(strapi).findMany({ where: { email: { $eqi: address } }, select: ['documentId'] })).map(
      (/** @type {{ documentId: string }} */ e) => e.documentId,
    ),
  /** By id and address both: exactly the rows shown, never one that arrived in between. @param {CmsStrapi} strapi @param {string} address @param {string[]} ids */
  eraseShown: async (strapi, address, ids) =>
    (await asEnquiryDesk(() => rows(strapi).deleteMany({ where: { documentId: { $in: ids }, email: { $eqi: address } } }))).count,
  /** @param {CmsStrapi} strapi */
  everyAddress: (strapi) => rows(strapi).findMany({ select: ['id', 'documentId', 'email', 'createdAt'] }),
  /** @param {CmsStrapi} strapi @param {number[]} ids */
  eraseIds: async (strapi, ids) => (await asEnquiryDesk(() => rows(strapi).deleteMany({ where: { id: { $in: ids } } }))).count,
};

module.exports = { UID, asEnquiryDesk, readOnlyEnquiries, enquiryDesk };
