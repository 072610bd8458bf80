import { describe, expect, it } from 'vitest';
import { compile } from 'tailwindcss';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { withoutLegacyProperties } from './modern-css';

const require = createRequire(import.meta.url);

/** What Tailwind 4 writes for these classes: the rules, their @property and the fallback. */
async function tailwindFor(classes: string[]) {
  const loadStylesheet = async (id: string, base: string) => {
    const path = id.startsWith('.') ? resolve(base, id) : require.resolve(id === 'tailwindcss' ? 'tailwindcss/index.css' : id);
    return { path, base: dirname(path), content: readFileSync(path, 'utf8') };
  };
  const compiler = await compile('@import "tailwindcss";', { base: process.cwd(), loadStylesheet });
  return compiler.build(classes);
}

describe('the stylesheet without the copy for browsers older than Tailwind 4 supports', () => {
  it('drops the @supports fallback layer and nothing else', async () => {
    const css = await tailwindFor(['shadow-lg', 'rotate-2']);
    expect(css).toMatch(/@layer properties\s*\{/);
    const out = withoutLegacyProperties(css);
    expect(out).not.toMatch(/@layer properties\s*\{/);
    expect(out).not.toMatch(/--tw-shadow:\s*0 0 #0000;\s*--tw-shadow-color/);
    // What modern browsers read stays: the utilities and their typed @property initial values.
    expect(out).toContain('.shadow-lg');
    expect(out).toContain('@property --tw-shadow');
    expect(out).toContain('.rotate-2');
    expect(css.length - out.length).toBeGreaterThan(200);
  });

  it('leaves a stylesheet without the layer as it is', () => {
    const css = '.a{color:red}@layer base{.b{color:blue}}';
    expect(withoutLegacyProperties(css)).toBe(css);
  });
});
