const { grantPublicRead } = require('./bootstrap/permissions');
const { seed } = require('./bootstrap/seed');
const { shouldSeedSample } = require('./bootstrap/seed-default');
const { registerRebuildHook } = require('./bootstrap/rebuild-hook');
const { clearOnWrites } = require('./http/micro-cache');
const { assertUsableSecrets } = require('./security/secrets');
const { ensureFirstAdmin, firstAdminFromEnv } = require('./security/first-admin');
const { corsPolicy } = require('./security/cors');
const { blogRules } = require('./editor/blog-rules');
const { configureFields } = require('./editor/configure-fields');
const { hideFromContentManager, withoutMarketplace } = require('./editor/editors-admin');
const { schedulePublishing } = require('./editor/schedule');
const { redirectRules } = require('./editor/redirects');
const { readOnlyEnquiries, ensureUniqueKeys, hideFromEditors } = require('./enquiry/intake');
const { scheduleEnquiryHousekeeping } = require('./enquiry/housekeeping');
const { configureEnquiryView } = require('./enquiry/admin-view');
const { LOCAL_DISK_WARNING, usesObjectStorage } = require('./storage/uploads');
const { scheduleBackups } = require('./backup/schedule');
const { bucketProblems, sharedKeyWarning } = require('./backup/bucket');

module.exports = {
  /**
   * Refuse to start with a missing or placeholder secret (src/security/secrets.js); the Blog
   * rules (slug from the title, cover alternative text before publishing, old slugs redirected)
   * and the Redirect checks for every writer (src/editor/).
   */
  /** @param {{ strapi: CmsStrapi }} app */
  register({ strapi }) {
    assertUsableSecrets(process.env);
    // A backups' bucket named but half set stops the start, as the uploads' does.
    const backupProblems = bucketProblems(process.env);
    if (backupProblems.length) throw new Error(`The CMS will not start with these backup settings: ${backupProblems.join(' ')}`);
    // Half-set or weak first-administrator variables stop the start too, before any database work.
    firstAdminFromEnv(process.env);
    strapi.documents.use(blogRules(strapi));
    strapi.documents.use(redirectRules(strapi));
    strapi.documents.use(readOnlyEnquiries());
    // The visitors' User collection, which editors never touch, out of the Content Manager (src/editor/editors-admin.js).
    hideFromContentManager(strapi);
  },

  /**
   * On every start: the public role may only read blogs, categories, authors and redirects (drafts never:
   * src/security/drafts.js); the site's sample articles are loaded only with
   * SEED_SAMPLE_CONTENT=true (`npm run cms`, the tests). Any content write empties the
   * few-second cache of public reads. The editors' field labels and descriptions are written
   * into the Content Manager, and scheduled posts are published on time (src/editor/).
   * Enquiries the site's edge stores are read-only, for administrators only (src/enquiry/).
   */
  /** @param {{ strapi: CmsStrapi }} app */
  async bootstrap({ strapi }) {
    // The first administrator comes from the environment; in production nobody registers (src/security/first-admin.js).
    await ensureFirstAdmin(strapi);
    // Redirects are public anyway: the site's build reads them into its _redirects.
    await grantPublicRead(strapi, ['api::blog.blog', 'api::category.category', 'api::author.author', 'api::redirect.redirect']);
    if (shouldSeedSample(process.env)) await seed(strapi);
    registerRebuildHook(strapi);
    clearOnWrites(strapi);
    await configureFields(strapi);
    // No marketplace in the editors' admin (src/editor/editors-admin.js).
    await withoutMarketplace(strapi);
    schedulePublishing(strapi);
    // Enquiries (src/enquiry/): one entry per key, read-only, unseen by editors, kept for a year.
    await ensureUniqueKeys(strapi);
    await hideFromEditors(strapi);
    // A person's data found, handed over and erased by super admins, and erasures applied again
    // after a restore: the privacy plugin does both at its own start (src/plugins/privacy/).
    await configureEnquiryView(strapi);
    scheduleEnquiryHousekeeping(strapi);
    const cors = corsPolicy(process.env);
    if (!cors.everyone && cors.origins.length === 0 && !cors.anyLocalhost) {
      strapi.log.warn('No browser origin may call the Content API: set SITE_URL (or CORS_ORIGINS) so the site can search the blog.');
    }
    if (process.env.NODE_ENV === 'production' && !usesObjectStorage(process.env)) strapi.log.warn(LOCAL_DISK_WARNING);
    // Backups leave the host on a schedule, watched (src/backup/schedule.js).
    await scheduleBackups(strapi);
    const shared = sharedKeyWarning(process.env);
    if (shared) strapi.log.warn(shared);
  },
};
