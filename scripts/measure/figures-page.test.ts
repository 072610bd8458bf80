import { describe, expect, it } from 'vitest';
import { withSection } from './figures-page.mjs';

describe('a section of docs/performance.md', () => {
  const page =
    '# Figures\n\n## Build\n\n<!-- figures:build -->\nold\n<!-- /figures:build -->\n\n## Tap\n\n<!-- figures:tap -->\nx\n<!-- /figures:tap -->\n';

  it('is replaced whole, dated and credited, the others kept', () => {
    const out = withSection(page, 'build', '| a | b |', { command: 'node m.mjs 10', on: new Date('2026-11-28T12:00:00Z') });
    expect(out).toContain('<!-- figures:build -->\n_Measured 2026-11-28 with `node m.mjs 10`._\n\n| a | b |\n<!-- /figures:build -->');
    expect(out).not.toContain('old');
    expect(out).toContain('<!-- figures:tap -->\nx\n<!-- /figures:tap -->');
  });

  it('that is not on the page is an error, not a silent append', () => {
    expect(() => withSection(page, 'load', 'x', { command: 'c' })).toThrow('no section "load"');
  });
});
