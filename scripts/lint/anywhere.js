import { readFileSync } from 'node:fs';

/**
 * The folders of src/lib that are the browser's own (the islands' waking, the wizard, its
 * deliveries, the browser's reads of the CMS), as src/lib/tsconfig.json leaves them out of what
 * runs anywhere: read from that project, so the type check and the lint name the same.
 */
export const BROWSER_ADAPTER = JSON.parse(
  readFileSync(new URL('../../src/lib/tsconfig.json', import.meta.url), 'utf8').replace(/^\s*\/\/.*$/gm, ''),
)
  .exclude.filter((/** @type {string} */ p) => !p.includes('*'))
  .map((/** @type {string} */ p) => p.replace(/^\.\//, 'src/lib/'));
