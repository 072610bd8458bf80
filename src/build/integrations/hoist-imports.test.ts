import { describe, expect, it } from 'vitest';
import { transitiveImports } from './hoist-imports';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('transitiveImports: every chunk an entry reaches, for it to import itself', () => {
  it.each([
    ['an entry that imports all it needs: nothing', { e: ['a', 'b'], a: [], b: [] }, []],
    [
      'the search: the runtime two levels down, then the shared chunk',
      { e: ['shared'], shared: ['runtime'], runtime: [] },
      ['runtime', 'shared'],
    ],
    ['deepest first, as the browser runs them', { e: ['a'], a: ['b'], b: ['c'], c: [] }, ['c', 'b', 'a']],
    ['a direct import reached again deeper, once', { e: ['a', 'b'], a: ['c'], c: ['b'], b: [] }, ['b', 'c', 'a']],
    ['a cycle ends', { e: ['a'], a: ['b'], b: ['a'] }, ['b', 'a']],
  ])('%s', (_name, edges, expected) => {
    expect(transitiveImports(graph(edges), 'e')).toEqual(expected);
  });

  it('keeps the order the modules run in: the hoisted imports first, then the entry’s own', () => {
    /** ES modules run in post-order: each import in turn, its own imports first, each module once. */
    const runOrder = (imports: Record<string, string[]>) => {
      const order: string[] = [];
      const seen = new Set<string>();
      const visit = (m: string) => {
        if (seen.has(m)) return;
        seen.add(m);
        for (const dep of imports[m] ?? []) visit(dep);
        order.push(m);
      };
      visit('e');
      return order;
    };
    const edges = { e: ['a', 'b'], a: ['c'], c: ['b', 'd'], b: [], d: [] };
    const hoisted = { ...edges, e: [...transitiveImports(graph(edges), 'e'), ...edges.e] };
    expect(hoisted.e).toEqual(['b', 'd', 'c', 'a', 'a', 'b']);
    expect(runOrder(hoisted)).toEqual(runOrder(edges));
  });
});
