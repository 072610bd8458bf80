// @ts-check
/**
 * The privacy plugin's server: its permission, its erasure record, and four admin routes behind
 * that permission (Settings > Roles: "Privacy requests"; super admins only, src/index.js takes it
 * from every other role). The rules live in ./requests.js, with their tests.
 */
const erasureSchema = require('./content-types/erasure/schema.json');
// The Enquiry's own fields as its schema declares them (Strapi adds its bookkeeping to the loaded model).
const enquirySchema = require('../../../api/enquiry/content-types/enquiry/schema.json');
const {
  ACTION,
  ErasureConflict,
  ErasureNotLogged,
  eraseByAddress,
  erasures,
  exportColumns,
  exportFile,
  findByAddress,
  normalAddress,
} = require('./requests');
const { erasureLog } = require('../../../backup/erasure-log');

const NOT_AN_ADDRESS = 'Type the e-mail address the person wrote to you from.';

/** @param {CmsContext} ctx @param {number} status @param {string} message */
function refuse(ctx, status, message) {
  const name = { 400: 'ValidationError', 409: 'ConflictError', 503: 'ServiceUnavailableError' }[status] ?? 'ApplicationError';
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details: {} } };
}

/** Who erased: the administrator's name and id, as the record keeps it. @param {CmsContext} ctx */
function administrator(ctx) {
  const user = ctx.state?.user ?? {};
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email || 'an administrator';
  return `${name} (administrator ${user.id ?? '?'})`;
}

const policies = ['admin::isAuthenticatedAdmin', { name: 'admin::hasPermissions', config: { actions: [ACTION] } }];

module.exports = {
  /** @param {{ strapi: CmsStrapi }} context */
  async bootstrap({ strapi }) {
    await strapi
      .service('admin::permission')
      .actionProvider.registerMany([
        { section: 'plugins', displayName: "Find, hand over and erase a person's enquiries", uid: 'manage', pluginName: 'privacy' },
      ]);
  },
  contentTypes: { erasure: { schema: erasureSchema } },
  controllers: {
    requests: (/** @type {{ strapi: CmsStrapi }} */ { strapi }) => ({
      /** GET /privacy/enquiries?email=: every enquiry of the address, with every field. */
      async find(/** @type {CmsContext} */ ctx) {
        const address = normalAddress(ctx.query.email);
        if (!address) return refuse(ctx, 400, NOT_AN_ADDRESS);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { data: { address, enquiries: await findByAddress(strapi, address) } };
      },
      /** GET /privacy/enquiries/export?email=&format=json|csv: the file for an access request. */
      async export(/** @type {CmsContext} */ ctx) {
        const address = normalAddress(ctx.query.email);
        if (!address) return refuse(ctx, 400, NOT_AN_ADDRESS);
        const format = ctx.query.format === 'csv' ? 'csv' : 'json';
        const columns = exportColumns(enquirySchema.attributes);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { data: exportFile(await findByAddress(strapi, address), { address, format, columns, now: new Date() }) };
      },
      /** POST /privacy/erasures { email, ids }: erase the enquiries shown (their document ids), log and record it. */
      async erase(/** @type {CmsContext} */ ctx) {
        const { email, ids } = ctx.request.body ?? {};
        const address = normalAddress(email);
        if (!address) return refuse(ctx, 400, NOT_AN_ADDRESS);
        if (
          !Array.isArray(ids) ||
          ids.length < 1 ||
          ids.length > 1000 ||
          !ids.every((id) => typeof id === 'string' && /^[a-z0-9]{1,64}$/.test(id))
        ) {
          return refuse(ctx, 400, 'Say which enquiries you were shown (ids).');
        }
        const log = erasureLog();
        try {
          ctx.body = { data: await eraseByAddress(strapi, address, { ids, by: administrator(ctx), log }) };
        } catch (err) {
          if (err instanceof ErasureConflict) return refuse(ctx, 409, err.message);
          if (!(err instanceof ErasureNotLogged)) throw err;
          strapi.log.error(`Privacy: an erasure was not made, as its log could not be written: ${err.message}`);
          return refuse(
            ctx,
            503,
            `Nothing was erased: the erasure could not be logged beside the backups (${log.where}), where it must be so that no restore brings these enquiries back. Try again in a few minutes.`,
          );
        }
      },
      /** GET /privacy/erasures: the record of erasures, newest first. */
      async list(/** @type {CmsContext} */ ctx) {
        ctx.body = { data: await erasures(strapi) };
      },
    }),
  },
  routes: {
    admin: {
      type: 'admin',
      routes: [
        { method: 'GET', path: '/enquiries', handler: 'requests.find', config: { policies } },
        { method: 'GET', path: '/enquiries/export', handler: 'requests.export', config: { policies } },
        { method: 'POST', path: '/erasures', handler: 'requests.erase', config: { policies } },
        { method: 'GET', path: '/erasures', handler: 'requests.list', config: { policies } },
      ],
    },
  },
};
