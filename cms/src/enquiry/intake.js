const { errors } = require('@strapi/utils');
const { UID, asEnquiryDesk, readOnlyEnquiries, enquiryDesk } = require('./desk');

/**
 * Enquiries, as the CMS keeps them: what a visitor sent through the site's wizard, written by
 * the site's edge (POST /api/enquiries, its create-only token) beside the e-mail, so that no
 * lead is lost when the e-mail fails. The agency's administrators read them in the Content
 * Manager; nobody edits, adds or deletes one there (the record is what the visitor sent), and
 * only the CMS's own code writes them, through the enquiry desk (./desk.js).
 */
/** The Content Manager's action behind its Create button. */
const CREATE_IN_ADMIN = 'plugin::content-manager.explorer.create';

// The Enquiry's schema says what an enquiry holds; the edge sends all of it but the CMS's own
// fields. The site's list (src/lib/enquiry/fields.ts) is held to this schema by its test.
const schema = require('../api/enquiry/content-types/enquiry/schema.json');

/** The CMS's own fields, which no request may set (the housekeeping's alert mark). */
const CMS_OWN_FIELDS = ['alertedAt'];

/** The fields the edge sends (the site's STORED_FIELDS), and no others: the schema's, less the CMS's own. */
const FIELDS = Object.keys(schema.attributes).filter((name) => !CMS_OWN_FIELDS.includes(name));

/**
 * @typedef {'pending' | 'sent' | 'failed'} ReportedOutcome
 * @typedef {ReportedOutcome | 'unknown'} EmailOutcome
 * @typedef {import('@strapi/strapi').Modules.Documents.Params.Data.Input<'api::enquiry.enquiry'>
 *   & { submissionKey: string, emailOutcome: ReportedOutcome, emailError: string }} EnquiryFields
 */

/** Outcomes a request may report; `unknown` is the housekeeping's own (a pending e-mail never reported). @type {readonly string[]} */
const REPORTED_OUTCOMES = ['pending', 'sent', 'failed'];

/**
 * The outcome a stored enquiry takes when a later request reports one: a sent e-mail stays sent;
 * a failed or unknown one becomes sent when a retry went out; `pending` never undoes a result.
 * @param {EmailOutcome} current @param {ReportedOutcome} reported @returns {EmailOutcome}
 */
function nextOutcome(current, reported) {
  if (current === 'sent' || reported === 'pending') return current;
  return reported;
}

/**
 * The entry's fields from a request's data, refused whole when anything else is in it.
 * @param {unknown} input @returns {EnquiryFields}
 */
function fieldsOf(input) {
  const data = /** @type {Record<string, unknown>} */ (input);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new errors.ValidationError('data must be an object');
  const extra = Object.keys(data).find((k) => !FIELDS.includes(k));
  if (extra) throw new errors.ValidationError(`${extra} is not a field of an enquiry`);
  for (const field of FIELDS) {
    if (field !== 'emailError' && typeof data[field] !== 'string') throw new errors.ValidationError(`${field} must be text`);
  }
  if (typeof data.emailOutcome !== 'string' || !REPORTED_OUTCOMES.includes(data.emailOutcome))
    throw new errors.ValidationError(`emailOutcome must be one of ${REPORTED_OUTCOMES.join(', ')}`);
  return /** @type {EnquiryFields} */ ({ ...data, emailError: typeof data.emailError === 'string' ? data.emailError : '' });
}

/**
 * Store an enquiry once per submission key. The first request creates it; a later one (a retry,
 * a reload, the e-mail's outcome) only moves its e-mail outcome on (nextOutcome). Two requests
 * with one key at the same moment still make one entry: the database's unique index on the key
 * refuses the second insert, which then reads the first.
 * With `outcomeOnly` (the edge's Turnstile check is on and this is a later report), an unknown key
 * is refused instead of created.
 * @param {CmsStrapi} strapi @param {unknown} data @param {{ outcomeOnly?: boolean }} [options]
 * @returns {Promise<{ created: boolean, enquiry: { documentId: string, emailOutcome?: string | null } }>}
 */
async function receiveEnquiry(strapi, data, { outcomeOnly = false } = {}) {
  const fields = fieldsOf(data);
  return asEnquiryDesk(async () => {
    let existing = await enquiryDesk.byKey(strapi, fields.submissionKey);
    let created = false;
    // The edge's Turnstile check passed only for an enquiry's first request: a later one may not create.
    if (!existing && outcomeOnly) throw new errors.NotFoundError('No enquiry has this submission key.');
    if (!existing) {
      try {
        existing = await enquiryDesk.create(strapi, fields);
        created = true;
      } catch (error) {
        existing = await enquiryDesk.byKey(strapi, fields.submissionKey);
        if (!existing) throw error;
      }
    }
    if (!created) {
      const outcome = nextOutcome(/** @type {EmailOutcome} */ (existing.emailOutcome ?? 'pending'), fields.emailOutcome);
      if (outcome !== existing.emailOutcome) {
        existing = await enquiryDesk.setOutcome(strapi, existing.documentId, {
          emailOutcome: outcome,
          emailError: outcome === 'sent' ? '' : fields.emailError,
        });
      }
    }
    if (!existing) throw new errors.ApplicationError('The enquiry was neither created nor found.');
    // A failed e-mail is told to the team by the housekeeping's next round (src/enquiry/alerts.js),
    // at a time of the CMS's choosing, not of the request's.
    return { created, enquiry: existing };
  });
}

/**
 * Two entries can never share a key, even from two CMS instances at once: a unique index in the
 * database itself (Strapi's own `unique` is checked by a read before the insert).
 * @param {CmsStrapi} strapi
 */
async function ensureUniqueKeys(strapi) {
  const table = strapi.db.metadata.get(UID).tableName;
  const attribute = /** @type {{ columnName?: string }} */ (strapi.db.metadata.get(UID).attributes.submissionKey);
  const column = attribute.columnName ?? 'submission_key';
  await strapi.db.connection.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ${table}_submission_key_unique ON ${table} (${column})`);
}

/**
 * The Editor and Author roles (anyone but a super admin) never see enquiries: their admin
 * permissions on it are removed on every start. A super admin keeps reading them but is offered
 * no "Create new entry" (a form of read-only fields that could only fail): Strapi gives the super
 * admin every action again at each start, before this runs.
 * @param {CmsStrapi} strapi
 */
async function hideFromEditors(strapi) {
  const permissions = strapi.db.query('admin::permission');
  await permissions.deleteMany({ where: { subject: UID, action: CREATE_IN_ADMIN } });
  const roles = await strapi.db.query('admin::role').findMany({ where: { code: { $ne: 'strapi-super-admin' } } });
  if (roles.length === 0) return;
  await permissions.deleteMany({ where: { subject: UID, role: { id: { $in: roles.map((r) => r.id) } } } });
}

module.exports = {
  UID,
  FIELDS,
  CMS_OWN_FIELDS,
  asEnquiryDesk,
  readOnlyEnquiries,
  nextOutcome,
  fieldsOf,
  receiveEnquiry,
  ensureUniqueKeys,
  hideFromEditors,
};
