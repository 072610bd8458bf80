/** @param {CmsConfigParams} params */
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
  // An idle keep-alive connection stays open 65 s (Node's default is 5 s), longer than the 60 s a
  // proxy or load balancer in front usually keeps its own end open: a client that reuses the
  // connection then never meets one the CMS is closing at that instant (ECONNRESET). Headers may
  // take a second longer, as Node requires. Pinned by e2e/strapi/strapi.spec.ts.
  http: { serverOptions: { keepAliveTimeout: 65_000, headersTimeout: 66_000 } },
  // Scheduled posts (src/editor/schedule.js) run on Strapi's cron.
  cron: { enabled: true },
  // The editors' rebuild flow is a webhook set from the environment (REBUILD_DISPATCH_*): see docs/operators.md.
});
