const { FIELD_HELP, withFieldHelp } = require('./fields');

/** Write the editors' labels and descriptions into the Content Manager (on every start). */
async function configureFields(strapi, help = FIELD_HELP) {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  for (const [uid, fields] of Object.entries(help)) {
    const contentType = strapi.contentTypes[uid];
    if (!contentType) continue;
    const configuration = await contentTypes.findConfiguration(contentType);
    const { metadatas } = withFieldHelp(configuration, fields);
    await contentTypes.updateConfiguration(contentType, { metadatas });
  }
}

module.exports = { configureFields };
