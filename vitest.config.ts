import { defineConfig } from 'vitest/config';

/**
 * Two tiers. `unit` (npm run test:unit) is every rule that needs no browser, in seconds; `slow`
 * (npm run test:slow, also in npm test and CI) holds what takes a real build or thousands of
 * generated inputs: files named *.slow.test.*.
 */
const SLOW = ['src/**/*.slow.test.{ts,tsx}', 'scripts/**/*.slow.test.ts', 'cms/src/**/*.slow.test.js'];

export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: 'react' },
  test: {
    environment: 'node',
    globals: true,
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
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'cms/src/**/*.test.js'],
          exclude: ['**/node_modules/**', ...SLOW],
        },
      },
      {
        extends: true,
        test: { name: 'slow', include: SLOW, testTimeout: 180_000 },
      },
    ],
  },
});
