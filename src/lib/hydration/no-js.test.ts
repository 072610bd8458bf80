import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NO_JS_KEYBOARD_STYLE, NO_JS_LAYER, NO_JS_STYLE } from './no-js';

const SRC = new URL('../../', import.meta.url).pathname;

/** Every style sheet, Astro component and island of the site, by its path under src/. */
function sources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(css|astro|tsx)$/.test(entry.name) ? [path.slice(SRC.length)] : [];
  });
}

describe('NO_JS_STYLE', () => {
  it("carries the keyboard's rule after its layer, not in it: only there does it outrank global.css's content-visibility: auto", () => {
    const start = NO_JS_STYLE.indexOf(`@layer ${NO_JS_LAYER}{`);
    let depth = 0;
    let end = start;
    for (; end < NO_JS_STYLE.length; end++) {
      if (NO_JS_STYLE[end] === '{') depth++;
      if (NO_JS_STYLE[end] === '}' && --depth === 0) break;
    }
    expect(start).toBe(0);
    expect(NO_JS_STYLE.slice(end + 1)).toBe(NO_JS_KEYBOARD_STYLE);
  });
});

describe("the site's styles", () => {
  const files = sources();

  it('are found', () => {
    expect(files).toEqual(expect.arrayContaining(['styles/global.css', 'layouts/BaseLayout.astro']));
  });

  // A `:has()` that a focus state can change (`html:has(:focus-visible)`, or Tailwind's
  // `has-focus-visible:`) has the browser restyle everything under it at every move of the focus:
  // each Tab of a keyboard visitor then costs a restyle of the whole page (docs/performance.md).
  // The one such rule left is NO_JS_STYLE's, for a visitor without JavaScript.
  it.each(files)('%s: no :has() that the focus changes', (file) => {
    const text = readFileSync(join(SRC, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(text.match(/:has\([^{}]*:focus[^{}]*\)|\bhas-(\[[^\]]*focus|focus)/g) ?? []).toEqual([]);
  });
});
