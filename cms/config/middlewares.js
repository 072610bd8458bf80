module.exports = ({ env }) => [
  'strapi::logger',
  // Outside strapi::errors, so it sees the final status of every answer (src/http/cache-control.js).
  'global::cache-control',
  'strapi::errors',
  'strapi::security',
  {
    // The site's browser-side calls (blog search, posts newer than the build) come from its origin.
    name: 'strapi::cors',
    config: { origin: env.array('CORS_ORIGINS', ['*']), methods: ['GET', 'HEAD', 'OPTIONS'] },
  },
  // Inside CORS and the security headers, so a cached answer carries them too (src/http/micro-cache.js).
  'global::micro-cache',
  'strapi::poweredBy',
  'strapi::query',
  // Drafts only for API tokens (the public role may find blogs, and Strapi 5 would add drafts).
  'global::drafts-need-token',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
