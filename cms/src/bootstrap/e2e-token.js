const fs = require('node:fs');

/**
 * For the end-to-end tests only (E2E_TOKEN_FILE set): a full-access API token, written to that
 * file, so a test can publish a post after the site was built, as an editor would.
 */
async function writeE2eToken(strapi) {
  const file = process.env.E2E_TOKEN_FILE;
  if (!file) return;
  const tokens = strapi.service('admin::api-token-content-api');
  const name = 'e2e-tests';
  const existing = await tokens.getByName(name);
  if (existing) await tokens.revoke(existing.id);
  const token = await tokens.create({ name, description: 'End-to-end tests', type: 'full-access', lifespan: null });
  fs.writeFileSync(file, token.accessKey);
}

module.exports = { writeE2eToken };
