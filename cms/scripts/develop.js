/**
 * `npm run develop` (in cms/, and the site's `npm run cms`): `strapi develop` with the admin
 * panel, called with no tsconfig for the reason cms/scripts/build-admin.js gives: inside the
 * site's repository Strapi's CLI finds the site's tsconfig.json, takes this JavaScript project
 * for a TypeScript one, and stops at "Debug Failure" without ever listening.
 */
const path = require('node:path');

// Strapi's development defaults (its admin's hot reload); registration stays closed (src/security/first-admin.js).
process.env.NODE_ENV ||= 'development';

const appDir = path.join(__dirname, '..');
const strapiDir = path.dirname(require.resolve('@strapi/strapi/package.json', { paths: [appDir] }));
const { develop } = require(path.join(strapiDir, 'dist/src/node/develop.js'));
const { createLogger } = require(path.join(strapiDir, 'dist/src/cli/utils/logger.js'));

develop({
  cwd: appDir,
  logger: createLogger({ timestamp: false }),
  tsconfig: undefined,
  bundler: 'vite',
  watchAdmin: process.env.CMS_WATCH_ADMIN !== 'false',
  buildAdmin: true,
  open: false,
  polling: false,
  installDeps: false,
}).catch((/** @type {unknown} */ err) => {
  console.error(err);
  process.exit(1);
});
