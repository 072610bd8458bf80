// One `astro build` at a time in a checkout. Every build writes the same .astro/ and the same
// caches under node_modules (Astro's images, Vite's), whatever its --outDir, and npm test runs the
// two CMS tiers side by side, each building the site: a build waits here for the one before it.
// The lock is a folder (mkdir is atomic) holding the owner's pid; a lock whose owner is gone
// (killed outright) is taken over.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** True while a process with this pid exists (signal 0 only checks). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** The pid a lock folder names, or null while its owner has not written it yet. */
function owner(dir) {
  try {
    return Number(readFileSync(`${dir}/pid`, 'utf8')) || null;
  } catch {
    return null;
  }
}

/**
 * Take the lock at `dir`, waiting while another live process holds it. Returns the function
 * that gives it back. `onWait(pid)` is called once, when the lock is found taken.
 * @param {string} dir
 * @param {{ pollMs?: number, onWait?: (pid: number | null) => void }} [options]
 * @returns {Promise<() => void>}
 */
export async function takeLock(dir, { pollMs = 250, onWait = () => {} } = {}) {
  mkdirSync(dirname(dir), { recursive: true });
  let told = false;
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(`${dir}/pid`, String(process.pid));
      return () => {
        if (owner(dir) === process.pid) rmSync(dir, { recursive: true, force: true });
      };
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
    const pid = owner(dir);
    // Gone without giving it back, or killed between the folder and its pid (a few seconds old).
    const stale = pid ? !alive(pid) : Date.now() - statMs(dir) > 5_000;
    if (stale) {
      rmSync(dir, { recursive: true, force: true });
      continue;
    }
    if (!told) onWait(pid);
    told = true;
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

function statMs(dir) {
  try {
    return statSync(dir).mtimeMs;
  } catch {
    return Date.now();
  }
}
