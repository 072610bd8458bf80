// A command run with its output held back, to be printed whole when it ends: for runs side by
// side (scripts/harness/unit-tier.mjs, scripts/harness/test.mjs), whose output would otherwise interleave line by line.
import { spawn } from 'node:child_process';

/**
 * Run `command` with its stdout and stderr gathered into one string, in colour when this
 * process writes to a terminal. Resolves once it has ended.
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env] added to this process's environment
 * @returns {Promise<{ code: number, out: string }>}
 */
export function runCaptured(command, args, env = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { env: { ...process.env, ...env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (err) => (out += `${err.message}\n`));
    child.on('close', (code) => done({ code: code ?? 1, out }));
  });
}

/**
 * `command` with `args` at a lower priority (POSIX `nice`; on Windows, as it is): it takes the
 * processor only where the processes at the usual priority leave it.
 * @param {string} command
 * @param {string[]} args
 * @param {number} niceness
 * @returns {[string, string[]]}
 */
export function niced(command, args, niceness) {
  return process.platform === 'win32' ? [command, args] : ['nice', ['-n', String(niceness), command, ...args]];
}
