// @ts-check
const { ErasureConflict, ErasureNotLogged, exportColumns, exportFile, normalAddress } = require('../rules');

/**
 * The four admin routes' answers (../routes/index.js): what the request says, checked, handed to
 * the plugin's service, and its outcome or refusal in Strapi's error shape.
 */
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

/** @param {{ strapi: CmsStrapi }} context */
module.exports = ({ strapi }) => {
  const service = () => strapi.plugin('privacy').service('requests');
  return {
    /** GET /privacy/enquiries?email=: every enquiry of the address, with every field. */
    async find(/** @type {CmsContext} */ ctx) {
      const address = normalAddress(ctx.query.email);
      if (!address) return refuse(ctx, 400, NOT_AN_ADDRESS);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: { address, enquiries: await service().find(address) } };
    },
    /** GET /privacy/enquiries/export?email=&format=json|csv: the file for an access request. */
    async export(/** @type {CmsContext} */ ctx) {
      const address = normalAddress(ctx.query.email);
      if (!address) return refuse(ctx, 400, NOT_AN_ADDRESS);
      const format = ctx.query.format === 'csv' ? 'csv' : 'json';
      const columns = exportColumns(service().fields());
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { data: exportFile(await service().find(address), { address, format, columns, now: new Date() }) };
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
      try {
        ctx.body = { data: await service().erase(address, { ids, by: administrator(ctx) }) };
      } catch (err) {
        if (err instanceof ErasureConflict) return refuse(ctx, 409, err.message);
        if (!(err instanceof ErasureNotLogged)) throw err;
        strapi.log.error(`Privacy: an erasure was not made, as its log could not be written: ${err.message}`);
        return refuse(
          ctx,
          503,
          `Nothing was erased: the erasure could not be logged beside the backups (${service().logWhere()}), where it must be so that no restore brings these enquiries back. Try again in a few minutes.`,
        );
      }
    },
    /** GET /privacy/erasures: the record of erasures, newest first. */
    async list(/** @type {CmsContext} */ ctx) {
      ctx.body = { data: await service().list() };
    },
  };
};
