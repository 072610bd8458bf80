import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const project = fileURLToPath(new URL('../../src/lib/tsconfig.json', import.meta.url));

/**
 * The folders of src/lib that are the browser's own (the islands' waking, the wizard, its
 * deliveries, the browser's reads of the CMS), as src/lib/tsconfig.json leaves them out of what
 * runs anywhere: read from that project by TypeScript's own reader, so the type check and the
 * lint name the same.
 */
export const BROWSER_ADAPTER = /** @type {string[]} */ (ts.readConfigFile(project, ts.sys.readFile).config.exclude)
  .filter((p) => !p.includes('*'))
  .map((p) => p.replace(/^\.\//, 'src/lib/'));
