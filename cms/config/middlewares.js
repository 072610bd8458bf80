const { corsConfig } = require('../src/security/cors');
const { securityMiddlewareConfig } = require('../src/storage/uploads');

module.exports = () => [
  'strapi::logger',
  // Outside strapi::errors, so it sees the final status of every answer (src/http/cache-control.js).
  'global::cache-control',
  'strapi::errors',
  // /_health says when the last good backup was (src/http/health.js).
  'global::health',
  // In production no stranger registers as the first administrator (src/security/first-admin.js).
  'global::first-admin',
  // The deploy workflow's signed reports, read before the body parser (src/rebuilds/report-route.js).
  'global::rebuild-report',
  // Strapi's own headers; with uploads on object storage, the admin may show images from there (src/storage/uploads.js).
  { name: 'strapi::security', config: securityMiddlewareConfig(process.env) },
  // Only the site's own origins, never with credentials (src/security/cors.js).
  { name: 'strapi::cors', config: corsConfig(process.env) },
  // Inside CORS and the security headers, so a cached answer carries them too (src/http/micro-cache.js).
  'global::micro-cache',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  // cms/favicon.png: without a file this middleware answers every /favicon.ico with a 500.
  'strapi::favicon',
  'strapi::public',
];
