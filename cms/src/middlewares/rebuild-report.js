// Strapi loads every file of this folder as a middleware: the deploy workflow's reports, before
// the body parser, since their signature covers the body's bytes (src/rebuilds/report-route.js).
const { rebuildReports } = require('../rebuilds/report-route');

/** @param {unknown} _config @param {{ strapi: CmsStrapi }} context */
module.exports = (_config, { strapi }) => rebuildReports(strapi);
