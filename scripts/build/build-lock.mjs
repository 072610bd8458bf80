// One `astro build` at a time in a checkout. Every build writes the same .astro/ and the same
// caches under node_modules (Astro's images, Vite's), whatever its --outDir, and CI runs the
// two CMS tiers side by side, each building the site: a build waits here for the one before it.
// The lock is a folder (mkdir is atomic) holding the owner's pid; a lock whose owner is gone
// (killed outright) is taken over, by one waiter at a time.
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
    if (stale(dir, pid)) {
      if (takeOver(dir)) continue;
    } else if (!told) {
      onWait(pid);
      told = true;
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/** Gone without giving it back, or killed between the folder and its pid (a few seconds old). */
function stale(dir, pid) {
  return pid ? !alive(pid) : Date.now() - statMs(dir) > 5_000;
}

/**
 * Remove a stale lock, one taker at a time. Two builds that both found its owner gone would
 * otherwise both remove it, the second removing the lock the first had just taken, and build
 * together. A taker holds `<dir>.takeover` (a folder with its pid, as the lock is) while it checks
 * that the lock is still stale and removes it; a live owner's lock is never stale. A guard whose
 * taker is gone is removed like a stale lock: only two waiters that both find the same taker dead
 * inside its guard (a check and a removal long) could still meet there.
 * Returns whether this taker removed the lock.
 */
function takeOver(dir) {
  const guard = `${dir}.takeover`;
  try {
    mkdirSync(guard);
    writeFileSync(`${guard}/pid`, String(process.pid));
  } catch (err) {
    if (err.code !== 'EEXIST') throw err;
    if (stale(guard, owner(guard))) rmSync(guard, { recursive: true, force: true });
    return false;
  }
  try {
    const still = stale(dir, owner(dir));
    if (still) rmSync(dir, { recursive: true, force: true });
    return still;
  } finally {
    if (owner(guard) === process.pid) rmSync(guard, { recursive: true, force: true });
  }
}

function statMs(dir) {
  try {
    return statSync(dir).mtimeMs;
  } catch {
    return Date.now();
  }
}
