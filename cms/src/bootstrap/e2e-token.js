const fs = require('node:fs');

/** What the edge's preview token may do (docs/operators.md: read-only on Blog, Category and Author). */
const PREVIEW_TOKEN_PERMISSIONS = ['api::blog.blog', 'api::category.category', 'api::author.author'].flatMap((uid) => [
  `${uid}.find`,
  `${uid}.findOne`,
]);

/** What the edge's enquiry token may do (docs/operators.md: Enquiry create, nothing else). */
const ENQUIRY_TOKEN_PERMISSIONS = ['api::enquiry.enquiry.create'];

async function freshToken(strapi, file, fields) {
  const tokens = strapi.service('admin::api-token-content-api');
  const existing = await tokens.getByName(fields.name);
  // A restart within a run (the specs stop and start Strapi) keeps the token the run holds.
  if (existing && fs.existsSync(file)) return;
  if (existing) await tokens.revoke(existing.id);
  const token = await tokens.create({ ...fields, lifespan: null });
  fs.writeFileSync(file, token.accessKey);
}

/**
 * For the end-to-end tests only (E2E_TOKEN_FILE set): a full-access API token, written to that
 * file, so a test can publish a post after the site was built, as an editor would; and, with
 * E2E_PREVIEW_TOKEN_FILE, the edge's read-only preview token, and with E2E_ENQUIRY_TOKEN_FILE its
 * create-only enquiry token, each made as docs/operators.md tells operators.
 */
async function writeE2eToken(strapi) {
  const file = process.env.E2E_TOKEN_FILE;
  if (!file) return;
  await freshToken(strapi, file, { name: 'e2e-tests', description: 'End-to-end tests', type: 'full-access' });
  const previewFile = process.env.E2E_PREVIEW_TOKEN_FILE;
  if (previewFile) {
    await freshToken(strapi, previewFile, {
      name: 'e2e-preview',
      description: 'Draft preview (edge)',
      type: 'custom',
      permissions: PREVIEW_TOKEN_PERMISSIONS,
    });
  }
  const enquiryFile = process.env.E2E_ENQUIRY_TOKEN_FILE;
  if (enquiryFile) {
    await freshToken(strapi, enquiryFile, {
      name: 'e2e-enquiries',
      description: 'Enquiries (edge)',
      type: 'custom',
      permissions: ENQUIRY_TOKEN_PERMISSIONS,
    });
  }
}

module.exports = { writeE2eToken, PREVIEW_TOKEN_PERMISSIONS, ENQUIRY_TOKEN_PERMISSIONS };
