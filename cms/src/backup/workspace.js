// @ts-check
/**
 * Where a backup or a restore keeps the unencrypted export while it works: a private temporary
 * folder that is gone when the script ends, however it ends. `finally` covers an error; a signal
 * (Ctrl-C, a platform's SIGTERM at a deploy, a hang-up) would end the process without it, leaving
 * every enquiry in plain text on the disk, so the signals are caught here too: the child is
 * stopped, the folder and any file named in `alsoRemove` are removed, and the process exits with
 * the signal's code.
 */
const { mkdtempSync, readdirSync, rmSync, statSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');

const SIGNALS = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);
const CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };

/**
 * Strapi's export and import write a log of each run into the folder they run in
 * (`export_<time>.log`): a daily backup would leave one in the CMS's folder every day, forever.
 * What it says went to this script's own output already; the run's file is removed.
 * @param {string} cwd @param {number} since
 */
function dropTransferLogs(cwd, since) {
  for (const name of readdirSync(cwd)) {
    if (!/^(export|import)_\d+\.log$/.test(name)) continue;
    const file = path.join(cwd, name);
    if (statSync(file).mtimeMs >= since - 1000) rmSync(file, { force: true });
  }
}

/**
 * A private temporary folder (mode 0700) and its cleanup, run once: at `done()`, or at a signal.
 * @param {string} prefix
 */
function privateWorkspace(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  /** @type {Set<string>} */
  const alsoRemove = new Set();
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  /** The folder and start of the command running now, whose transfer log goes with it. @type {{ cwd: string, since: number } | null} */
  let current = null;
  let cleaned = false;
  const clean = () => {
    if (cleaned) return;
    cleaned = true;
    rmSync(dir, { recursive: true, force: true });
    for (const file of alsoRemove) rmSync(file, { force: true });
    if (current) dropTransferLogs(current.cwd, current.since);
  };
  /** @param {NodeJS.Signals} signal */
  const onSignal = (signal) => {
    const stopping = child && child.exitCode === null ? child : null;
    stopping?.kill(signal);
    // The plaintext goes at once, before anything else can stop this process.
    clean();
    console.error(`Stopped by ${signal}: the unencrypted export was removed.`);
    const exit = () => {
      // The command may write its transfer log as it stops: that goes too, once it has stopped.
      if (current) dropTransferLogs(current.cwd, current.since);
      process.exit(CODES[/** @type {keyof typeof CODES} */ (signal)] ?? 1);
    };
    if (!stopping) return exit();
    stopping.once('exit', exit);
    setTimeout(exit, 3000).unref();
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
  return {
    dir,
    /** A file outside the folder to remove too if the script is stopped (a partial output). @param {string} file */
    alsoRemove: (file) => void alsoRemove.add(file),
    /** No longer to remove at a stop: it is complete. @param {string} file */
    keep: (file) => void alsoRemove.delete(file),
    /**
     * Run a command to its end; a signal to this process reaches it too.
     * @param {string} command
     * @param {string[]} args
     * @param {import('node:child_process').SpawnOptions} options
     * @returns {Promise<number | null>} its exit code
     */
    run(command, args, options) {
      const started = { cwd: String(options.cwd ?? process.cwd()), since: Date.now() };
      current = started;
      child = spawn(command, args, { stdio: 'inherit', ...options });
      const running = child;
      return new Promise((resolve, reject) => {
        running.once('error', reject);
        running.once('exit', (code) => {
          dropTransferLogs(started.cwd, started.since);
          resolve(code);
        });
      });
    },
    done() {
      clean();
      for (const signal of SIGNALS) process.off(signal, onSignal);
    },
  };
}

module.exports = { privateWorkspace };
