// JavaScript a page loads once every island on it has woken, read from the build output: the
// module scripts and islands it references and everything they import statically (lazy
// `import()` chunks, such as EmailJS or the booking dialog, load only on demand and are not
// counted). Prints a table of gzip sizes and fails when a page exceeds its `allIslandsAwake`
// budget in js-budget.json. What a page loads before the visitor acts is measured in the
// browser, by e2e/first-view.spec.ts.
// Usage: node scripts/checks/js-budget.mjs [dist]
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlFiles } from './html-files.mjs';

const dist = process.argv[2] ?? 'dist';
const budgets = JSON.parse(readFileSync(new URL('../../js-budget.json', import.meta.url), 'utf8')).allIslandsAwake;

const gzipCache = new Map();
const gz = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzipCache.get(file);
};

/** The JS files a JS file imports statically itself, as dist-relative paths. */
const directImports = (file) =>
  [...readFileSync(join(dist, file), 'utf8').matchAll(/(?:import|export)\s*(?:[^"'()]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) =>
    join(file, '..', m[1]).replace(/\\/g, '/'),
  );

/** A JS file and everything it imports statically, as dist-relative paths. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of directImports(file)) closure(dep, seen);
  return seen;
}

function pageJs(html) {
  const roots = new Set();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g)) roots.add(m[1]);
  const islands = [...html.matchAll(/component-url="\/([^"]+)"/g)].map((m) => m[1]);
  for (const m of html.matchAll(/(?:component-url|renderer-url)="\/([^"]+)"/g)) roots.add(m[1]);
  const files = new Set();
  for (const root of roots) for (const f of closure(root)) files.add(f);
  const inline = [...html.matchAll(/<script(?![^>]*(?:src=|application\/(?:ld\+)?json))[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => gzipSync(m[1]).length)
    .reduce((a, b) => a + b, 0);
  return { files, islands, bytes: [...files].reduce((sum, f) => sum + gz(f), 0) + inline };
}

const budgetFor = (route) => {
  const match = Object.entries(budgets.pages).find(([pattern]) => new RegExp(`^${pattern}$`).test(route));
  return match ? match[1] : budgets.default;
};

let failed = 0;
/** Every island's module, of every page. */
const islands = new Set();
const rows = htmlFiles(dist)
  .map((file) => {
    const route = `/${relative(dist, file)
      .replace(/index\.html$/, '')
      .replace(/\.html$/, '')}`.replace(/(.)\/$/, '$1');
    const { bytes, islands: pageIslands } = pageJs(readFileSync(file, 'utf8'));
    pageIslands.forEach((island) => islands.add(island));
    return { route, kb: bytes / 1024, budget: budgetFor(route) };
  })
  .filter((r) => !/^\/(post|builder-preview)\b/.test(r.route))
  .sort((a, b) => a.route.localeCompare(b.route));

for (const { route, kb, budget } of rows) {
  const over = kb > budget;
  if (over) failed++;
  console.log(`${over ? 'OVER' : 'ok  '}  ${kb.toFixed(1).padStart(6)} KB / ${String(budget).padStart(3)} KB  ${route}`);
}
// A tap asks for an island's code in one round of requests: its module imports every chunk it
// reaches itself (src/build/integrations/hoist-imports.ts), none waits behind another.
for (const island of islands) {
  const direct = new Set(directImports(island));
  const deeper = [...closure(island)].filter((file) => file !== island && !direct.has(file));
  if (deeper.length) {
    failed++;
    console.error(`${island} reaches ${deeper.join(', ')} only through other chunks: its tap waits a round trip more.`);
  }
}
if (failed) {
  console.error(`\n${failed} page(s) over their JavaScript budget (js-budget.json), or island(s) whose code comes in more than one round.`);
  process.exit(1);
}
console.log(`\nJavaScript budget: ${rows.length} pages within budget.`);
