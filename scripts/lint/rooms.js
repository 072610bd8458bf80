import { dirname, relative, resolve, sep } from 'node:path';

/**
 * The rooms of docs/ARCHITECTURE.md and what each may import: an allow-list. A room imports its
 * own files and what its row names (another room, a folder or one module of one), and only the
 * packages it lists; a wall refuses a part of an allowed room to one folder of the room. Anything
 * else fails `npm run lint` with the room's list. A test file may also import what `tests` adds.
 * Which runtime may carry what is the type check's (one TypeScript project per runtime) and
 * reach.js's; these rows say what a reader needs to know of the house. docs/ARCHITECTURE.md lists
 * the same rooms (scripts/lint/architecture.test.ts).
 */

const TEST_PACKAGES = ['vitest', '@testing-library/*', 'node:*', 'react', 'react-dom', 'react-dom/*', 'react/*'];
const ALL_LIB = 'lib/*';

/**
 * A wall: no file under `from` (the whole room when it is not given), but those under `notFrom`,
 * imports what is under `never`, but what is under `except`. Test files are not held by walls.
 * @typedef {{ from?: string, notFrom?: string[], never: string, except?: string[], why: string }} Wall
 * @type {{ room: string, also?: string[], holds: string, may: string[], packages?: string[], tests?: string[], walls?: Wall[] }[]}
 */
export const ROOMS = [
  {
    room: 'src/pages',
    holds: "Astro's routes: each loads its data, picks the layout and arranges the sections",
    may: [
      'src/layouts',
      'src/components',
      'src/components/islands',
      'src/build/collections',
      'src/build/strapi',
      'src/build/og',
      'src/build/build-run',
      'src/build/phone-cover',
      'src/data',
      'src/assets',
      'src/styles',
      ALL_LIB,
    ],
    packages: ['astro', 'astro:*', '@astrojs/rss', '@fontsource/*', '@fontsource-variable/*'],
  },
  {
    room: 'src/layouts',
    holds: "BaseLayout: every page's head, skip link, header, footer and slots",
    may: ['src/components', 'src/config', 'src/styles', ALL_LIB],
    packages: ['astro', 'astro:*', '@fontsource/*', '@fontsource-variable/*'],
  },
  {
    room: 'src/components',
    holds:
      "the static views, with no island code (a few small inline scripts: the header's dropdown, a section's jump): the pages' sections (which read their copy from src/data), header, footer and SEO head, the shared parts, and the blog's post and card views that islands render too",
    // At build only, as the sections that use them: the drawings a page carries inline.
    may: ['src/components/islands', 'src/build/inline-art', 'src/data', 'src/assets', ALL_LIB],
    packages: ['react', 'astro:assets'],
    walls: [
      {
        never: 'lib/strapi',
        except: ['lib/strapi/browser'],
        why: "a view is given the blog's types, and islands render the blog's views: the CMS only through the browser's adapter",
      },
    ],
  },
  {
    room: 'src/components/islands',
    holds:
      'the React islands, a folder each (a state machine of src/lib rendered), shared/ for what several use; they take small typed props',
    may: ['src/components/ui', 'src/components/blog', 'src/config', ALL_LIB],
    packages: ['react', 'react-dom', 'react-dom/*', 'embla-carousel', 'embla-carousel-react'],
    tests: ['src/data'],
    walls: [
      {
        never: 'lib/strapi',
        except: ['lib/strapi/browser'],
        why: "an island reads the CMS through the browser's adapter, never with rules of its own",
      },
    ],
  },
  {
    room: 'src/data',
    also: ['src/config'],
    holds:
      "the site's facts and copy: every fixed text and list, typed, and the sample blog in Strapi 5's shape (data/); one place per fact: site, routes, breakpoints, env names, legacy redirects (config/)",
    may: ['src/assets'],
    packages: ['astro', 'astro/config'],
    tests: [ALL_LIB, 'tailwind.config.cjs'],
    walls: [{ from: 'src/config', never: 'src/data', why: 'every runtime reads the facts of config/; the copy of data/ is for pages' }],
  },
  {
    room: 'src/lib',
    holds:
      "plain TypeScript, no React, no Astro: what runs anywhere (the blog's and the enquiry's rules, SEO, redirects, routing, the security headers, the Strapi adapter and its mappers) and the browser's adapter (hydration, the wizard, the delivery, the browser's Strapi reads)",
    may: ['src/config'],
    packages: ['astro/zod', '@emailjs/browser'],
    tests: ['src/data', 'src/build/strapi'],
    walls: [
      {
        never: 'lib/strapi',
        notFrom: ['lib/strapi', 'lib/redirects'],
        why: "only the Strapi adapter and the editors' redirects know Strapi: the blog domain, SEO and the rest take the blog's types",
      },
    ],
  },
  {
    room: 'src/build',
    also: ['src/content.config.ts'],
    holds:
      "what runs only while the site builds: the content layer's collections and their loaders from the CMS or the sample, what routes ask of them, Astro's integrations (_redirects, _headers with the CSP's hashes, env warnings, client:intent, the cache sweep, the trimmed stylesheet, the islands' hoisted imports, the React renderer's compile hint), and the helpers with Node, sharp and the disk",
    may: ['src/config', 'src/data', ALL_LIB],
    packages: ['astro', 'astro:*', 'node:*', 'sharp', 'vite', 'tailwindcss'],
  },
  {
    room: 'worker',
    holds:
      "the Cloudflare Worker: its three routes in front of the static assets (the enquiry's door with its schema and rate limit, the late post, the signed draft preview) and its one Strapi client",
    may: ['src/config', ALL_LIB],
    packages: ['astro/zod'],
    // Its tests read wrangler.jsonc as wrangler does and hold the preview's signature to the CMS's.
    tests: ['scripts/dev/wrangler-config', 'cms/src/preview'],
  },
  {
    room: 'cms',
    holds:
      'the Strapi 5 project (CommonJS), which imports nothing of the site: content types, doors, editor rules, enquiries, privacy, backups, alerts (src/); its configuration (config/); its start, build, backup and restore (scripts/)',
    may: [],
    packages: ['@strapi/*', '@aws-sdk/client-s3', 'node:*', 'react', 'react-dom', 'react-dom/*'],
    walls: [
      { from: 'cms/src', never: 'cms/scripts', why: "the CMS's code never runs its operator's scripts" },
      { from: 'cms/src', never: 'cms/config', why: 'Strapi hands the configuration to the code, never the other way' },
    ],
    // Its tests hold it to the site's own rules (the blog's limits, the enquiry's fields, the queries it is sent),
    // and meet the backups' bucket in the suite's S3 store.
    tests: ['src/config', ALL_LIB, 'scripts/harness/s3-store'],
  },
  {
    room: 'scripts',
    holds:
      "what builds, checks, tests and measures the product, never imported by it: the build (build/), the gates (checks/), what no test tool does for this project (harness/), the process groups and the ports table that the harness, the developer's commands and the measures share (servers/), the developer's commands (dev/), the figures (measure/), the lint (lint/)",
    may: [],
    packages: ['node:*', 'sharp', 'subset-font', 'vnu-jar', 's3rver', 'pg', 'autocannon', '@playwright/test', 'eslint', 'typescript'],
    walls: [{ from: 'scripts/harness', never: 'scripts/checks', why: 'the gates run on what the harness made, never inside it' }],
    // Its tests hold the stand-ins to the site's own names: the variables, the enquiry's path, the sign-up's fields.
    tests: ['src/config', 'lib/newsletter'],
  },
  {
    room: 'e2e',
    holds: 'the end-to-end suites in Chromium and their support: the built site, the edge, a real Strapi',
    may: ['src/*', ALL_LIB, 'worker', 'cms', 'scripts'],
    packages: ['@playwright/test', '@axe-core/playwright', 'node:*', 'sharp', 'linkinator'],
  },
];

/** `lib` and `lib/x` name src/lib and src/lib/x. */
const toPath = (name) => (name === 'lib' || name.startsWith('lib/') ? `src/${name}` : name);
const pathsOf = (r) => [r.room, ...(r.also ?? [])].map(toPath);
const under = (root, p) => p === root || p.startsWith(`${root}/`);

/** The room a repository path belongs to (the longest room path it starts with), or null. */
export function roomOf(path) {
  const p = path.split(sep).join('/');
  let best = null;
  let length = 0;
  for (const r of ROOMS)
    for (const root of pathsOf(r))
      if (under(root, p) && root.length > length) {
        best = r;
        length = root.length;
      }
  return best;
}

/** A package pattern: `x` is x and its subpaths, `x*` anything that starts with x. */
const matches = (pattern, name) =>
  pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern || name.startsWith(`${pattern}/`);

const byPath = (name) => ROOMS.find((r) => toPath(r.room) === name);

/**
 * Whether the module `target` (a path, no extension) is what the allow-list entry `allowed`
 * names: a room means that room's own files, never a room under it (`src/components` is not
 * `src/components/islands`); `x/*` anything under x; anything else one module (or folder) of a room.
 */
function names(allowed, target) {
  if (allowed.endsWith('*')) return target.startsWith(allowed.slice(0, -1));
  if (byPath(allowed)) return roomOf(target) === byPath(allowed);
  return (target === allowed || target.startsWith(`${allowed}/`)) && roomOf(target) === roomOf(allowed);
}

/** The wall of `room` that `file` importing `target` runs into, or null. */
export function wallBetween(room, file, target) {
  const within = (names) => (names ?? []).some((n) => under(toPath(n), file));
  return (
    (room.walls ?? []).find(
      (w) =>
        under(toPath(w.from ?? room.room), file) &&
        !within(w.notFrom) &&
        under(toPath(w.never), target) &&
        !(w.except ?? []).some((e) => under(toPath(e), target)),
    ) ?? null
  );
}

/** Whether `room` (a test file's when `test`) may import the repository path `target`. */
export function mayImport(room, target, test) {
  const into = roomOf(target);
  if (into === room) return true;
  const module = target.replace(/\.(tsx?|mjs|js|cjs|astro|json)$/, '');
  const allowed = [...room.may, ...(test ? (room.tests ?? []) : [])].map((a) => toPath(a).replace(/\.(mjs|js|cjs)$/, ''));
  return allowed.some((a) => names(a, module));
}

/** Whether `room` may import the package `name`. */
export function mayUsePackage(room, name, test) {
  const allowed = [...(room.packages ?? []), ...(test ? TEST_PACKAGES : [])];
  return allowed.some((a) => matches(a, name));
}

/**
 * The repository path of the file a rule lints. eslint-plugin-astro lints a page's <script> as
 * `Page.astro/1_1.ts`: it belongs to the page.
 */
export const lintedFile = (context) =>
  relative(context.cwd, context.filename.replace(/\.astro[/\\].*$/, '.astro'))
    .split(sep)
    .join('/');

/** A test, or a module only tests import (`*.test-support.ts`). */
const isTest = (file) => /\.test(-support)?\.[jt]sx?$/.test(file);

const allowedImports = {
  meta: { type: 'problem', schema: [], docs: { description: 'Each room imports only what docs/ARCHITECTURE.md allows it.' } },
  create(context) {
    const file = lintedFile(context);
    const room = roomOf(file);
    if (!room) return {};
    const test = isTest(file);
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      if (spec.startsWith('.')) {
        const target = relative(context.cwd, resolve(dirname(resolve(context.cwd, file)), spec.replace(/\?.*$/, '')))
          .split(sep)
          .join('/');
        const wall = test ? null : wallBetween(room, file, target);
        if (wall) {
          context.report({ node, message: `${wall.from ?? room.room} never imports ${wall.never}: ${wall.why} (docs/ARCHITECTURE.md).` });
          return;
        }
        if (mayImport(room, target, test)) return;
        const into = roomOf(target)?.room ?? target;
        context.report({
          node,
          message: `${room.room} imports ${[...room.may, ...(test ? (room.tests ?? []) : [])].join(', ') || 'only its own files'}; not ${into} (docs/ARCHITECTURE.md).`,
        });
      } else if (!mayUsePackage(room, spec, test)) {
        context.report({
          node,
          message: `${room.room} uses ${(room.packages ?? []).join(', ') || 'no package'}${test ? ' and the test tools' : ''}; not ${spec} (docs/ARCHITECTURE.md).`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      // The CMS is CommonJS.
      CallExpression: (node) =>
        node.callee.type === 'Identifier' && node.callee.name === 'require' && check(node, node.arguments[0]?.value),
    };
  },
};

export const roomsPlugin = { rules: { 'allowed-imports': allowedImports } };
