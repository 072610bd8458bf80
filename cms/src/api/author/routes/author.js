const { factories } = require('@strapi/strapi');
const { publishedOnlyRoutes } = require('../../../security/routes');

module.exports = factories.createCoreRouter('api::author.author', publishedOnlyRoutes);
