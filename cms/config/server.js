module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // The CMS's public address (https://cms.example.com) when it runs behind a TLS proxy: the
  // admin panel, upload URLs and the Preview button are built from it.
  url: env('PUBLIC_URL', ''),
  // Behind a proxy that terminates TLS, trust its X-Forwarded-* headers (secure cookies, the
  // client's address for the logs); never set it on a Strapi reachable directly.
  proxy: { koa: env.bool('IS_PROXIED', false) },
  app: { keys: env.array('APP_KEYS') },
  // Scheduled posts (src/editor/schedule.js) run on Strapi's cron.
  cron: { enabled: true },
  // The editors' rebuild flow is a webhook set from the environment (REBUILD_DISPATCH_*): see docs/operators.md.
});
