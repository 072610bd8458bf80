import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { failedTests } from './failures.mjs';

/** A Playwright JSON report, as its reporter writes one: suites of specs, each test with its results. */
const report = {
  suites: [
    {
      file: 'header.spec.ts',
      specs: [
        {
          file: 'header.spec.ts',
          line: 12,
          title: 'the drawer opens',
          tests: [
            { projectName: 'mobile', status: 'expected', results: [{ errors: [] }] },
            {
              projectName: 'desktop',
              status: 'unexpected',
              results: [{ errors: [{ message: '\u001b[31mError: expect(received).toBe(expected)\u001b[39m\n\nExpected: 1' }] }],
            },
          ],
        },
      ],
      suites: [
        {
          file: 'header.spec.ts',
          specs: [
            {
              file: 'header.spec.ts',
              line: 40,
              title: 'focus returns',
              tests: [
                { projectName: 'mobile', status: 'flaky', results: [{ error: { message: 'Timeout 7000ms exceeded.' } }, {}] },
                { projectName: 'desktop', status: 'skipped', results: [] },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('failedTests: the tests a run failed, named again at the end of npm test', () => {
  const dir = mkdtempSync(join(tmpdir(), 'failures-'));
  const file = join(dir, 'report.json');
  writeFileSync(file, JSON.stringify(report));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names each failed or flaky test with its project, place and first line of its error', () => {
    expect(failedTests(file, 0)).toEqual([
      'unexpected [desktop] header.spec.ts:12 › the drawer opens — Error: expect(received).toBe(expected)',
      'flaky [mobile] header.spec.ts:40 › focus returns — Timeout 7000ms exceeded.',
    ]);
  });

  it('reads nothing from a report older than the run, or none at all', () => {
    utimesSync(file, new Date(1000), new Date(1000));
    expect(failedTests(file, Date.now())).toEqual([]);
    expect(failedTests(join(dir, 'missing.json'), 0)).toEqual([]);
  });
});
