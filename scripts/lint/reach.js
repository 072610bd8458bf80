import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve, sep } from 'node:path';
import { lintedFile, roomOf } from './rooms.js';
import { BROWSER_ADAPTER } from './anywhere.js';

/**
 * The walls by reach: each kind of entry runs somewhere (a browser, the edge, Node at build, the
 * CMS's server), and whatever it can reach through any chain of imports ships or runs there too.
 * The allow-list (rooms.js) checks each import alone; this rule follows every chain from an entry
 * and refuses one that ends in a room or package its runtime cannot carry, naming the chain.
 * Type-only imports carry no code and are not followed.
 */

const BUILD_ONLY = ['src/build'];
const NODE = ['node:*', 'sharp'];
/** What of src/lib the edge never carries: the browser's adapter, and the forms' browser-side rules and sends. */
const BROWSER_LIB = [...BROWSER_ADAPTER, 'lib/submission', 'lib/newsletter', 'lib/booking', 'lib/carousel'];

/** @type {{ kind: string, runs: string, entries: string[], never: { rooms: string[], packages: string[] } }[]} */
export const ENTRIES = [
  {
    kind: 'island',
    runs: 'in the browser',
    entries: ['src/components/islands'],
    // src/data too: an island takes its copy as props, so that its JavaScript carries only what it renders.
    never: { rooms: [...BUILD_ONLY, 'src/data', 'worker'], packages: [...NODE, 'astro:assets'] },
  },
  {
    // A <script> of an .astro file, bundled for the browser (eslint-plugin-astro lints it as `X.astro/1_1.ts`).
    kind: 'page script',
    runs: 'in the browser',
    entries: [],
    never: { rooms: [...BUILD_ONLY, 'src/data', 'worker'], packages: [...NODE, 'astro:assets'] },
  },
  {
    kind: 'page',
    runs: 'at build',
    entries: ['src/pages', 'src/layouts', 'src/content.config.ts'],
    never: { rooms: ['worker'], packages: [] },
  },
  {
    kind: 'Worker',
    runs: 'at the edge',
    entries: ['worker'],
    never: {
      rooms: [...BUILD_ONLY, ...BROWSER_LIB, 'src/data', 'src/components/*', 'src/pages', 'src/layouts'],
      packages: [...NODE, '@emailjs/browser', 'react', 'react-dom', 'astro:*'],
    },
  },
  {
    kind: 'CMS',
    runs: "on the CMS's server",
    entries: ['cms/src', 'cms/config', 'cms/scripts'],
    never: { rooms: ['src/*', 'worker'], packages: [] },
  },
];

const toPath = (name) => (name.startsWith('lib/') ? `src/${name}` : name);
const under = (pattern, path) => {
  const p = toPath(pattern);
  return p.endsWith('*') ? path.startsWith(p.slice(0, -1)) : path === p || path.startsWith(`${p}/`);
};
const packageMatches = (pattern, name) =>
  pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern || name.startsWith(`${pattern}/`);

/** The kind of entry a repository path is (a virtual `.astro/1_1.ts` script is a page script), or null. */
export function entryOf(file, virtualScript = false) {
  if (virtualScript) return ENTRIES.find((e) => e.kind === 'page script');
  return ENTRIES.find((e) => e.entries.some((root) => under(root, file))) ?? null;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '.astro', '.jsx', '/index.ts', '/index.js'];

/** The repository file a relative import names, or null (an asset, or a file that is not there). */
function resolveFile(cwd, from, spec) {
  const base = normalize(join(dirname(from), spec.replace(/\?.*$/, '')));
  for (const ext of EXTENSIONS) {
    const abs = resolve(cwd, base + ext);
    if (existsSync(abs) && statSync(abs).isFile()) return relative(cwd, abs).split(sep).join('/');
  }
  return null;
}

const CODE = /\.(tsx?|jsx?|mjs|cjs|astro)$/;
// import/export … from '…', import '…', import('…'), require('…'); `import type`/`export type` carry no code.
const STATIC = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:[\w$*{}\s,]*?\sfrom\s*)?['"]([^'"\n]+)['"]/g;
const DYNAMIC = /\b(?:import|require)\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** The module specifiers a file's source carries code from. An .astro file's frontmatter is what runs at build. */
export function specifiersOf(file, text) {
  const code = file.endsWith('.astro') ? (text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '') : text;
  const out = [];
  for (const m of code.matchAll(STATIC)) if (!m[2]) out.push(m[3]);
  for (const m of code.matchAll(DYNAMIC)) out.push(m[1]);
  return out;
}

const cache = new Map();

/** What one file on disk imports: repository files and packages (cached by modification time). */
function importsOf(cwd, file) {
  const abs = resolve(cwd, file);
  const mtime = statSync(abs).mtimeMs;
  const hit = cache.get(abs);
  if (hit && hit.mtime === mtime) return hit.imports;
  const imports = specifiersOf(file, readFileSync(abs, 'utf8')).map((spec) => toTarget(cwd, file, spec));
  cache.set(abs, { mtime, imports });
  return imports;
}

function toTarget(cwd, file, spec) {
  if (!spec.startsWith('.')) return { package: spec };
  const target = resolveFile(cwd, file, spec);
  return target && CODE.test(target) ? { file: target } : null;
}

function refusal(entry, target) {
  if (target.package) return entry.never.packages.find((p) => packageMatches(p, target.package)) ? target.package : null;
  return entry.never.rooms.some((r) => under(r, target.file)) ? target.file : null;
}

/**
 * The chains from `file` (through its first import `first`) to a module its kind of entry may not
 * reach: one chain per refused module, shortest first.
 */
export function refusedChains(cwd, entry, file, first) {
  const chains = [];
  const seen = new Set([file]);
  const queue = [{ before: [file], target: first }];
  while (queue.length) {
    const { before, target } = queue.shift();
    if (!target) continue;
    const key = target.package ?? target.file;
    if (seen.has(key)) continue;
    seen.add(key);
    const chain = [...before, key];
    if (refusal(entry, target)) chains.push(chain);
    else if (target.file) for (const next of importsOf(cwd, target.file)) queue.push({ before: chain, target: next });
  }
  return chains;
}

const reach = {
  meta: {
    type: 'problem',
    schema: [],
    docs: { description: 'No entry reaches, through any chain of imports, a module its runtime cannot carry (docs/ARCHITECTURE.md).' },
  },
  create(context) {
    const virtual = /\.astro[/\\]/.test(context.filename);
    const file = lintedFile(context);
    const entry = entryOf(file, virtual);
    // A test runs in the test runner, not where its subject runs.
    if (!entry || /\.test(-support)?\.[jt]sx?$/.test(file)) return {};
    const check = (node, spec, typeOnly) => {
      if (typeof spec !== 'string' || typeOnly) return;
      const first = toTarget(context.cwd, file, spec);
      for (const chain of refusedChains(context.cwd, entry, file, first)) {
        context.report({
          node,
          message: `${/^[aeiou]/i.test(entry.kind) ? 'An' : 'A'} ${entry.kind} runs ${entry.runs} and may not reach ${chain.at(-1)}: ${chain.join(' → ')} (docs/ARCHITECTURE.md).`,
        });
      }
    };
    const typeOnly = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, node.source.value, typeOnly(node)),
      ImportExpression: (node) => check(node, node.source.value, false),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, typeOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      CallExpression: (node) =>
        node.callee.type === 'Identifier' && node.callee.name === 'require' && check(node, node.arguments[0]?.value, false),
    };
  },
};

/** Every file the rooms rule lints belongs to a room; a new folder gets its row first. */
const inARoom = {
  meta: { type: 'problem', schema: [], docs: { description: 'Every file belongs to a room of docs/ARCHITECTURE.md.' } },
  create(context) {
    const file = lintedFile(context);
    if (file.endsWith('.d.ts') || roomOf(file)) return {};
    return {
      Program: (node) =>
        context.report({
          node,
          message: `${file} is in no room: give its folder a row in docs/ARCHITECTURE.md and scripts/lint/rooms.js first.`,
        }),
    };
  },
};

export const reachRules = { reach, 'in-a-room': inARoom };
