// Serves a build through Cloudflare's own workerd runtime (`wrangler pages dev`), offline, so
// _redirects and _headers behave as on Cloudflare Pages.
// Usage: node scripts/preview-edge.mjs [port] [dir]     (install once: npm install --prefix edge)
import { existsSync } from 'node:fs';
import { startGroup, stopAllOnExit, stopGroup, assertPortsFree } from './lib/processes.mjs';

const [port = '8788', dir = 'dist'] = process.argv.slice(2);
const wrangler = new URL('../edge/node_modules/.bin/wrangler', import.meta.url).pathname;
if (!existsSync(wrangler)) {
  console.error('wrangler is not installed: run `npm install --prefix edge` first.');
  process.exit(1);
}
// The newest date this wrangler's workerd supports; no network, no telemetry. wrangler and its
// workerd run in their own process group, ended as a whole however this script ends.
stopAllOnExit(async () => {
  await assertPortsFree([Number(port)]).catch((err) => console.error(err.message));
});
const child = startGroup(
  wrangler,
  ['pages', 'dev', dir, '--port', port, '--ip', '127.0.0.1', '--compatibility-date', '2026-05-01', '--log-level', 'warn'],
  { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' } },
);
child.on('exit', async (code) => {
  // wrangler gone on its own: make sure workerd went with it.
  await stopGroup(child);
  process.exit(code ?? 0);
});
