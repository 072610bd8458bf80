import { describe, expect, it } from 'vitest';
import { transitiveImports } from './hoist-imports';

type Graph = Record<string, string[]>;
const graph = (edges: Graph) => new Map(Object.entries(edges));

/** The order ES modules run in from `e`: each import in turn, its own imports first, each module once. */
function runOrder(imports: Graph): string[] {
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
}

describe('transitiveImports: the chunks an entry reaches only through others', () => {
  it.each<[string, Graph, string[]]>([
    ['an entry that imports all it needs: none', { e: ['a', 'b'], a: [], b: [] }, []],
    ['the search: the runtime under the shared chunk', { e: ['shared'], shared: ['runtime'], runtime: [] }, ['runtime']],
    ['every level down', { e: ['a'], a: ['b'], b: ['c'], c: [] }, ['b', 'c']],
    ['a direct import reached again deeper is not added', { e: ['a', 'b'], a: ['c'], c: ['b'], b: [] }, ['c']],
    ['a cycle ends', { e: ['a'], a: ['b'], b: ['a'] }, ['b']],
  ])('%s', (_name, edges, expected) => {
    expect(transitiveImports(graph(edges), 'e')).toEqual(expected);
  });

  it.each<[string, Graph]>([
    ['shared modules', { e: ['a', 'b'], a: ['c'], c: ['b', 'd'], b: [], d: [] }],
    ['a cycle under the entry', { e: ['a'], a: ['b'], b: ['a'] }],
    ['a cycle through a direct import', { e: ['a', 'c'], a: ['b'], b: ['c'], c: ['a'] }],
  ])('imported after the entry’s own, they leave the order modules run in as it was: %s', (_name, edges) => {
    const hoisted = { ...edges, e: [...edges.e!, ...transitiveImports(graph(edges), 'e')] };
    expect(hoisted.e.length).toBeGreaterThan(edges.e!.length);
    expect(runOrder(hoisted)).toEqual(runOrder(edges));
  });
});
