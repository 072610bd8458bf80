/**
 * The import directions of docs/ARCHITECTURE.md as ESLint `no-restricted-imports` rules, one per
 * room. Pages and layouts may import anything below them; each room below says what it may not.
 * A test file may also read the data it checks, nothing more.
 */

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

const UI_FRAMEWORKS = ['react', 'react/*', 'react-dom', 'react-dom/*', 'astro', 'astro/*', 'astro:*', '@headlessui/*', 'embla-carousel*'];
const ROUTES_AND_VIEWS = ['**/pages/**', '**/layouts/**', '**/components/**', '**/integrations/**'];
const DATA = ['**/data/**', '**/data'];
const CMS_IO = ['**/lib/cms/client', '**/lib/cms/build-source', '**/lib/cms/browser-source', '**/lib/cms/browser-cms-source', '**/lib/cms/post-source'];

const restrict = (files, groups, { ignores = [] } = {}) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': ['error', { patterns: groups.map(({ group, message, types = false }) => ({ group, message, allowTypeImports: types })) }],
  },
});

/** lib/ renders nothing: a JSX element there fails the lint, whatever it imports. */
const noJsxInLib = {
  files: ['src/lib/**'],
  rules: {
    'no-restricted-syntax': ['error', { selector: 'JSXElement, JSXFragment', message: 'lib/ holds no React: rendering belongs in components/ (docs/ARCHITECTURE.md).' }],
  },
};

export const importRules = [
  restrict(['src/config/**'], [{ group: ['../*', '../**'], message: 'config/ holds facts: it imports config only (docs/ARCHITECTURE.md).' }], {
    ignores: TESTS,
  }),
  restrict(['src/data/**'], [{ group: [...ROUTES_AND_VIEWS, '**/lib/**'], message: 'data/ holds copy and lists: it imports config and its own kind only (docs/ARCHITECTURE.md).' }]),
  restrict(
    ['src/lib/**'],
    [
      { group: [...ROUTES_AND_VIEWS, ...DATA], message: 'lib/ is plain TypeScript: it imports config and lib only; pages pass it data (docs/ARCHITECTURE.md).' },
      { group: UI_FRAMEWORKS, message: 'lib/ holds no React or Astro: rendering belongs in components/ (docs/ARCHITECTURE.md).' },
    ],
    { ignores: TESTS },
  ),
  restrict(
    TESTS.map((t) => `src/lib/${t}`),
    [
      { group: ROUTES_AND_VIEWS, message: 'lib/ tests test lib: no components, pages or layouts (docs/ARCHITECTURE.md).' },
      { group: UI_FRAMEWORKS, message: 'lib/ holds no React or Astro: rendering belongs in components/ (docs/ARCHITECTURE.md).' },
    ],
  ),
  ...[
    { files: ['src/components/islands/**'], ignores: TESTS, data: DATA },
    // An island's component test may hand it the site's own data, as the page does.
    { files: TESTS.map((t) => `src/components/islands/${t}`), ignores: [], data: [] },
  ].map(({ files, ignores, data }) =>
    restrict(
      files,
      [
        { group: ['astro:*', '**/pages/**', '**/layouts/**', '**/sections/**', ...data], message: 'Islands take small typed props: they import lib, config, ui and blog views only (docs/ARCHITECTURE.md).' },
        { group: ['**/lib/cms/client'], message: 'An island never fetches with rules of its own: call the lib/cms source the build uses too (docs/ARCHITECTURE.md).' },
      ],
      { ignores },
    ),
  ),
  restrict(['src/components/blog/**'], [
    { group: ['astro:*', '**/pages/**', '**/layouts/**', '**/sections/**', '**/islands/**', ...DATA], message: 'Post and card views render the app types they are given (docs/ARCHITECTURE.md).' },
    { group: CMS_IO, types: true, message: 'Post and card views render the app types they are given: no data access (docs/ARCHITECTURE.md).' },
  ]),
  restrict(['src/components/sections/**', 'src/components/layout/**', 'src/components/ui/**'], [
    { group: ['astro:env', 'astro:env/*', '**/pages/**'], message: 'Sections receive data and config as props from pages: no astro:env (docs/ARCHITECTURE.md).' },
    { group: CMS_IO, types: true, message: 'Sections receive data as props from pages: no CMS calls (docs/ARCHITECTURE.md).' },
  ]),
  noJsxInLib,
];
