import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BESIDE, READY_BESIDE, TIERS, signalGo, tiersToRun, waitForGo } from './tiers.mjs';

const CMS_PAIR = { 'test:e2e': ['test:cms', 'test:cms:postgres'] };

describe('the tiers one `npm test` runs', () => {
  it.each([
    // The CMS pair gets ready beside test:e2e and tests after it, so test:cms leads no pair.
    [[], TIERS, { check: ['lint'] }, CMS_PAIR],
    [['--through', 'test:slow'], ['check', 'lint', 'test:unit', 'test:slow'], { check: ['lint'] }, {}],
    [['--from', 'test:cms:unit'], ['test:cms:unit', 'test:e2e', 'test:cms', 'test:cms:postgres', 'test:stop'], {}, CMS_PAIR],
    [['--from', 'test:e2e', '--through', 'test:cms'], ['test:e2e', 'test:cms'], {}, { 'test:e2e': ['test:cms'] }],
    [['--from', 'test:e2e', '--through', 'test:e2e'], ['test:e2e'], {}, {}],
    // Without the tier they run beside, or told to, tiers run in order like any other.
    [['--from', 'lint', '--through', 'lint'], ['lint'], {}, {}],
    // Without test:e2e, the CMS suite on PostgreSQL runs beside the one on SQLite.
    [['--from', 'test:cms'], ['test:cms', 'test:cms:postgres', 'test:stop'], { 'test:cms': ['test:cms:postgres'] }, {}],
    [['--from', 'test:cms:postgres'], ['test:cms:postgres', 'test:stop'], {}, {}],
    [['--from', 'test:cms:unit', '--one-at-a-time'], ['test:cms:unit', 'test:e2e', 'test:cms', 'test:cms:postgres', 'test:stop'], {}, {}],
    [['--through', 'test:cms:unit', '--from', 'test:slow'], ['test:slow', 'test:cms:unit'], {}, {}],
  ])('%j runs %j, beside one another %j, readied beside a lead %j', (args, tiers, beside, ready) => {
    expect(tiersToRun(args)).toEqual({ tiers, beside, ready });
  });

  it('a tier is readied beside one before it, and only once; a lead is itself neither readied nor beside another', () => {
    const readied = Object.entries(READY_BESIDE).flatMap(([lead, others]) => others.map((t) => [lead, t] as const));
    for (const [lead, other] of readied) expect(TIERS.indexOf(other), `${other} beside ${lead}`).toBeGreaterThan(TIERS.indexOf(lead));
    expect(new Set(readied.map(([, t]) => t)).size).toBe(readied.length);
    // npm test starts only the leads: a lead that followed another would never start its readied tiers.
    const followers = new Set([...readied.map(([, t]) => t), ...Object.values(BESIDE).flat()]);
    expect(Object.keys(READY_BESIDE).filter((lead) => followers.has(lead))).toEqual([]);
  });

  describe('a readied tier waits for the go file', () => {
    let dir = '';
    beforeEach(() => void (dir = mkdtempSync(join(tmpdir(), 'go-test-'))));
    afterEach(() => rmSync(dir, { recursive: true, force: true }));
    const pending = Symbol('still waiting');
    const after = async (waiting: Promise<boolean>, ms = 60) =>
      Promise.race([waiting, new Promise<typeof pending>((r) => setTimeout(() => r(pending), ms))]);

    it.each([true, false])('go once the lead passed, stop once it failed (passed: %s)', async (passed) => {
      const file = join(dir, 'go');
      const waiting = waitForGo(file, { everyMs: 10 });
      expect(await after(waiting), 'no answer before the lead ends').toBe(pending);
      await signalGo(file, passed);
      expect(await waiting).toBe(passed);
    });

    it("stop once the go file's folder is gone: the run that made it has ended", async () => {
      const waiting = waitForGo(join(dir, 'go'), { everyMs: 10 });
      expect(await after(waiting)).toBe(pending);
      rmSync(dir, { recursive: true, force: true });
      expect(await waiting).toBe(false);
    });

    it('stop once the run that readied it is gone, though it wrote nothing', async () => {
      let runAlive = true;
      const waiting = waitForGo(join(dir, 'go'), { everyMs: 10, runAlive: () => runAlive });
      expect(await after(waiting)).toBe(pending);
      runAlive = false;
      expect(await waiting).toBe(false);
    });
  });

  it('a tier runs beside one before it, never beside itself or beside two', () => {
    const besides = Object.entries(BESIDE).flatMap(([lead, others]) => others.map((t) => [lead, t] as const));
    for (const [lead, other] of besides) expect(TIERS.indexOf(other), `${other} beside ${lead}`).toBeGreaterThan(TIERS.indexOf(lead));
    const others = besides.map(([, t]) => t);
    expect(new Set(others).size).toBe(others.length);
    expect(others.filter((t) => t in BESIDE)).toEqual([]);
  });

  it('.ci/fresh-clone and .ci/run together run every tier once, the CMS unit tier where it is installed', () => {
    // The arguments each script really passes to `npm test`, read from the scripts themselves.
    const args = (script: string) => {
      const line = readFileSync(new URL(`../../.ci/${script}`, import.meta.url), 'utf8').match(/^npm test -- (.+)$/m);
      expect(line, `${script} runs npm test -- <flags>`).not.toBeNull();
      return line![1]!.trim().split(/\s+/);
    };
    const fresh = tiersToRun(args('fresh-clone'));
    const rest = tiersToRun(args('run'));
    if (!('tiers' in fresh) || !('tiers' in rest)) throw new Error(`refused: ${JSON.stringify({ fresh, rest })}`);
    // Only test:cms:unit is in both: it steps aside on the fresh clone (no CMS install there) and runs in .ci/run.
    expect(fresh.tiers.filter((t) => rest.tiers.includes(t))).toEqual(['test:cms:unit']);
    expect([...fresh.tiers, ...rest.tiers.slice(1)]).toEqual(TIERS);
  });

  it.each([
    [['--through', 'e2e'], '--through takes one of: check, lint'],
    [['--from'], '--from takes one of'],
    [['--from', 'test:e2e', '--through', 'lint'], '--from test:e2e comes after --through lint: no tier to run'],
  ])('%j is refused: %s', (args, message) => {
    const result = tiersToRun(args);
    expect('error' in result && result.error).toContain(message);
  });
});
