import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCK = JSON.stringify(new URL('./build-lock.mjs', import.meta.url).href);

/**
 * A build in a process of its own: at the moment `at`, takes the lock, holds it a moment and gives
 * it back. It claims `holder` while it holds the lock, and exits 1 if another build had it then.
 */
const contender = (dir: string, holder: string, at: number) =>
  new Promise<number | null>((resolve) => {
    const script = `
      import { writeFileSync, rmSync } from 'node:fs';
      import { takeLock } from ${LOCK};
      // Every contender meets the stale lock at the same moment: asleep until just before, then spinning.
      while (Date.now() < ${at - 10}) await new Promise((r) => setTimeout(r, 2));
      while (Date.now() < ${at});
      const release = await takeLock(${JSON.stringify(dir)}, { pollMs: 5 });
      writeFileSync(${JSON.stringify(holder)}, String(process.pid), { flag: 'wx' });
      await new Promise((r) => setTimeout(r, 30));
      rmSync(${JSON.stringify(holder)});
      release();`;
    spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'ignore' }).on('exit', resolve);
  });

describe('a stale lock met by several builds at once (scripts/build/build-lock.mjs)', () => {
  it('is taken over by one of them; the others wait for it, and no two ever build together', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();
    for (let round = 0; round < 6; round++) {
      const dir = join(mkdtempSync(join(tmpdir(), 'build-lock-')), 'astro-build.lock');
      mkdirSync(dir);
      writeFileSync(`${dir}/pid`, gone);
      const holder = join(dir, '..', 'holder');
      const at = Date.now() + 400;
      const codes = await Promise.all(Array.from({ length: 4 }, () => contender(dir, holder, at)));
      expect(codes, `round ${round}: a second build while one held the lock`).toEqual([0, 0, 0, 0]);
      expect(existsSync(dir)).toBe(false);
    }
  }, 60_000);
});
