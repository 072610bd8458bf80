import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { takeLock } from './build-lock.mjs';

/** A lock's path in a folder of the test's own, removed when the test ends. */
const lockIn = () => {
  const root = mkdtempSync(join(tmpdir(), 'build-lock-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  return join(root, 'nested', 'astro-build.lock');
};

describe('one build at a time in a checkout', () => {
  it('a second build waits for the first to give the lock back, told once who holds it', async () => {
    const dir = lockIn();
    const releaseFirst = await takeLock(dir);
    expect(readFileSync(`${dir}/pid`, 'utf8')).toBe(String(process.pid));
    const waits: Array<number | null> = [];
    let second = false;
    const taking = takeLock(dir, { pollMs: 10, onWait: (pid) => waits.push(pid) }).then((release) => {
      second = true;
      return release;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(second).toBe(false);
    releaseFirst();
    const releaseSecond = await taking;
    expect(waits).toEqual([process.pid]);
    releaseSecond();
    expect(existsSync(dir)).toBe(false);
  });

  it('a lock whose owner is gone (a build killed outright) is taken over at once', async () => {
    const dir = lockIn();
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']);
    const deadPid = Number(gone.stdout.toString());
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/pid`, String(deadPid));
    const waits: Array<number | null> = [];
    const release = await takeLock(dir, { pollMs: 10, onWait: (pid) => waits.push(pid) });
    expect(waits).toEqual([]);
    expect(readFileSync(`${dir}/pid`, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('giving back a lock another process has since taken leaves it in place', async () => {
    const dir = lockIn();
    const release = await takeLock(dir);
    writeFileSync(`${dir}/pid`, '1');
    release();
    expect(readFileSync(`${dir}/pid`, 'utf8')).toBe('1');
  });
});
