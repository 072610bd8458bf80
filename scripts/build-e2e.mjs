// Builds the site the end-to-end tests drive: the bundled sample blog, and fake third-party
// identifiers (e2e/support/test-env.json) so the forms have somewhere to send. The tests
// intercept every such request at the browser's network boundary; nothing leaves the machine.
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const testEnv = JSON.parse(readFileSync(new URL('../e2e/support/test-env.json', import.meta.url), 'utf8'));
const env = { ...process.env, ...testEnv };
delete env.PUBLIC_STRAPI_URL;
const outDir = process.argv[2] ?? 'dist';
const result = spawnSync('npx', ['astro', 'build', '--outDir', outDir], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
