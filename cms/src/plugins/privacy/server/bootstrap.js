// @ts-check
/**
 * At start: the plugin's one permission registered and kept for super admins only, and the
 * erasure log applied again before the CMS serves, so that no restore brings an erased person back.
 * @param {{ strapi: CmsStrapi }} context
 */
module.exports = async ({ strapi }) => {
  await strapi
    .service('admin::permission')
    .actionProvider.registerMany([
      { section: 'plugins', displayName: "Find, hand over and erase a person's enquiries", uid: 'manage', pluginName: 'privacy' },
    ]);
  const requests = strapi.plugin('privacy').service('requests');
  await requests.keepForSuperAdmins();
  await requests.reapply();
};
