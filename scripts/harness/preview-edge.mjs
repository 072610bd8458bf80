// Serves a build through Cloudflare's own workerd runtime (`wrangler pages dev`), offline, so
// _redirects and _headers behave as on Cloudflare Pages.
// Usage: node scripts/harness/preview-edge.mjs [port] [dir]     (install once: npm install --prefix edge)
// The draft preview's Function (functions/preview/) reads PREVIEW_SECRET, STRAPI_PREVIEW_TOKEN
// and PUBLIC_STRAPI_URL: set in this process's environment, they are handed to it; the secret
// defaults to the one `npm run cms` wrote into cms/.env.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { assertPortsFree } from './processes.mjs';

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
// The enquiry Function (functions/api/enquiries.ts) reads STRAPI_ENQUIRY_TOKEN, SITE_URL and
// ENQUIRY_RATE_LIMIT, and counts requests in the D1 database ENQUIRY_RATE, kept here in a fresh
// folder of each run (--persist-to), so no count outlives the server.
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
  .flatMap((name) => ['--binding', `${name}=${process.env[name]}`]);
// One folder per port, emptied at start too: a server killed outright (Playwright's webServer) leaves it behind.
const state = join(tmpdir(), `agency-edge-state-${port}`);
rmSync(state, { recursive: true, force: true });
const inspector = process.env.EDGE_INSPECTOR_PORT ? ['--inspector-port', process.env.EDGE_INSPECTOR_PORT] : [];
// The newest date this wrangler's workerd supports; no network, no telemetry. wrangler and its
// workerd stay in this script's process group, unlike the servers of the other scripts: this
// one is itself the server of a Playwright webServer entry, which ends it by killing its whole
// group (SIGKILL, no handler runs), and that must reach workerd too.
const child = spawn(
  wrangler,
  [
    'pages',
    'dev',
    dir,
    '--port',
    port,
    '--ip',
    '127.0.0.1',
    '--compatibility-date',
    '2026-05-01',
    '--log-level',
    'warn',
    '--d1',
    'ENQUIRY_RATE',
    '--persist-to',
    state,
    ...inspector,
    ...bindings,
  ],
  { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code) => {
  // wrangler gone: its port must be free for the next run.
  await assertPortsFree([Number(port)]).catch((err) => console.error(err.message));
  rmSync(state, { recursive: true, force: true });
  process.exit(code ?? 0);
});
