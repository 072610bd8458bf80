import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('../../styles/', import.meta.url);
const sheets = readdirSync(dir).filter((f) => f.endsWith('.css'));

describe("the site's style sheets", () => {
  it('are found', () => {
    expect(sheets).toContain('global.css');
  });

  // A `:has()` that a focus state can change (`html:has(:focus-visible)`) has the browser restyle
  // everything under it at every move of the focus: each Tab of a keyboard visitor then costs a
  // restyle of the whole page (docs/performance.md). The one such rule left is NO_JS_STYLE's, for
  // a visitor without JavaScript.
  it.each(sheets)('%s: no :has() that the focus changes', (sheet) => {
    const css = readFileSync(new URL(sheet, dir), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(css.match(/:has\([^{}]*:focus[^{}]*\)/g) ?? []).toEqual([]);
  });
});
