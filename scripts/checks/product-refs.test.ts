import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The product is described inside the repository (docs/product.md), and the code points to it by
 * section ("product §7"). Every such pointer names a section that exists, and nothing points to a
 * document a person who clones the repository does not have (an outside spec, a numbered issue).
 */
const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((f) => /\.(ts|tsx|astro|js|jsx|mjs|cjs|md|json|css|d\.ts)$/.test(f) && !f.endsWith('package-lock.json'));
const texts = tracked.map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const sections = new Set([...readFileSync('docs/product.md', 'utf8').matchAll(/^## §(\d+) /gm)].map((m) => m[1]));

describe('the product document and what points to it', () => {
  it('has its nine sections', () => {
    expect([...sections]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('every "product §n" names one of them', () => {
    const pointers = texts.flatMap(({ file, text }) =>
      [...text.matchAll(/product (?:§|\\u00A7)(\d+)/g)].map((m) => ({ file, section: m[1]! })),
    );
    expect(pointers.length).toBeGreaterThan(100);
    expect(pointers.filter((p) => !sections.has(p.section))).toEqual([]);
  });

  it('nothing points outside the repository: no "SPEC §n", no numbered issue', () => {
    const outside = /SPEC(?: |\n[\s*/]*)(?:§|\\u00A7)|\bissues? #?\d+\b/;
    expect(
      texts.filter(({ file, text }) => file !== 'scripts/checks/product-refs.test.ts' && outside.test(text)).map((t) => t.file),
    ).toEqual([]);
  });
});
