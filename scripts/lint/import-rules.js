import { roomsPlugin } from './rooms.js';
import { reachRules } from './reach.js';
import { BROWSER_ADAPTER } from './anywhere.js';

/**
 * The rooms of docs/ARCHITECTURE.md in the lint: each room imports only what its row of
 * scripts/lint/rooms.js allows (proven by scripts/lint/import-rules.test.ts); lib/ renders nothing, and
 * keeps no module state but in src/build and the modules MODULE_STATE names (the unit tier
 * shares modules between test files).
 */

/**
 * The modules of lib/ and worker/ (outside src/build) that keep state between calls, each with why. A new one is
 * refused by the lint until it is named here (docs/ARCHITECTURE.md points to this list).
 */
export const MODULE_STATE = {
  'src/lib/blog/format.ts':
    "one date formatter, built on the first date: built when the module ran, it slowed the search's first tap, which formats no date",
  'src/lib/blog/list-snapshot.ts':
    "a WeakMap keyed by the build's one answer of the blog: each list page's snapshot is made once and let go with the answer",
  'src/lib/hydration/prefetch.ts': "a registry on the window: the search's first letter and its island, two bundles, meet in it",
  'worker/index.ts':
    "what one Worker isolate remembers between requests: the clients over their D1 limit, the CMS's answers about late posts",
};
const NO_JSX = {
  selector: 'JSXElement, JSXFragment',
  message: 'lib/ holds no React: rendering belongs in components/ (docs/ARCHITECTURE.md).',
};
const NO_STATE = [
  {
    selector: "Program > VariableDeclaration[kind='let']",
    message: 'lib/ keeps no module state (only src/build may): the unit tier shares modules between test files (docs/ARCHITECTURE.md).',
  },
  {
    selector: 'Program > VariableDeclaration > VariableDeclarator > NewExpression[callee.name=/^(Weak)?(Map|Set)$/]',
    message: 'lib/ keeps no module state (only src/build may): a cache belongs in a function or in src/build (docs/ARCHITECTURE.md).',
  },
  {
    selector: "AssignmentExpression > MemberExpression.left Identifier[name='globalThis']",
    message:
      'lib/ keeps no state on globalThis unless MODULE_STATE (scripts/lint/import-rules.js) names the module (docs/ARCHITECTURE.md).',
  },
];

/**
 * What runs anywhere (src/lib/tsconfig.json: src/lib but the browser's adapter, with TypeScript's
 * WebWorker library) is held by the type check; the globals that library declares and Node or
 * workerd lack are held here.
 */
const NOT_EVERYWHERE = ['location', 'self', 'navigator', 'caches', 'postMessage', 'importScripts', 'onmessage', 'close', 'FileReaderSync'];

export const importRules = [
  {
    files: [
      'src/**/*.{ts,tsx,astro,mjs}',
      'worker/**/*.ts',
      'scripts/**/*.{js,mjs,ts}',
      'e2e/**/*.{ts,mjs}',
      'cms/{src,config,scripts}/**/*.{js,jsx}',
    ],
    plugins: { rooms: { rules: { ...roomsPlugin.rules, ...reachRules } } },
    rules: { 'rooms/allowed-imports': 'error', 'rooms/reach': 'error', 'rooms/in-a-room': 'error' },
  },
  {
    // The edge's modules too: their tests run in the unit project, which shares modules between files.
    files: ['src/lib/**', 'worker/**'],
    ignores: ['src/build/**', '**/*.test.ts', ...Object.keys(MODULE_STATE)],
    rules: { 'no-restricted-syntax': ['error', NO_JSX, ...NO_STATE] },
  },
  {
    files: ['src/lib/**/*.ts'],
    ignores: ['src/lib/**/*.test.ts', ...BROWSER_ADAPTER.map((p) => `${p}/**`)],
    rules: {
      'no-restricted-globals': [
        'error',
        ...NOT_EVERYWHERE.map((name) => ({
          name,
          message: `${name} is the browser's or a worker's, not Node's or the edge's: a module of src/lib that runs anywhere uses the web's standard globals only (docs/ARCHITECTURE.md).`,
        })),
      ],
    },
  },
  {
    files: ['src/build/**', 'src/lib/**/*.test.ts', ...Object.keys(MODULE_STATE)],
    rules: { 'no-restricted-syntax': ['error', NO_JSX] },
  },
];
