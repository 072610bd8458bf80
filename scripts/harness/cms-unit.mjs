// npm run test:cms:unit: the CMS's own unit tests (cms/src/**/*.test.js), which load Strapi's
// packages (@strapi/utils) and so need the CMS's install, kept out of the root one for its size.
import { spawnSync } from 'node:child_process';
import { CMS_INSTALLED, stepAsideUnless } from './step-aside.mjs';

stepAsideUnless(CMS_INSTALLED, "Strapi is not installed (npm install --prefix cms): skipping the CMS's unit tests.");
const { status } = spawnSync('npx', ['vitest', 'run', '--project', 'cms'], { stdio: 'inherit' });
process.exit(status ?? 1);
