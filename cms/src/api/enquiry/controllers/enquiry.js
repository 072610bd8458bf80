const { factories } = require('@strapi/strapi');
const { receiveEnquiry } = require('../../../enquiry/intake');

/**
 * POST /api/enquiries: stored once per submission key, whatever the number of retries; a second
 * request with the same key only brings the e-mail's outcome up to date (src/enquiry/intake.js).
 */
module.exports = factories.createCoreController('api::enquiry.enquiry', ({ strapi }) => ({
  async create(ctx) {
    const { created, enquiry } = await receiveEnquiry(strapi, ctx.request.body?.data, {
      outcomeOnly: ctx.request.body?.outcomeOnly === true,
    });
    ctx.status = created ? 201 : 200;
    ctx.body = { data: { documentId: enquiry.documentId, emailOutcome: enquiry.emailOutcome } };
  },
}));
