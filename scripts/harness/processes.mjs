// Servers started by the test and developer scripts, each in its own process group, so that
// stopping one stops everything under it (an `npx` wrapper and the server it runs, Strapi and
// its workers, wrangler and workerd), on every way out: success, failure, Ctrl-C, SIGTERM.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** Every group started here and not yet stopped. */
const running = new Set();

/**
 * spawn() in a new process group (`detached`, the child leads its group). Still tied to this
 * script: stopAll() ends it, and exitCleanly() runs stopAll() on every exit path.
 */
export function startGroup(command, args, options = {}) {
  const child = spawn(command, args, { ...options, detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Signal a whole group; false when it is already gone. */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** True while any process of the group is alive (signal 0 only checks). */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * End a group: SIGTERM to all of it, then SIGKILL to whatever is left after `graceMs`. Waits
 * until no process of the group remains (the leader's exit alone is not enough: `npx` may exit
 * before the server under it).
 */
export async function stopGroup(child, { graceMs = 10_000 } = {}) {
  if (!child?.pid) return;
  running.delete(child);
  if (!signalGroup(child, 'SIGTERM')) return;
  const until = Date.now() + graceMs;
  while (groupAlive(child.pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  if (groupAlive(child.pid)) {
    signalGroup(child, 'SIGKILL');
    while (groupAlive(child.pid)) await new Promise((r) => setTimeout(r, 50));
  }
}

/** Stop every group this script started. */
export async function stopAll() {
  await Promise.all([...running].map((child) => stopGroup(child)));
}

/**
 * On Ctrl-C or SIGTERM: stop every group, run `cleanup`, and exit 130 / 143. Synchronous
 * safety net on any other exit: the groups still get a SIGTERM.
 */
export function stopAllOnExit(cleanup = async () => {}) {
  let stopping = false;
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      console.error(`\n${signal}: stopping the servers this script started...`);
      await stopAll();
      await cleanup();
      process.exit(code);
    });
  }
  process.on('exit', () => {
    for (const child of running) signalGroup(child, 'SIGTERM');
  });
}

/** True when nothing listens on 127.0.0.1:port (so the next run can have it). */
export function portFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** Throws naming every port of `ports` that something still holds. */
export async function assertPortsFree(ports) {
  const held = [];
  for (const port of ports) if (!(await portFree(port))) held.push(port);
  if (held.length) throw new Error(`Port(s) ${held.join(', ')} still in use after the run: a server outlived this script.`);
}
