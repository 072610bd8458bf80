// A throwaway PostgreSQL server from Debian's packages (apt-get install postgresql) for the CMS
// tests: a new cluster in a temporary folder, on its own loopback port, in its own process
// group (stopped by scripts/servers/processes.mjs like every other server), removed afterwards.
// As root (CI), the server runs as Debian's `postgres` user: PostgreSQL refuses to run as root.
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGroup, stopGroup } from '../servers/processes.mjs';

/** The newest installed server's bin folder, or null. */
export function postgresBin(root = '/usr/lib/postgresql') {
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

/** uid and gid of Debian's `postgres` user when we run as root, else null (run as ourselves). */
function serverUser() {
  if (process.getuid?.() !== 0) return null;
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * Start a fresh cluster with a `strapi` superuser (trust on loopback only) and a `strapi`
 * database. Resolves once it accepts connections.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startPostgres({ port }) {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql (Debian), or set no --postgres.');
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), 'agency-cms-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const as = user ? { uid: user.uid, gid: user.gid } : {};
  const init = spawnSync(join(bin, 'initdb'), ['-D', dir, '-U', 'strapi', '--auth=trust', '-E', 'UTF8', '--locale=C'], {
    ...as,
    encoding: 'utf8',
  });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const server = startGroup(
    join(bin, 'postgres'),
    ['-D', dir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'log_min_messages=warning'],
    {
      ...as,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const until = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited with code ${server.exitCode} while starting`);
    const ready = spawnSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'strapi'], { encoding: 'utf8' });
    if (ready.status === 0) break;
    if (Date.now() > until) throw new Error(`PostgreSQL did not accept connections on port ${port} within 30 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const created = spawnSync(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'strapi', 'strapi'], { encoding: 'utf8' });
  if (created.status !== 0) throw new Error(`createdb failed: ${created.stderr}`);
  return {
    url: `postgres://strapi@127.0.0.1:${port}/strapi`,
    /** Drop the `strapi` database and create it again, empty (nothing may be connected to it). */
    async recreateDatabase() {
      for (const [tool, args] of [
        ['dropdb', ['--force']],
        ['createdb', []],
      ]) {
        const run = spawnSync(join(bin, tool), ['-h', '127.0.0.1', '-p', String(port), '-U', 'strapi', ...args, 'strapi'], {
          encoding: 'utf8',
        });
        if (run.status !== 0) throw new Error(`${tool} failed: ${run.stderr}`);
      }
    },
    async stop() {
      await stopGroup(server);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
