// Registered as 'global::drafts-need-token' in config/middlewares.js; the rule and its tests
// live in src/preview/ (Strapi loads every file of this folder as a middleware).
module.exports = require('../preview/drafts-need-token');
