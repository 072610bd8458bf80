const { grantPublicRead } = require('./bootstrap/permissions');
const { seed } = require('./bootstrap/seed');
const { shouldSeedSample } = require('./bootstrap/seed-default');
const { writeE2eToken } = require('./bootstrap/e2e-token');
const { registerRebuildHook } = require('./bootstrap/rebuild-hook');
const { clearOnWrites } = require('./http/micro-cache');
const { assertUsableSecrets } = require('./security/secrets');
const { corsPolicy } = require('./security/cors');

module.exports = {
  /** Refuse to start with a missing or placeholder secret (src/security/secrets.js). */
  register() {
    assertUsableSecrets(process.env);
  },

  /**
   * On every start: the public role may only read blogs, categories and authors (drafts never:
   * src/security/drafts.js); the site's sample articles are loaded only with
   * SEED_SAMPLE_CONTENT=true (`npm run cms`, the tests). Any content write empties the
   * few-second cache of public reads.
   */
  async bootstrap({ strapi }) {
    await grantPublicRead(strapi, ['api::blog.blog', 'api::category.category', 'api::author.author']);
    if (shouldSeedSample(process.env)) await seed(strapi);
    await writeE2eToken(strapi);
    registerRebuildHook(strapi);
    clearOnWrites(strapi);
    const cors = corsPolicy(process.env);
    if (!cors.everyone && cors.origins.length === 0 && !cors.anyLocalhost) {
      strapi.log.warn('No browser origin may call the Content API: set SITE_URL (or CORS_ORIGINS) so the site can search the blog.');
    }
  },
};
