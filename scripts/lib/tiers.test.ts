import { describe, expect, it } from 'vitest';
import { TIERS, tiersToRun } from './tiers.mjs';

describe('the tiers one `npm test` runs', () => {
  it.each([
    [[], TIERS],
    [
      ['--through', 'test:slow'],
      ['check', 'lint', 'test:unit', 'test:slow'],
    ],
    [
      ['--from', 'test:cms:unit'],
      ['test:cms:unit', 'test:e2e', 'test:cms', 'test:cms:postgres'],
    ],
    [['--from', 'test:e2e', '--through', 'test:e2e'], ['test:e2e']],
    [
      ['--through', 'test:cms:unit', '--from', 'test:slow'],
      ['test:slow', 'test:cms:unit'],
    ],
  ])('%j runs %j', (args, tiers) => {
    expect(tiersToRun(args)).toEqual({ tiers });
  });

  it('.ci/fresh-clone and .ci/run together run every tier once', () => {
    const fresh = tiersToRun(['--through', 'test:cms:unit']);
    const rest = tiersToRun(['--from', 'test:cms:unit']);
    expect('tiers' in fresh && 'tiers' in rest).toBe(true);
    if (!('tiers' in fresh) || !('tiers' in rest)) return;
    // test:cms:unit steps aside on the fresh clone (no CMS install there) and runs in .ci/run.
    expect([...new Set([...fresh.tiers, ...rest.tiers])]).toEqual(TIERS);
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
