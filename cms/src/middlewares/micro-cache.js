// Strapi loads every file of this folder as a middleware: the cache and its tests live in
// src/http/micro-cache.js. CMS_MICRO_CACHE=false turns it off (the load test's "before").
const { shared } = require('../http/micro-cache');

module.exports = () =>
  process.env.CMS_MICRO_CACHE === 'false' ? (/** @type {CmsContext} */ _ctx, /** @type {CmsNext} */ next) => next() : shared.middleware;
