const { FIELD_HELP, withFieldHelp } = require('./fields');

/** @typedef {import('./fields').FieldHelp} FieldHelp */

/**
 * Write the editors' labels and descriptions into the Content Manager (on every start).
 * @param {CmsStrapi} strapi @param {Record<string, Record<string, FieldHelp>>} [help]
 */
async function configureFields(strapi, help = FIELD_HELP) {
  const manager = strapi.plugin('content-manager');
  for (const [uid, fields] of Object.entries(help)) {
    // Content types (api::…) and components (shared.seo) keep their configurations apart.
    const model =
      strapi.contentTypes[/** @type {import('@strapi/strapi').UID.ContentType} */ (uid)] ??
      strapi.components[/** @type {import('@strapi/strapi').UID.Component} */ (uid)];
    if (!model) continue;
    const service = manager.service(
      strapi.contentTypes[/** @type {import('@strapi/strapi').UID.ContentType} */ (uid)] ? 'content-types' : 'components',
    );
    const configuration = await service.findConfiguration(model);
    const { metadatas } = withFieldHelp(configuration, fields);
    await service.updateConfiguration(model, { metadatas });
  }
}

module.exports = { configureFields };
