module.exports = ({ env }) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  // The end-to-end tests run the API only (no admin build needed); editors use `npm run cms`.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  flags: { nps: false, promoteEE: false },
});
