// `npm start`: the site built and served on http://127.0.0.1:4321 (PORT moves it). A service that
// is not configured gets a local stand-in instead of a dead end (scripts/dev/local-site.mjs): the
// enquiry is recorded on disk, a sign-up too, and Book Appointment offers the enquiry and the
// phone. What is configured (.env or the environment) is used as it is. The terminal says once
// where each stand-in's records go.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { resolve } from 'node:path';
import { ENV_STAND_INS, standInEnv } from './stand-ins.mjs';
import { LOCAL_NEWSLETTER_PATH, localSite } from './local-site.mjs';
import { stopAllOnExit } from '../servers/processes.mjs';

stopAllOnExit();
const root = resolve(new URL('../..', import.meta.url).pathname);
const port = Number(process.env.PORT || 4321);
const origin = `http://127.0.0.1:${port}`;
const records = resolve(root, '.local');
// The build reads .env too (Vite), and what it sets counts as configured.
const dotEnv = existsSync(resolve(root, '.env')) ? parseEnv(readFileSync(resolve(root, '.env'), 'utf8')) : {};
const { env, standIns } = standInEnv({ ...dotEnv, ...process.env }, `${origin}${LOCAL_NEWSLETTER_PATH}`);

const build = spawnSync(process.execPath, ['scripts/build/build.mjs'], { cwd: root, stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

localSite({ dist: resolve(root, 'dist'), records }).listen(port, '127.0.0.1', () => {
  console.log(`\nThe site: ${origin}`);
  if (standIns.length) {
    console.log('Local stand-ins for what is not configured (docs/operators.md says how to make them real):');
    for (const name of standIns) console.log(`  - ${ENV_STAND_INS[name]}`);
  }
});
