import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:unit` runs `unit`, `dom`, `build` and `slow` in one run: every rule that needs no
 * browser; `slow` holds what takes a real build or thousands of generated inputs (files named
 * *.slow.test.*). They need nothing but the root install. `cms` (npm run test:cms:unit) is the
 * CMS's own unit tests, which load Strapi's packages from cms/node_modules: they run only once
 * `npm install --prefix cms` has brought them (scripts/harness/cms-unit.mjs steps aside without it).
 */
const SLOW = ['src/**/*.slow.test.{ts,tsx}', 'scripts/**/*.slow.test.ts', 'cms/src/**/*.slow.test.js'];
const CMS_UNIT = ['cms/src/**/*.test.js'];
/** What a signal leaves of a run (npm run test:stop): the harness's entries started for real, one at a time. */
const STOP = ['scripts/**/*.stop.test.ts'];
/**
 * The test files that ask for a DOM (`// @vitest-environment jsdom` on their first line): the
 * component tests. They run in a project of their own that keeps one jsdom for all of them;
 * creating it for each file cost about a second a file, most of the tier's time.
 */
const ROOT = dirname(fileURLToPath(import.meta.url));
function domTestFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : domTestFiles(path);
    return /\.test\.tsx?$/.test(entry.name) && readFileSync(path, 'utf8').startsWith('// @vitest-environment jsdom')
      ? [relative(ROOT, path)]
      : [];
  });
}
const DOM = domTestFiles(join(ROOT, 'src'));
/** src/build/ is build-only (Node, sharp, the file system) and the one room that keeps module state. */
const BUILD_ONLY = ['src/build/**/*.test.ts'];

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    environment: 'node',
    globals: true,
    // Every core. Vitest's default keeps one free (one worker on a 2-core CI machine, which ran
    // the unit tier file after file in twice the time).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // One worker thread per core with modules shared between files: the files hold pure
          // functions and components, none keeps state in a module, and stubbed globals are
          // undone after every test. Isolating each file cost 20 s of imports for 6 s of tests.
          pool: 'threads',
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          setupFiles: ['vitest.setup.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'worker/**/*.test.ts', 'e2e/support/*.test.ts'],
          exclude: ['**/node_modules/**', ...SLOW, ...STOP, ...BUILD_ONLY, ...DOM],
        },
      },
      {
        extends: true,
        // The component tests, in one jsdom per worker (each file unmounts what it renders after
        // each test, with Testing Library's cleanup). Part of `npm run test:unit`.
        test: {
          name: 'dom',
          environment: 'jsdom',
          pool: 'threads',
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          setupFiles: ['vitest.setup.ts'],
          include: DOM,
          exclude: ['**/node_modules/**', ...SLOW],
        },
      },
      {
        extends: true,
        // The build's own modules keep per-build state (src/build/build-run.ts, the cards' caches): each file gets
        // its own module graph. Part of `npm run test:unit`.
        test: { name: 'build', pool: 'threads', isolate: true, include: BUILD_ONLY, exclude: ['**/node_modules/**', ...SLOW] },
      },
      {
        extends: true,
        test: { name: 'cms', pool: 'threads', include: CMS_UNIT, exclude: ['**/node_modules/**', ...SLOW] },
      },
      {
        extends: true,
        test: { name: 'slow', include: SLOW, testTimeout: 180_000 },
      },
      {
        extends: true,
        test: { name: 'stop', include: STOP, testTimeout: 180_000, fileParallelism: false },
      },
    ],
  },
});
