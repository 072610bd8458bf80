import { roomsPlugin } from './rooms.js';
import { reachRules } from './reach.js';

/**
 * The rooms of docs/ARCHITECTURE.md in the lint: each room imports only what its row of
 * scripts/lint/rooms.js allows (proven by scripts/lint/import-rules.test.ts); lib/ renders nothing, and
 * only lib/build keeps module state (the unit tier shares modules between test files).
 */
const NO_JSX = {
  selector: 'JSXElement, JSXFragment',
  message: 'lib/ holds no React: rendering belongs in components/ (docs/ARCHITECTURE.md).',
};
const NO_STATE = [
  {
    selector: "Program > VariableDeclaration[kind='let']",
    message: 'lib/ keeps no module state (only lib/build may): the unit tier shares modules between test files (docs/ARCHITECTURE.md).',
  },
  {
    selector: 'Program > VariableDeclaration > VariableDeclarator > NewExpression[callee.name=/^(Map|Set)$/]',
    message: 'lib/ keeps no module state (only lib/build may): a cache belongs in a function or in lib/build (docs/ARCHITECTURE.md).',
  },
];

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
    files: ['src/lib/**'],
    ignores: ['src/lib/build/**', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_JSX, ...NO_STATE] },
  },
  { files: ['src/lib/build/**', 'src/lib/**/*.test.ts'], rules: { 'no-restricted-syntax': ['error', NO_JSX] } },
];
