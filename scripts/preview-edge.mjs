// Serves a build through Cloudflare's own workerd runtime (`wrangler pages dev`), offline, so
// _redirects and _headers behave as on Cloudflare Pages.
// Usage: node scripts/preview-edge.mjs [port] [dir]     (install once: npm install --prefix edge)
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { assertPortsFree } from './lib/processes.mjs';

const [port = '8788', dir = 'dist'] = process.argv.slice(2);
const wrangler = new URL('../edge/node_modules/.bin/wrangler', import.meta.url).pathname;
if (!existsSync(wrangler)) {
  console.error('wrangler is not installed: run `npm install --prefix edge` first.');
  process.exit(1);
}
// The newest date this wrangler's workerd supports; no network, no telemetry. wrangler and its
// workerd stay in this script's process group, unlike the servers of the other scripts: this
// one is itself the server of a Playwright webServer entry, which ends it by killing its whole
// group (SIGKILL, no handler runs), and that must reach workerd too.
const child = spawn(
  wrangler,
  ['pages', 'dev', dir, '--port', port, '--ip', '127.0.0.1', '--compatibility-date', '2026-05-01', '--log-level', 'warn'],
  { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code) => {
  // wrangler gone: its port must be free for the next run.
  await assertPortsFree([Number(port)]).catch((err) => console.error(err.message));
  process.exit(code ?? 0);
});
