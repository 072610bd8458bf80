import { posix } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The chunks an entry reaches only through other chunks. Imported by the entry after its own
 * imports, which already reach them, they change nothing of the order modules run in (cycles
 * included); they only let the browser ask for them all at once.
 * @param imports each chunk's static imports
 */
export function transitiveImports(imports: ReadonlyMap<string, readonly string[]>, entry: string): string[] {
  const reached: string[] = [];
  const seen = new Set([entry]);
  const visit = (file: string) => {
    for (const dep of imports.get(file) ?? []) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      reached.push(dep);
      visit(dep);
    }
  };
  visit(entry);
  const direct = new Set(imports.get(entry));
  return reached.filter((file) => !direct.has(file));
}

/**
 * Rollup's `output.hoistTransitiveImports`, which Rolldown does not implement yet: each entry
 * chunk (an island, the React renderer) imports every chunk it needs, so a tap asks for them all
 * once the island's module arrives, not one import level per round trip. Run last, on the chunks
 * left once Vite has dropped those that held only CSS. The chunk keeps the name hashed before: the
 * imports added name only chunks its code already reaches.
 */
export function hoistTransitiveImports(): Plugin {
  return {
    name: 'agency:hoist-transitive-imports',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports.filter((file) => bundle[file]?.type === 'chunk')]));
        for (const chunk of chunks) {
          if (!chunk.isEntry && !chunk.isDynamicEntry) continue;
          const hoisted = transitiveImports(imports, chunk.fileName);
          if (hoisted.length === 0) continue;
          const from = posix.dirname(chunk.fileName);
          chunk.code += `\n${hoisted.map((file) => `import"./${posix.relative(from, file)}";`).join('')}\n`;
          chunk.imports.push(...hoisted);
        }
      },
    },
  };
}
