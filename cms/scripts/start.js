/**
 * `npm start` (in cms/): `strapi start`, in production unless NODE_ENV says otherwise, where
 * Strapi's own CLI would pick development for a start that forgot the variable. The admin's
 * self-registration does not depend on it: it is closed on every start (src/security/first-admin.js).
 */
const path = require('node:path');

process.env.NODE_ENV ||= 'production';
const appDir = path.join(__dirname, '..');
const strapiDir = path.dirname(require.resolve('@strapi/strapi/package.json', { paths: [appDir] }));
const { runCLI } = require(path.join(strapiDir, 'dist/cli.js'));

runCLI([process.argv[0], 'strapi', 'start', ...process.argv.slice(2)]);
