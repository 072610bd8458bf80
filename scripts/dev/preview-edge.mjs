// Serves a build through Cloudflare's own workerd runtime (`wrangler dev`), offline: the Worker of
// wrangler.jsonc with the build as its static assets, so _redirects, _headers, the 404 page and
// the Worker's routes behave as deployed.
// Usage: node scripts/dev/preview-edge.mjs [port] [dir]     (install once: npm install --prefix edge)
// The draft preview's route (worker/index.ts) reads PREVIEW_SECRET, STRAPI_PREVIEW_TOKEN
// and PUBLIC_STRAPI_URL: set in this process's environment, they are handed to it; the secret
// defaults to the one `npm run cms` wrote into cms/.env.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, parse, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { assertPortsFree, stopAllOnExit } from '../servers/processes.mjs';
import { readWranglerConfig } from './wrangler-config.mjs';

const [port = '8788', dir = 'dist'] = process.argv.slice(2);
const wrangler = new URL('../../edge/node_modules/.bin/wrangler', import.meta.url).pathname;
if (!existsSync(wrangler)) {
  console.error('wrangler is not installed: run `npm install --prefix edge` first.');
  process.exit(1);
}
const cmsEnv = new URL('../../cms/.env', import.meta.url).pathname;
if (!process.env.PREVIEW_SECRET && existsSync(cmsEnv)) {
  const secret = /^PREVIEW_SECRET=(.+)$/m.exec(readFileSync(cmsEnv, 'utf8'))?.[1]?.trim();
  if (secret) process.env.PREVIEW_SECRET = secret;
}
// The enquiry route reads STRAPI_ENQUIRY_TOKEN, SITE_URL and ENQUIRY_RATE_LIMIT, and counts
// requests in the D1 database ENQUIRY_RATE behind the Rate Limiting binding ENQUIRY_LIMITER (both
// simulated by workerd), kept here in a fresh folder of each run (--persist-to), so no count
// outlives the server.
// With TURNSTILE_SECRET_KEY (and, in the tests, TURNSTILE_VERIFY_URL), it checks Turnstile tokens;
// LATE_POST_CACHE_SECONDS sets how long the late-post Function reuses the CMS's answers.
const bindings = [
  'PREVIEW_SECRET',
  'STRAPI_PREVIEW_TOKEN',
  'PUBLIC_STRAPI_URL',
  'STRAPI_ENQUIRY_TOKEN',
  'SITE_URL',
  'ENQUIRY_RATE_LIMIT',
  'TURNSTILE_SECRET_KEY',
  'TURNSTILE_VERIFY_URL',
  'LATE_POST_CACHE_SECONDS',
]
  .filter((name) => process.env[name])
  .flatMap((name) => ['--var', `${name}:${process.env[name]}`]);
// One folder per port, emptied at start too: a server killed outright (Playwright's webServer) leaves it behind.
const state = join(tmpdir(), `agency-edge-state-${port}`);
rmSync(state, { recursive: true, force: true });
mkdirSync(state, { recursive: true });
const root = new URL('../..', import.meta.url).pathname;
// No metrics; CLOUDFLARE_CF_FETCH_ENABLED=false: no request for the `Request.cf` sample, which
// would leave this machine. The environment is named on each command (--env=), not taken from
// CLOUDFLARE_ENV.
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: 'true' };
delete env.CLOUDFLARE_ENV;

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;
/** The state folder removed, this script ends with `code`. */
const leave = (/** @type {number} */ code) => {
  rmSync(state, { recursive: true, force: true });
  process.exit(code);
};
// Stopped by a signal, or its parent gone: the bundler, wrangler and workerd are stopped and the
// state folder removed before it exits (scripts/servers/processes.mjs).
stopAllOnExit(async () => {
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGINT');
    await exited;
  }
  rmSync(state, { recursive: true, force: true });
});
/** wrangler with `args`, its output this script's. wrangler and workerd stay in this script's
 * process group, unlike the servers of the other scripts: this one is itself the server of a
 * Playwright webServer entry, which ends it by killing its whole group (SIGKILL, no handler runs),
 * and that must reach workerd too. */
const wranglerRun = (/** @type {string[]} */ args, more = {}) => {
  const child = spawn(wrangler, args, { cwd: root, stdio: 'inherit', env: { ...env, ...more } });
  children.push(child);
  return child;
};

// The Worker bundled once, as `wrangler deploy` would upload it, and served as it is (--no-bundle):
// `wrangler dev`'s own bundler watches the sources by polling them, a few percent of a core for
// each server for as long as it runs (a CI run holds the site's and two in each CMS tier at once),
// though nothing edits them while the build is served (docs/performance.md, "The edge's
// preview server"). An edit to the Worker shows
// after a restart. The bundle has a folder of its own: `wrangler dev --no-bundle` reloads on a
// change in its entry's folder, and the local D1 writes into the state folder.
const bundle = join(state, 'worker');
// wrangler.jsonc named, as the copy below is made from it: deploy would otherwise look for a
// configuration in the folders above too, or guess one for the Astro project. --env= is its top
// level, as dev serves it below. `deploy` takes no --log-level: its summary of the upload is left
// out through WRANGLER_LOG.
const bundler = wranglerRun(['deploy', '--dry-run', '--config', 'wrangler.jsonc', '--env=', '--outdir', bundle, '--assets', dir], {
  WRANGLER_LOG: 'warn',
});
const [bundled, killedBy] = await new Promise((done) => bundler.once('exit', (code, signal) => done([code, signal])));
// Stopped while bundling: the exit is stopAllOnExit's, once it has cleaned up.
if (stopping) await new Promise(() => {});
if (bundled !== 0) {
  console.error(`The Worker did not bundle (wrangler deploy --dry-run ended with ${bundled ?? killedBy}).`);
  leave(1);
}

// The configuration wrangler runs: wrangler.jsonc with the bundle as its entry, and, for a suite
// whose browser specs all come from 127.0.0.1 (one client to the limiter), a first layer that
// allows ENQUIRY_FIRST_LAYER_LIMIT requests a minute instead (as ENQUIRY_RATE_LIMIT does for D1).
const parsed = readWranglerConfig(join(root, 'wrangler.jsonc'));
if (process.env.ENQUIRY_FIRST_LAYER_LIMIT) {
  const limit = Number(process.env.ENQUIRY_FIRST_LAYER_LIMIT);
  for (const rule of parsed.ratelimits ?? []) rule.simple.limit = limit;
}
const config = join(state, 'wrangler.json');
// Paths in a configuration are read from its folder: the assets stay the checkout's. Being in the
// state folder, it reads no .env or .dev.vars of the checkout: the Worker gets the variables above.
writeFileSync(
  config,
  JSON.stringify({
    ...parsed,
    main: join(bundle, `${parse(parsed.main).name}.js`),
    assets: { ...parsed.assets, directory: resolve(root, dir) },
  }),
);
const inspector = process.env.EDGE_INSPECTOR_PORT ? ['--inspector-port', process.env.EDGE_INSPECTOR_PORT] : [];
// The Worker as wrangler.jsonc describes it at its top level, the build given as its assets; no
// network, no telemetry.
const child = wranglerRun([
  'dev',
  '--no-bundle',
  '--config',
  config,
  '--env=',
  '--port',
  port,
  '--ip',
  '127.0.0.1',
  '--log-level',
  'warn',
  '--persist-to',
  state,
  '--show-interactive-dev-session=false',
  ...inspector,
  ...bindings,
]);
child.on('exit', async (code) => {
  // Stopped by a signal: stopAllOnExit ends this process, with the signal's code.
  if (stopping) return;
  // wrangler gone: its port must be free for the next run.
  await assertPortsFree([Number(port)]).catch((err) => console.error(err.message));
  leave(code ?? 1);
});
