import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCK = JSON.stringify(new URL('./build-lock.mjs', import.meta.url).href);

/**
 * A build in a process of its own. It says it is ready, waits for the moment written in `go`,
 * then takes the lock, holds it a moment and gives it back. It claims `holder` while it holds the
 * lock, and fails if another build had it then.
 */
function contender(dir: string, go: string) {
  const holder = join(dir, '..', 'holder');
  const script = `
    import { existsSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
    import { takeLock } from ${LOCK};
    console.log('ready');
    while (!existsSync(${JSON.stringify(go)})) await new Promise((r) => setTimeout(r, 2));
    const at = Number(readFileSync(${JSON.stringify(go)}, 'utf8'));
    // Late, it still takes the lock, but did not meet the others at the moment: the round is not counted.
    if (Date.now() > at) console.log('late');
    // Asleep until just before the moment, then spinning: every contender meets the stale lock at once.
    while (Date.now() < at - 10) await new Promise((r) => setTimeout(r, 2));
    while (Date.now() < at);
    const release = await takeLock(${JSON.stringify(dir)}, { pollMs: 5 });
    writeFileSync(${JSON.stringify(holder)}, String(process.pid), { flag: 'wx' });
    await new Promise((r) => setTimeout(r, 30));
    rmSync(${JSON.stringify(holder)});
    release();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'], timeout: 20_000 });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let stdout = '';
  const ready = new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      resolve();
    }),
  );
  const ended = new Promise<string>((resolve) =>
    child.on('close', (code, signal) => resolve(`${code ?? signal}${stderr && `: ${stderr}`}`)),
  );
  return { ready, ended, late: () => stdout.includes('late') };
}

describe('a stale lock met by several builds at once (scripts/build/build-lock.mjs)', () => {
  it('is taken over by one of them at a time: no two ever hold it together', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();
    let met = 0;
    for (let round = 0; round < 12 && met < 6; round++) {
      const root = mkdtempSync(join(tmpdir(), 'build-lock-'));
      const dir = join(root, 'astro-build.lock');
      mkdirSync(dir);
      writeFileSync(`${dir}/pid`, gone);
      const go = join(root, 'go');
      const builds = Array.from({ length: 4 }, () => contender(dir, go));
      try {
        // The moment is set once all four have started: a slow start cannot miss it.
        await Promise.all(builds.map((b) => b.ready));
        writeFileSync(go, String(Date.now() + 300));
        const ends = await Promise.all(builds.map((b) => b.ended));
        expect(ends, `round ${round}: every build held the lock alone`).toEqual(['0', '0', '0', '0']);
        if (!builds.some((b) => b.late())) met += 1;
        expect(existsSync(dir), 'the lock given back').toBe(false);
        expect(existsSync(`${dir}.takeover`), 'the takeover guard given back').toBe(false);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    }
    expect(met, 'rounds in which all four met the stale lock at the same moment').toBe(6);
  }, 120_000);
});
