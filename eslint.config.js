import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
// The fork eslint-plugin-astro names: eslint-plugin-jsx-a11y still peers ESLint 9, this project runs 10.
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import globals from 'globals';
import { importRules } from './scripts/lint/import-rules.js';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-*/',
      '*.next/',
      '.astro/',
      '.wrangler/',
      'edge/',
      '**/node_modules/',
      'test-results/',
      'playwright-report/',
      'cms/.tmp/',
      'cms/.strapi/',
      'cms/dist/',
      'cms/build/',
      'cms/types/',
      'screenshots/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-strict'],
  {
    // Hooks live in .ts files beside their islands too.
    files: ['**/*.tsx', 'src/components/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y-x': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
    },
  },
  {
    files: ['**/*.{astro,tsx}'],
    plugins: { 'jsx-a11y-x': jsxA11y },
    rules: {
      // Scrollable lists and code blocks must be reachable from the keyboard (WCAG 2.1.1,
      // axe scrollable-region-focusable), so they carry tabindex="0".
      'astro/jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['ul', 'pre'], roles: ['tabpanel'] }],
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { tags: ['ul', 'pre'], roles: ['tabpanel'] }],
    },
  },
  {
    // An island is a small component: past 140 lines, a part of it (a panel, a hook, its rules in
    // lib/) goes into a file of its own. The blog's views too, as islands ship them.
    files: ['src/components/islands/**/*.tsx', 'src/components/blog/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 140, skipBlankLines: false, skipComments: false }] },
  },
  // The rooms of docs/ARCHITECTURE.md: imports run one way, and a wrong one fails the lint
  // (scripts/lint/import-rules.test.ts proves each rule catches what it should).
  ...importRules,
  {
    // The Strapi project is CommonJS, as Strapi's own JavaScript projects are.
    files: ['cms/**/*.js'],
    ignores: ['cms/**/*.test.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
