// Serves a build through Cloudflare's own workerd runtime (`wrangler dev`), offline: the Worker of
// wrangler.jsonc with the build as its static assets, so _redirects, _headers, the 404 page and
// the Worker's routes behave as deployed.
// Usage: node scripts/harness/preview-edge.mjs [port] [dir]     (install once: npm install --prefix edge)
// The draft preview's route (worker/index.ts) reads PREVIEW_SECRET, STRAPI_PREVIEW_TOKEN
// and PUBLIC_STRAPI_URL: set in this process's environment, they are handed to it; the secret
// defaults to the one `npm run cms` wrote into cms/.env.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { assertPortsFree, stopAllOnExit } from './processes.mjs';
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
// The configuration wrangler runs: wrangler.jsonc itself, or, for a suite whose browser specs all
// come from 127.0.0.1 (one client to the limiter), a copy in the state folder whose first layer
// allows ENQUIRY_FIRST_LAYER_LIMIT requests a minute instead (as ENQUIRY_RATE_LIMIT does for D1).
const root = new URL('../..', import.meta.url).pathname;
let config = 'wrangler.jsonc';
if (process.env.ENQUIRY_FIRST_LAYER_LIMIT) {
  const limit = Number(process.env.ENQUIRY_FIRST_LAYER_LIMIT);
  const parsed = readWranglerConfig(join(root, 'wrangler.jsonc'));
  for (const rule of parsed.ratelimits ?? []) rule.simple.limit = limit;
  mkdirSync(state, { recursive: true });
  config = join(state, 'wrangler.json');
  // Paths in a configuration are read from its folder: the entry and the assets stay the checkout's.
  writeFileSync(
    config,
    JSON.stringify({ ...parsed, main: join(root, parsed.main), assets: { ...parsed.assets, directory: join(root, dir) } }),
  );
}
const inspector = process.env.EDGE_INSPECTOR_PORT ? ['--inspector-port', process.env.EDGE_INSPECTOR_PORT] : [];
// The Worker as wrangler.jsonc describes it (its production environment), the build given as
// its assets; no network, no telemetry. wrangler and its workerd stay in this script's process
// group, unlike the servers of the other scripts: this one is itself the server of a Playwright
// webServer entry, which ends it by killing its whole group (SIGKILL, no handler runs), and that
// must reach workerd too.
const child = spawn(
  wrangler,
  [
    'dev',
    '--config',
    config,
    '--assets',
    dir,
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
  ],
  {
    cwd: root,
    stdio: 'inherit',
    // CLOUDFLARE_CF_FETCH_ENABLED=false: no request for the `Request.cf` sample, which would leave this machine.
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: 'true' },
  },
);
// Stopped by a signal, or its parent gone: wrangler and workerd are stopped and the state folder
// removed before it exits (scripts/harness/processes.mjs).
stopAllOnExit(async () => {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGINT');
    await exited;
  }
  rmSync(state, { recursive: true, force: true });
});
child.on('exit', async (code) => {
  // wrangler gone: its port must be free for the next run.
  await assertPortsFree([Number(port)]).catch((err) => console.error(err.message));
  rmSync(state, { recursive: true, force: true });
  process.exit(code ?? 0);
});
