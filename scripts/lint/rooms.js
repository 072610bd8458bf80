import { dirname, relative, resolve, sep } from 'node:path';

/**
 * The rooms of docs/ARCHITECTURE.md and what each may import: an allow-list. A room imports its
 * own files and what its row names (another room, or one module of a room), and only the packages
 * it lists; anything else fails `npm run lint` with the room's list. A test file may also import
 * what `tests` adds. docs/ARCHITECTURE.md lists the same rooms (scripts/lint/architecture.test.ts).
 */

const TEST_PACKAGES = ['vitest', '@testing-library/*', 'node:*', 'react', 'react-dom', 'react-dom/*', 'react/*'];
const ALL_LIB = 'lib/*';

/** @type {{ room: string, holds: string, may: string[], packages?: string[], tests?: string[] }[]} */
export const ROOMS = [
  // Routes and their frame: the top of the house, they may import every room below.
  {
    room: 'src/pages',
    holds: 'routes: load data, pick the layout, arrange sections',
    may: [
      'src/layouts',
      'src/components/*',
      'src/build/collections',
      'src/build/strapi',
      'src/build/og',
      'src/build/build-run',
      'src/build/phone-cover',
      'src/data',
      'src/config',
      'src/assets',
      'src/styles',
      ALL_LIB,
    ],
    packages: ['astro', 'astro:*', '@astrojs/rss', '@fontsource/*', '@fontsource-variable/*'],
  },
  {
    room: 'src/layouts',
    holds: 'BaseLayout: head, skip link, header, footer, slots',
    may: ['src/components/layout', 'src/components/ui', 'src/config', 'src/styles', 'lib/hydration', 'lib/routing', 'lib/seo'],
    packages: ['astro', 'astro:*', '@fontsource/*', '@fontsource-variable/*'],
  },
  // Components.
  {
    room: 'src/components/sections',
    holds: 'static .astro blocks of the pages, zero JavaScript; they read the fixed copy they show from data/',
    may: [
      'src/components/ui',
      'src/components/blog',
      'src/components/islands',
      'src/data',
      'src/config',
      'src/assets',
      'lib/blog',
      'lib/contact',
      // The key of the wizard's draft, for the script that shows a draft is kept before it wakes.
      'lib/enquiry/wizard/storage',
      'lib/hydration',
      'lib/routing',
      'lib/seo',
      'lib/ui',
      // What the blog list's island asks for first, started on intent beside its code.
      'lib/strapi/browser',
    ],
    packages: ['astro:assets'],
  },
  {
    room: 'src/components/layout',
    holds: 'header, footer, SEO head',
    may: [
      'src/components/ui',
      'src/components/islands',
      'src/data',
      'src/config',
      'lib/contact',
      'lib/hydration',
      'lib/routing',
      'lib/seo',
      'lib/ui',
    ],
    packages: ['astro:assets'],
  },
  {
    room: 'src/components/ui',
    holds: 'small shared parts: buttons, stars, logo, breadcrumb, first-screen drawings',
    // At build only, as the sections that use them: the drawings a page carries inline.
    may: ['src/data', 'src/config', 'src/assets', 'lib/seo', 'lib/ui', 'src/build/inline-art'],
    packages: ['react', 'astro:assets'],
  },
  {
    room: 'src/components/blog',
    holds: 'post and card views, rendered at build and by islands: the app types they are given',
    may: ['src/components/ui', 'src/config', 'lib/blog', 'lib/hydration', 'lib/rich-text', 'lib/routing', 'lib/seo', 'lib/ui'],
    packages: ['react'],
    tests: ['lib/strapi'],
  },
  {
    room: 'src/components/islands',
    holds: 'one folder per React island (state machines from lib/ rendered), shared/ for what several use',
    may: [
      'src/components/ui',
      'src/components/blog',
      'src/config',
      'lib/blog',
      'lib/booking',
      'lib/carousel',
      'lib/contact',
      'lib/enquiry',
      'lib/enquiry/wizard',
      'lib/enquiry/delivery',
      'lib/hydration',
      'lib/newsletter',
      'lib/preview',
      'lib/rich-text',
      'lib/routing',
      'lib/seo',
      'lib/submission',
      'lib/ui',
      'lib/strapi/browser',
    ],
    packages: ['react', 'react-dom', 'react-dom/*', 'embla-carousel', 'embla-carousel-react'],
    tests: ['src/data'],
  },
  // The blog read the Astro way: the content layer's collections (what routes ask of them is in src/build).
  {
    room: 'src/content.config.ts',
    holds: "the blog's collections: posts and categories, loaded from the CMS or the sample, each entry checked by its schema",
    may: ['src/data', 'src/build/strapi', 'lib/blog'],
    packages: ['astro:content', 'astro:env/client'],
  },
  // Facts and copy.
  {
    room: 'src/data',
    holds: 'every fixed text and list of the marketing site, typed; the sample blog in Strapi 5 shape',
    may: ['src/config', 'src/assets'],
    packages: ['astro'],
  },
  {
    room: 'src/config',
    holds: 'one place per fact: site, routes, breakpoints, brand, env names and schema, legacy redirects',
    may: [],
    packages: ['astro/config'],
    tests: ['lib/booking', 'tailwind.config.cjs'],
  },
  // Plain TypeScript, one room per concern: no React, no Astro, no JSX.
  {
    room: 'lib/strapi',
    holds:
      "the Strapi adapter every runtime shares: the fetch client, queries, Strapi's raw types and guards, the mappers to the blog's types",
    may: ['src/config', 'lib/blog', 'lib/rich-text'],
    tests: ['src/data'],
  },
  // Strapi by runtime: what the build reads is in src/build/strapi, the edge's client in worker/.
  {
    room: 'lib/strapi/browser',
    holds: "the browser's reads: the list's pages, searches and suggestions, a post newer than the build",
    // The list's source takes over the request client:intent started for it.
    may: ['lib/strapi', 'lib/blog', 'src/config', 'lib/hydration'],
  },
  {
    room: 'lib/blog',
    holds: 'the blog domain, no Strapi: its schema and model, format, list state and snapshot, categories, related posts, slugs, cuts',
    may: ['src/config', 'lib/rich-text', 'lib/routing'],
    packages: ['astro/zod'],
    tests: ['src/data', 'lib/strapi', 'src/build/strapi'],
  },
  { room: 'lib/rich-text', holds: "a post's content tree, its outline and reading time", may: [] },
  {
    room: 'lib/seo',
    holds: 'titles, descriptions, canonicals, structured data of pages and posts',
    may: ['src/config', 'lib/blog', 'lib/routing'],
    tests: ['lib/strapi', 'lib/ui'],
  },
  {
    room: 'lib/redirects',
    holds: "legacy and editors' redirects: the rules the build writes into _redirects",
    may: ['src/config', 'lib/routing', 'lib/strapi'],
  },
  { room: 'lib/routing', holds: 'paths, the current navigation item, speculation rules', may: ['src/config'] },
  // The enquiry, by runtime: what every side shares, then the browser's wizard and delivery (the
  // edge's door is in worker/). Islands never reach the door, the door never reaches the delivery.
  {
    room: 'lib/enquiry',
    holds: "the enquiry's shared rules: its fields, steps, options, validation, the record both channels carry, Turnstile's addresses",
    may: [],
  },
  {
    room: 'lib/enquiry/wizard',
    holds: "the browser's wizard: its state machine, the step moves, the draft kept in sessionStorage",
    may: ['lib/enquiry', 'lib/enquiry/delivery', 'lib/submission'],
  },
  {
    room: 'lib/enquiry/delivery',
    holds: "the browser's two channels: EmailJS, and the record posted to the site's door",
    may: ['lib/enquiry', 'src/config'],
    packages: ['@emailjs/browser'],
    tests: ['lib/enquiry/wizard'],
  },
  { room: 'lib/newsletter', holds: 'the newsletter card: validation and the Mailchimp request', may: ['src/config', 'lib/submission'] },
  { room: 'lib/submission', holds: "what a form's Send does: the guard and the send's state machine", may: [] },
  { room: 'lib/booking', holds: 'the Calendly booking URL', may: ['src/config'] },
  { room: 'lib/carousel', holds: 'carousel timing and swipe rules', may: [] },
  { room: 'lib/contact', holds: 'the agency phone and e-mail as links', may: ['src/config'] },
  { room: 'lib/hydration', holds: 'client:intent: when an island wakes', may: ['lib/routing'] },
  {
    room: 'lib/preview',
    holds: "the draft preview's statuses, texts and payload, shared by the Worker and the preview page's island",
    may: ['lib/blog'],
  },
  {
    room: 'lib/security',
    holds: "the security headers every answer carries, the CDN's _headers and the Worker's own",
    may: [],
  },
  { room: 'lib/ui', holds: 'class names, star ratings, SVG data URLs', may: [] },
  // By runtime: what runs only while the site builds, and what runs at the edge.
  {
    room: 'src/build',
    holds:
      "what runs only while the site builds: the blog read from the CMS for the content layer and the editors' redirects (strapi/), what routes ask of the collections (collections/), Astro's integrations (integrations/: _redirects, _headers with CSP hashes, env warnings, client:intent, the cache sweep, the trimmed stylesheet), and the helpers with Node, sharp and the disk (phone covers, social cards, drawings inlined, the file cache)",
    may: [
      'src/config',
      'lib/blog',
      'lib/rich-text',
      'lib/strapi',
      'lib/ui',
      'lib/enquiry',
      'lib/enquiry/delivery',
      'lib/redirects',
      'lib/security',
    ],
    packages: ['astro', 'astro:content', 'node:*', 'sharp', 'vite', 'tailwindcss'],
    tests: ['src/data'],
  },
  {
    room: 'worker',
    holds:
      "everything that runs at the edge: the Worker's three routes in front of the static assets (the enquiry's door with its schema and rate limit, the late post, the signed draft preview) and its one Strapi client",
    may: ['lib/enquiry', 'lib/strapi', 'lib/blog', 'lib/seo', 'lib/preview', 'lib/security', 'src/config'],
    packages: ['astro/zod'],
    // Its tests read wrangler.jsonc as wrangler does, send the enquiries the wizard sends, and hold
    // the preview's signature to the CMS's.
    tests: ['scripts/dev/wrangler-config', 'lib/enquiry', 'cms/src/preview'],
  },
  // The CMS: a Strapi 5 project of its own (CommonJS), which imports nothing of the site's.
  {
    room: 'cms/src',
    holds: 'the Strapi project: content types, doors, editor rules, enquiries, privacy, backups, alerts',
    may: [],
    packages: ['@strapi/*', '@aws-sdk/client-s3', 'node:*', 'react', 'react-dom', 'react-dom/*'],
    // Its tests hold it to the site's own rules (the blog's limits, the enquiry's fields, the queries it is sent),
    // and meet the backups' bucket in the suite's S3 store.
    tests: ['src/config', 'lib/*', 'scripts/harness/s3-store'],
  },
  {
    room: 'cms/config',
    holds: "Strapi's configuration: server, database, admin, API, middlewares, plugins",
    may: ['cms/src'],
    packages: ['node:*'],
  },
  { room: 'cms/scripts', holds: 'the CMS started, built, backed up and restored', may: ['cms/src'], packages: ['@strapi/*', 'node:*'] },
  // The harness: what builds, checks, tests and measures the product, never imported by it.
  {
    room: 'scripts/build',
    holds: 'the build (one at a time, behind a lock), and the art and fonts it is given',
    may: [],
    packages: ['node:*', 'sharp', 'subset-font'],
  },
  {
    room: 'scripts/checks',
    holds: "the gates: HTML and JavaScript budgets, the Nu checker, no secrets, Lighthouse, the deploy's workflow, the CMS's types",
    may: [
      'scripts/harness/processes',
      'scripts/harness/ports',
      'scripts/harness/step-aside',
      'scripts/harness/strapi-env',
      'scripts/harness/chromium',
    ],
    packages: ['node:*', 'vnu-jar'],
  },
  {
    room: 'scripts/harness',
    holds:
      "what no test tool does for this project: npm test in order, Strapi, PostgreSQL and the S3 store for the CMS suites, the edge, the replay CMS, ports, process groups, the project's Node",
    // The checkout's one lock, for the CMS's admin build as for the site's;
    // and the enquiries' load test a CMS run can make.
    may: ['scripts/build/build-lock', 'scripts/measure/enquiry-load'],
    packages: ['node:*', 's3rver', 'pg'],
  },
  {
    room: 'scripts/dev',
    holds: "the developer's commands: npm run cms with its draft preview, npm run preview:edge",
    may: ['scripts/harness/processes', 'scripts/harness/packaged-node', 'scripts/harness/strapi-tokens'],
    packages: ['node:*'],
    // Its tests hold the stand-ins to the site's own names: the variables, the enquiry's path, the sign-up's fields.
    tests: ['src/config', 'lib/newsletter'],
  },
  {
    room: 'scripts/measure',
    holds: 'figures for docs/performance.md: build times and sizes, the first tap, the CMS under load, screenshots',
    may: ['scripts/harness'],
    packages: ['node:*', 'autocannon', '@playwright/test'],
  },
  {
    room: 'scripts/lint',
    holds: 'the rooms, their walls by import, by reach and by type, and the check that the docs say what is there',
    may: [],
    packages: ['node:*', 'eslint', 'typescript'],
    tests: ['scripts/harness/ports'],
  },
  {
    room: 'e2e',
    holds: 'the end-to-end suites in Chromium and their support: the built site, the edge, a real Strapi',
    may: ['src/*', 'lib/*', 'worker', 'cms/src', 'scripts/harness'],
    packages: ['@playwright/test', '@axe-core/playwright', 'node:*', 'sharp', 'linkinator'],
  },
];

/** `lib/x` names src/lib/x. */
const toPath = (name) => (name.startsWith('lib/') ? `src/${name}` : name);

/** The room a repository path belongs to (the longest room path it starts with), or null. */
export function roomOf(path) {
  const p = path.split(sep).join('/');
  let best = null;
  for (const r of ROOMS) {
    const root = toPath(r.room);
    if ((p === root || p.startsWith(`${root}/`)) && (!best || root.length > toPath(best.room).length)) best = r;
  }
  return best;
}

/** A package pattern: `x` is x and its subpaths, `x*` anything that starts with x. */
const matches = (pattern, name) =>
  pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern || name.startsWith(`${pattern}/`);

const byPath = (name) => ROOMS.find((r) => toPath(r.room) === name);

/**
 * Whether the module `target` (a path, no extension) is what the allow-list entry `allowed`
 * names: a room means that room's own files, never a room under it (`lib/enquiry` is not
 * `lib/enquiry/delivery`); `x/*` any room under x; anything else one module (or folder) of a room.
 */
function names(allowed, target) {
  if (allowed.endsWith('*')) return target.startsWith(allowed.slice(0, -1));
  if (byPath(allowed)) return roomOf(target) === byPath(allowed);
  return (target === allowed || target.startsWith(`${allowed}/`)) && roomOf(target) === roomOf(allowed);
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
