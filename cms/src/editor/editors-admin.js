// @ts-check
/**
 * The admin panel as editors need it, on the server's side (the browser's side:
 * src/admin/app.jsx). The users-permissions plugin's "User" collection holds the site's visitors'
 * accounts, which this site has none of, and is not the admin's users: out of the Content Manager.
 * Strapi's marketplace (a cart icon to market.strapi.io) installs nothing on a deployed CMS: its one
 * permission is unregistered, so no role, the super admin's included, holds it or sees the link.
 */
/** @type {import('@strapi/strapi').UID.ContentType[]} */
const NOT_FOR_EDITORS = ['plugin::users-permissions.user'];
const MARKETPLACE = 'admin::marketplace.read';

/**
 * At register: the collections editors never touch, out of the Content Manager's list (Strapi's
 * own `pluginOptions['content-manager'].visible`).
 * @param {CmsStrapi} strapi
 */
function hideFromContentManager(strapi, uids = NOT_FOR_EDITORS) {
  for (const uid of uids) {
    const model = /** @type {{ pluginOptions?: Record<string, Record<string, unknown>> } | undefined} */ (strapi.contentType(uid));
    if (!model) continue;
    model.pluginOptions = { ...model.pluginOptions, 'content-manager': { ...model.pluginOptions?.['content-manager'], visible: false } };
  }
}

/**
 * At bootstrap, after the admin registered its actions and gave them to the super admin: the
 * marketplace's action taken away, and every role's permission for it.
 * @param {CmsStrapi} strapi
 */
async function withoutMarketplace(strapi) {
  await strapi.service('admin::permission').actionProvider.delete(MARKETPLACE);
  await strapi.db.query('admin::permission').deleteMany({ where: { action: MARKETPLACE } });
}

module.exports = { MARKETPLACE, NOT_FOR_EDITORS, hideFromContentManager, withoutMarketplace };
