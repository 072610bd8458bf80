// A stopped run stops everything it started: each entry of the harness is started as a
// contributor's terminal, an editor's stop button or a CI runner would start it, stopped by a
// signal sent to its npm process once its first server listens, and then nothing of it may be
// left: no process, no port of the ports table, no temporary folder.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PORTS, portOf } from '../servers/ports.mjs';
import { RUN_MARK, portFree, portListening, runProcesses } from '../servers/processes.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
const CMS = existsSync(`${ROOT}cms/node_modules/@strapi/strapi`);
/** Cloudflare's runtime installed, and a build for it to serve (test:e2e makes one before this tier). */
const EDGE = existsSync(`${ROOT}edge/node_modules/.bin/wrangler`) && existsSync(`${ROOT}dist/index.html`);
const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
const TEST_MARK = 'AGENCY_STOP_TEST';

/** The processes that inherited this case's mark (every process its npm started, however deep). */
const marked = (id: string): number[] => runProcesses(id, TEST_MARK);

const runPorts = () =>
  Object.keys(PORTS)
    .filter((key) => /^(e2e|strapi)/.test(key))
    .map((key) => portOf(key as keyof typeof PORTS));
const agencyTemps = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('agency-')));

async function until(check: () => boolean | Promise<boolean>, ms: number, what: string | (() => string)) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not within ${ms / 1000} s: ${typeof what === 'string' ? what : what()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const ENTRIES = [
  // npm test from the step that serves the site: its first web server the Strapi replay, then the
  // build against it (Playwright's web servers start in order).
  { name: 'npm test', args: ['test', '--', '--from', 'test:e2e'], listens: portOf('e2eCmsSite'), needs: true },
  { name: 'npm run test:e2e', args: ['run', 'test:e2e'], listens: portOf('e2eReplay'), needs: true },
  // A CMS tier: its bucket listens first, while Strapi is still starting behind it.
  { name: 'npm run test:cms', args: ['run', 'test:cms'], env: { CMS_E2E_NO_ADMIN: '1' }, listens: portOf('strapiS3'), needs: CMS },
  // The edge's preview, stopped as a developer stops it (Ctrl-C) once it serves: the Worker's
  // bundler, wrangler and workerd gone, and the state folder with the bundle removed.
  {
    name: 'npm run preview:edge',
    args: ['run', 'preview:edge'],
    listens: portOf('edgePreview'),
    needs: EDGE,
    signals: ['SIGINT'] as const,
  },
];

describe.each(ENTRIES)('$name, stopped', ({ args, env: entryEnv = {}, listens, needs, signals = SIGNALS }) => {
  it.skipIf(!needs).each(signals)('by %s to npm, leaves nothing behind', async (signal) => {
    const id = randomUUID();
    const tempsBefore = agencyTemps();
    const ports = [...new Set([...runPorts(), listens])];
    for (const port of ports) expect(await portFree(port), `port ${port} free before the run`).toBe(true);
    // A session of its own, as a terminal gives: the signal goes to npm alone, not to a group. A
    // run of its own too: not part of the run (npm test) this test may itself be in.
    const env: Record<string, string | undefined> = { ...process.env, ...entryEnv, [TEST_MARK]: id, CI: 'true' };
    delete env[RUN_MARK];
    const npm = spawn('npm', args, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
    // What the run printed, its end only, for the message of a run that never got as far as its server.
    let printed = '';
    const keep = (chunk: Buffer) => (printed = (printed + chunk.toString()).slice(-4000));
    npm.stdout!.on('data', keep);
    npm.stderr!.on('data', keep);
    let ended: string | null = null;
    npm.once('exit', (code, sig) => (ended = String(code ?? sig)));
    try {
      // By connecting: a probe that binds the port could take it from the server as it starts.
      await until(
        async () => {
          if (ended) throw new Error(`npm ended (${ended}) before its first server listened; it printed:\n${printed}`);
          return portListening(listens);
        },
        120_000,
        () => `the run's first server on ${listens}; the run printed:\n${printed}`,
      );
      const started = Date.now();
      process.kill(npm.pid!, signal);
      await until(
        () => marked(id).length === 0,
        20_000,
        () => `every process of the run gone (left: ${marked(id).join(', ')})`,
      );
      const gone = Date.now() - started;
      for (const port of ports) expect(await portFree(port), `port ${port} free after ${signal}`).toBe(true);
      expect([...agencyTemps()].filter((name) => !tempsBefore.has(name))).toEqual([]);
      console.log(`${args.join(' ')}: ${signal} to npm, the run's last process gone ${gone} ms later`);
    } finally {
      for (const pid of marked(id)) process.kill(pid, 'SIGKILL');
    }
  });
});
