// Each page's gzipped HTML within the two round trips a phone on a slow connection takes for a
// document's first 43.8 KB (scripts/checks/html-budget-rules.mjs), but the pages known to be over.
// Usage: node scripts/checks/html-budget.mjs [dist]
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlFiles } from './html-files.mjs';
import { TWO_ROUND_TRIPS_BYTES, htmlBudgetProblems } from './html-budget-rules.mjs';

const dist = process.argv[2] ?? 'dist';
const sizes = Object.fromEntries(
  htmlFiles(dist).map((file) => [relative(dist, file).replace(/\\/g, '/'), gzipSync(readFileSync(file)).length]),
);
const problems = htmlBudgetProblems(sizes);
if (problems.length) {
  console.error(`HTML over budget in ${dist}/:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const largest = Object.entries(sizes).sort((a, b) => b[1] - a[1])[0];
console.log(
  `HTML budget: ${Object.keys(sizes).length} pages, each within ${TWO_ROUND_TRIPS_BYTES} bytes gzipped or known to be over (largest: ${largest[0]}, ${largest[1]}).`,
);
