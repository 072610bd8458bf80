import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BESIDE, TIERS, tiersToRun } from './tiers.mjs';

describe('the tiers one `npm test` runs', () => {
  it.each([
    [[], TIERS, BESIDE],
    [['--through', 'test:slow'], ['check', 'lint', 'test:unit', 'test:slow'], { check: ['lint'] }],
    // test:e2e alone; the CMS suite on PostgreSQL beside the one on SQLite.
    [
      ['--from', 'test:cms:unit'],
      ['test:cms:unit', 'test:e2e', 'test:cms', 'test:cms:postgres', 'test:stop'],
      { 'test:cms': ['test:cms:postgres'] },
    ],
    [['--from', 'test:e2e', '--through', 'test:cms'], ['test:e2e', 'test:cms'], {}],
    [['--from', 'test:e2e', '--through', 'test:e2e'], ['test:e2e'], {}],
    // Without the tier they run beside, or told to, tiers run in order like any other.
    [['--from', 'lint', '--through', 'lint'], ['lint'], {}],
    [['--from', 'test:cms'], ['test:cms', 'test:cms:postgres', 'test:stop'], { 'test:cms': ['test:cms:postgres'] }],
    [['--from', 'test:cms:postgres'], ['test:cms:postgres', 'test:stop'], {}],
    [['--from', 'test:cms:unit', '--one-at-a-time'], ['test:cms:unit', 'test:e2e', 'test:cms', 'test:cms:postgres', 'test:stop'], {}],
    [['--through', 'test:cms:unit', '--from', 'test:slow'], ['test:slow', 'test:cms:unit'], {}],
  ])('%j runs %j, beside one another %j', (args, tiers, beside) => {
    expect(tiersToRun(args)).toEqual({ tiers, beside });
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
