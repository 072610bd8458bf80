const { grantPublicRead } = require('./bootstrap/permissions');
const { seed } = require('./bootstrap/seed');
const { writeE2eToken } = require('./bootstrap/e2e-token');
const { registerRebuildHook } = require('./bootstrap/rebuild-hook');
const { clearOnWrites } = require('./http/micro-cache');

module.exports = {
  register() {},

  /**
   * On every start: the public role may only read blogs, categories and authors; with
   * SEED_SAMPLE_CONTENT=true (the default) the site's sample articles are loaded once. Any
   * content write empties the few-second cache of public reads.
   */
  async bootstrap({ strapi }) {
    await grantPublicRead(strapi, ['api::blog.blog', 'api::category.category', 'api::author.author']);
    if (process.env.SEED_SAMPLE_CONTENT !== 'false') await seed(strapi);
    await writeE2eToken(strapi);
    registerRebuildHook(strapi);
    clearOnWrites(strapi);
  },
};
