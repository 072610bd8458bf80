import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): a file that opens with this comment has all
 * its functions compiled as it downloads, off the main thread, rather than each one there when it
 * is first called. Read only on a file's first line.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** `code` opening with the compile hint, once. */
export function withCompileHint(code: string): string {
  return code.startsWith(`${COMPILE_HINT}\n`) ? code : `${COMPILE_HINT}\n${code}`;
}

/** Whether a chunk is the React renderer's entry, by the module it stands for. */
export const isReactRenderer = (facadeModuleId: string | null | undefined): boolean =>
  Boolean(facadeModuleId && /[\\/]@astrojs[\\/]react[\\/]/.test(facadeModuleId));

/**
 * The React renderer's chunk with the compile hint: it is the last of a tap's files to arrive (the
 * largest), and hydrating an island called most of its functions for the first time, each
 * compiled then on a phone's busy main thread (the figures: docs/performance.md, "The first tap on
 * a phone"). Only this chunk: the islands'
 * own arrive earlier, and hinting them too gained nothing. The chunk keeps the name hashed before:
 * the line is the same in every build, so a name still stands for one content.
 */
export function compileHintForRenderer(): Plugin {
  return {
    name: 'agency:compile-hint-for-renderer',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && isReactRenderer(file.facadeModuleId)) file.code = withCompileHint(file.code);
        }
      },
    },
  };
}
