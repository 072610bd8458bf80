// What failed in a Playwright run, read from its JSON report (playwright.config.ts writes one per
// run): `npm test` names them again at the very end of its output, after every tier's own, so
// that the tail of a long log (all a CI page may show) says which tests failed and why.
import { existsSync, readFileSync, statSync } from 'node:fs';

/** The JSON report of one Playwright run: `site`, `strapi-sqlite` or `strapi-postgres` (playwright.config.ts). */
export const reportOf = (run) => `test-results/report-${run}.json`;

/** The Playwright reports of the suite: the site's projects and each CMS tier's. */
export const REPORTS = ['site', 'strapi-sqlite', 'strapi-postgres'].map(reportOf);

/**
 * One line per test that did not pass in the report at `file` (failed, timed out, or flaky: a
 * pass on its retry fails the run too), with the first line of its first error; [] when the file
 * is missing or was written before `since` (an earlier run's).
 * @param {string} file @param {number} since epoch ms
 * @returns {string[]}
 */
export function failedTests(file, since) {
  if (!existsSync(file) || statSync(file).mtimeMs < since) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const lines = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const error = test.results?.flatMap((r) => r.errors ?? [r.error]).find(Boolean);
        const why = String(error?.message ?? '')
          // eslint-disable-next-line no-control-regex
          .replace(/\u001b\[[0-9;]*m/g, '')
          .split('\n')
          .find((l) => l.trim())
          ?.trim()
          .slice(0, 200);
        lines.push(`${test.status} [${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}${why ? ` — ${why}` : ''}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return lines;
}
