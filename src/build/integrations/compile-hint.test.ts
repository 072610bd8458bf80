import { COMPILE_HINT, isReactRenderer, withCompileHint } from './compile-hint';

describe('withCompileHint', () => {
  it.each([
    ['import"./a.js";run()', `${COMPILE_HINT}\nimport"./a.js";run()`],
    [`${COMPILE_HINT}\nrun()`, `${COMPILE_HINT}\nrun()`],
    ['', `${COMPILE_HINT}\n`],
  ])('%j opens with the hint once', (code, expected) => {
    expect(withCompileHint(code)).toBe(expected);
  });
});

describe('isReactRenderer', () => {
  it.each([
    ['/app/node_modules/@astrojs/react/dist/client.js', true],
    ['C:\\app\\node_modules\\@astrojs\\react\\dist\\client.js', true],
    ['/app/src/components/islands/blog-list/BlogList.tsx', false],
    ['/app/node_modules/react-dom/client.js', false],
    [null, false],
    [undefined, false],
  ])('%s: %s', (id, expected) => {
    expect(isReactRenderer(id)).toBe(expected);
  });
});
