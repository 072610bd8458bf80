import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/ARCHITECTURE.md: performance is measured (docs/performance.md), never asserted in a timed
 * test, where a busy machine makes it flaky. Every spec's `expect(...)` of a time compared with an
 * upper bound is found here; the few that hold a behaviour's own deadline, not a speed, are named
 * with why. A new one fails this test until it is measured instead, or named.
 */
const DEADLINES: Record<string, string> = {
  'e2e/strapi/editor.spec.ts': "a post scheduled ahead goes live by itself within the scheduler's round: the behaviour",
  'e2e/strapi/two-instances.spec.ts': "the second read fell inside the micro-cache's window: the test's own precondition",
  'e2e/newsletter.spec.ts': "a bubble's declared animation duration under reduced motion, read from CSS: not a time taken",
};

const specs = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? specs(path) : entry.name.endsWith('.ts') ? [path] : [];
  });

/** An upper bound on something timed: a clock read, or a name that says it is a time. */
const TIMED =
  /expect\(([^;]*?(?:Date\.now\(\)|performance\.now\(\)|\b\w*(?:Ms|Time|Times|[Dd]uration|[Mm]edian|At)\b)[^;]*?)\)\s*\.(?:not\.)?toBeLessThan(?:OrEqual)?\(/;

function timedAssertions(code: string): string[] {
  return code.split('\n').filter((line) => TIMED.test(line));
}

describe('no spec asserts a speed', () => {
  it('only the named deadlines compare a time with a bound', () => {
    const found = specs('e2e')
      .filter((file) => timedAssertions(readFileSync(file, 'utf8')).length > 0)
      .map((file) => file.split('\\').join('/'));
    expect(found.sort()).toEqual(Object.keys(DEADLINES).sort());
  });

  it('sees a timed assertion in its usual shapes', () => {
    expect(timedAssertions('  expect(Date.now() - t0).toBeLessThan(5_000);')).toHaveLength(1);
    expect(timedAssertions('  expect(median, "preview").toBeLessThanOrEqual(1_000);')).toHaveLength(1);
    expect(timedAssertions('  expect(loadMs).toBeLessThan(2_000);')).toHaveLength(1);
    expect(timedAssertions('  expect(box.top).toBeLessThan(200);')).toHaveLength(0);
  });
});
