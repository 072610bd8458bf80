/**
 * `npm start` (in cms/): `strapi start`, in production unless NODE_ENV says otherwise. A start
 * that forgets the variable must not run a server in development: the admin's self-registration,
 * closed everywhere but in development (src/security/first-admin.js), and Strapi's own
 * development defaults would be one forgotten line away from a stranger.
 */
const path = require('node:path');

process.env.NODE_ENV ||= 'production';
const appDir = path.join(__dirname, '..');
const strapiDir = path.dirname(require.resolve('@strapi/strapi/package.json', { paths: [appDir] }));
const { runCLI } = require(path.join(strapiDir, 'dist/cli.js'));

runCLI([process.argv[0], 'strapi', 'start', ...process.argv.slice(2)]);
