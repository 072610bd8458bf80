import { posix } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The imports to put at the top of an entry chunk: every chunk it reaches, in the order the
 * browser runs them (each one's own imports first), so that the order does not change; none when
 * the entry imports every chunk it needs itself.
 * @param imports each chunk's static imports, in the order its code makes them
 */
export function transitiveImports(imports: ReadonlyMap<string, readonly string[]>, entry: string): string[] {
  const order: string[] = [];
  const seen = new Set([entry]);
  const visit = (file: string) => {
    for (const dep of imports.get(file) ?? []) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      visit(dep);
      order.push(dep);
    }
  };
  visit(entry);
  const direct = new Set(imports.get(entry));
  return order.every((file) => direct.has(file)) ? [] : order;
}

/**
 * Rollup's `output.hoistTransitiveImports`, which Rolldown does not implement yet: each entry
 * chunk (an island, the React renderer) imports every chunk it needs, so a tap asks for them all
 * once the island's module arrives, not one import level per round trip. The chunk keeps the name
 * hashed before: the imports added name only chunks its code already reaches.
 */
export function hoistTransitiveImports(): Plugin {
  return {
    name: 'agency:hoist-transitive-imports',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
      for (const chunk of chunks) {
        if (!chunk.isEntry && !chunk.isDynamicEntry) continue;
        const hoisted = transitiveImports(imports, chunk.fileName);
        if (hoisted.length === 0) continue;
        const from = posix.dirname(chunk.fileName);
        chunk.code = hoisted.map((file) => `import"./${posix.relative(from, file)}";`).join('') + chunk.code;
      }
    },
  };
}
