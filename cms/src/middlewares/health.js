// Strapi loads every file of this folder as a middleware: GET /_health answers what a monitor
// needs to know (src/backup/schedule.js: the last good backup, and whether one is overdue).
const { healthAnswer } = require('../http/health');

/** @param {unknown} _config @param {{ strapi: CmsStrapi }} context */
module.exports = (_config, { strapi }) => healthAnswer(strapi);
