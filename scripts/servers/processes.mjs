// Servers started by the test and developer scripts, each in its own process group, so that
// stopping one stops everything under it (an `npx` wrapper and the server it runs, Strapi and
// its workers, wrangler and workerd), on every way out: success, failure, Ctrl-C, SIGTERM.
//
// A run, however deep: the first entry of a run (npm test, or a tier, or npm run cms, started by
// hand) is its root, and marks its environment with RUN_MARK; every process started under it
// inherits the mark, whichever process group or session it moves to. A signal that stops the
// root (or the loss of its parent: npm and `sh -c` pass no SIGTERM or SIGHUP on, they die and
// leave their child behind) stops everything that carries the mark, so nothing of the run outlives
// it, wherever in the chain the signal was sent.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { connect, createServer } from 'node:net';

/** The environment variable that marks every process of one run (its value: the root's pid). */
export const RUN_MARK = 'AGENCY_RUN';

/** Every group started here and not yet stopped. */
const running = new Set();

/**
 * spawn() in a new process group (`detached`, the child leads its group). Still tied to this
 * script: stopAll() ends it, and stopAllOnExit() runs stopAll() on every exit path.
 */
export function startGroup(command, args, options = {}) {
  const child = spawn(command, args, { ...options, detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Send `sig` to `pid` (negative: its whole group); false when nothing is there. */
function signal(pid, sig) {
  try {
    process.kill(pid, sig);
    return true;
  } catch {
    return false;
  }
}

/** True while the process (negative pid: any process of the group) exists; signal 0 only asks. */
const isAlive = (pid) => signal(pid, 0);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** `first` to every pid `find()` gives, SIGKILL to what is left after `graceMs`; resolves once none is. */
async function end(find, first, graceMs) {
  for (const pid of find()) signal(pid, first);
  const left = () => find().filter(isAlive);
  const until = Date.now() + graceMs;
  while (left().length && Date.now() < until) await sleep(100);
  for (const pid of left()) signal(pid, 'SIGKILL');
  while (left().length) await sleep(50);
}

/**
 * End a group: SIGTERM to all of it, then SIGKILL to whatever is left after `graceMs`. Waits
 * until no process of the group remains (the leader's exit alone is not enough: `npx` may exit
 * before the server under it).
 */
export async function stopGroup(child, { graceMs = 10_000 } = {}) {
  if (!child?.pid) return;
  running.delete(child);
  await end(() => [-child.pid], 'SIGTERM', graceMs);
}

/** Stop every group this script started. */
export async function stopAll() {
  await Promise.all([...running].map((child) => stopGroup(child)));
}

/**
 * The pids of the processes whose environment holds `name=value`, this one aside (Linux's /proc;
 * none elsewhere). By default, this run's processes.
 */
export function runProcesses(value = process.env[RUN_MARK], name = RUN_MARK) {
  if (!value) return [];
  let pids;
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
  const needle = `\0${name}=${value}\0`;
  return pids.map(Number).filter((pid) => {
    if (pid === process.pid) return false;
    try {
      return `\0${readFileSync(`/proc/${pid}/environ`, 'latin1')}`.includes(needle);
    } catch {
      return false; // gone meanwhile, or not ours to read
    }
  });
}

/**
 * Stop every process of this run but this one: SIGINT first (Playwright then stops its web
 * servers, the harness's scripts their groups and folders, PostgreSQL shuts down fast), SIGKILL
 * to whatever is left after `graceMs`. Resolves with the pids it found, once all are gone.
 */
export async function stopRun({ graceMs = 10_000 } = {}) {
  const found = runProcesses();
  await end(runProcesses, 'SIGINT', graceMs);
  return found;
}

/** True when this process started the run (its mark is its own pid). */
export const isRunRoot = () => process.env[RUN_MARK] === String(process.pid);

/**
 * Makes this process part of a run, its root when no entry above it is: call it first thing in
 * every entry script. On SIGINT, SIGTERM or SIGHUP, or when its parent goes (npm or the shell
 * above it killed), it stops every group it started, runs `cleanup`, and, at the root, every
 * process of the run; then exits 130, 143 or 129. On any other exit, its groups still get a
 * SIGTERM (synchronously, the most an exit allows).
 */
export function stopAllOnExit(cleanup = async () => {}) {
  if (!process.env[RUN_MARK]) process.env[RUN_MARK] = String(process.pid);
  let stopping = false;
  const stop = async (why, code) => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${why}: stopping what this run started...`);
    await stopAll();
    await cleanup();
    if (isRunRoot()) await stopRun();
    process.exit(code);
  };
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ])
    process.on(signal, () => stop(signal, code));
  // A parent that dies leaves this process to init (or a subreaper): its ppid changes.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop('the process that started this one is gone', 129);
  }, 250).unref();
  process.on('exit', () => {
    for (const child of running) signal(-child.pid, 'SIGTERM');
  });
}

/**
 * The process listening on a TCP port of this machine, as `pid (command line)`, or null when
 * none is found (Linux's /proc; elsewhere, or for another user's process, null).
 */
export function portHolder(port) {
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.trim().split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      // f[1] local address:port in hex, f[3] state (0A: LISTEN), f[9] the socket's inode
      if (f[3] === '0A' && parseInt(f[1].split(':').at(-1), 16) === port) inodes.add(f[9]);
    }
  }
  if (!inodes.size) return null;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        let command = '?';
        try {
          command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
        } catch {
          /* gone meanwhile */
        }
        return { pid: Number(pid), command };
      }
    }
  }
  return null;
}

/** What to say of a port this run needs and another process holds: who holds it, how to stop it or move. */
export function heldPortMessage(port, holder, variable) {
  const who = holder ? `process ${holder.pid} (${holder.command})` : 'another process';
  const stop = holder ? `stop it (kill ${holder.pid})` : `find it (ss -ltnp 'sport = :${port}') and stop it`;
  const move = variable ? `, or give this run another port (${variable}=<port>)` : '';
  return `Port ${port} is held by ${who}, which this run did not start: ${stop}${move}.`;
}

/**
 * Throws, before anything starts, when a port this run needs is held, naming the holder.
 * @param {Array<{ port: number, variable?: string }>} uses
 */
export async function assertPortsAvailable(uses) {
  const problems = [];
  for (const { port, variable } of uses) if (!(await portFree(port))) problems.push(heldPortMessage(port, portHolder(port), variable));
  if (problems.length) throw new Error(problems.join('\n'));
}

/** True when nothing listens on 127.0.0.1:port (so the next run can have it). */
export function portFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/**
 * True when something accepts connections on host:port. To wait for a server that is starting,
 * this and not portFree(): portFree binds the port for a moment, and a server that binds it in
 * that moment fails with EADDRINUSE.
 */
export function portListening(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Throws naming every port of `ports` that something still holds. */
export async function assertPortsFree(ports) {
  const held = [];
  for (const port of ports) if (!(await portFree(port))) held.push(port);
  if (held.length) throw new Error(`Port(s) ${held.join(', ')} still in use after the run: a server outlived this script.`);
}

/** Wait until `url` answers below 500; a server that died while starting fails at once. */
export async function waitFor(url, ms, server = null) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server && server.exitCode !== null) throw new Error(`${url}: the server exited with code ${server.exitCode} while starting`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms / 1000}s`);
}
