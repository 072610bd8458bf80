const { previewOrigin, previewUrl } = require('../src/preview/preview-link');

/** @param {CmsConfigParams} params */
module.exports = ({ env }) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  // The end-to-end tests run the API only (no admin build needed); editors use `npm run cms`.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  flags: { nps: false, promoteEE: false },
  // The Preview button of a Blog entry opens a signed link to the site's edge, which shows the
  // draft as visitors would see it (docs/operators.md, "Draft preview"). Off until both variables are set.
  preview: {
    enabled: Boolean(env('PREVIEW_SECRET') && previewOrigin(process.env)),
    config: {
      // The admin's CSP may frame the site's origin, and nothing else.
      allowedOrigins: [previewOrigin(process.env)].filter(Boolean),
      handler: (/** @type {string} */ uid, /** @type {{ documentId: string, status?: string }} */ { documentId, status }) =>
        previewUrl(uid, { documentId, status }, process.env),
    },
  },
});
