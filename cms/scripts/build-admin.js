/**
 * `npm run build` (in cms/): builds the admin panel into dist/build, as `strapi build` would.
 *
 * Strapi's CLI looks for a tsconfig.json in this folder *and every folder above it*: inside the
 * site's repository it finds the site's own tsconfig.json, takes this JavaScript project for a
 * TypeScript one, fails to compile it and exits 1 without a word. So the same build is called
 * here with no tsconfig (Strapi 5.54's node API, pinned with the package).
 */
const path = require('node:path');

const appDir = path.join(__dirname, '..');
const strapiDir = path.dirname(require.resolve('@strapi/strapi/package.json', { paths: [appDir] }));
const { build } = require(path.join(strapiDir, 'dist/src/node/build.js'));
const { createLogger } = require(path.join(strapiDir, 'dist/src/cli/utils/logger.js'));

const started = Date.now();
build({ cwd: appDir, logger: createLogger({ timestamp: false }), tsconfig: undefined, minify: true, sourcemaps: false, stats: false })
  .then(() => console.log(`Admin panel built in ${((Date.now() - started) / 1000).toFixed(1)} s`))
  .catch((/** @type {unknown} */ err) => {
    console.error(err);
    process.exit(1);
  });
