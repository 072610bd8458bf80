module.exports = ({ env }) => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    // The site's browser-side calls (blog search, posts newer than the build) come from its origin.
    name: 'strapi::cors',
    config: { origin: env.array('CORS_ORIGINS', ['*']), methods: ['GET', 'HEAD', 'OPTIONS'] },
  },
  'strapi::poweredBy',
  'strapi::query',
  // Drafts only for API tokens (the public role may find blogs, and Strapi 5 would add drafts).
  'global::drafts-need-token',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
