const { factories } = require('@strapi/strapi');

/**
 * Enquiries come in and never go out through the Content API: `create` is its only route, for
 * the site's edge with its create-only token. No find, findOne, update or delete exists here, so
 * no token, role or query can read one back; the agency reads them in the admin panel.
 */
module.exports = factories.createCoreRouter('api::enquiry.enquiry', { only: ['create'] });
