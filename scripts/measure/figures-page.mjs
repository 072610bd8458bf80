import { readFileSync, writeFileSync } from 'node:fs';

/**
 * docs/performance.md, the one page of measurements: each section between
 * `<!-- figures:<name> -->` and `<!-- /figures:<name> -->` is written by the script that measures
 * it (run with --write), under the date it was measured and the command that measured it. A
 * comment in the code keeps its reason and points here; the figures live here only.
 */
const PAGE = new URL('../../docs/performance.md', import.meta.url);

/** The page with the section `name` replaced by `body`, dated `on` and credited to `command`. */
export function withSection(page, name, body, { command, on = new Date() }) {
  const open = `<!-- figures:${name} -->`;
  const close = `<!-- /figures:${name} -->`;
  const start = page.indexOf(open);
  const end = page.indexOf(close);
  if (start === -1 || end < start) throw new Error(`docs/performance.md has no section "${name}" (${open} ... ${close}).`);
  const dated = `_Measured ${on.toISOString().slice(0, 10)} with \`${command}\`._\n\n${body.trim()}\n`;
  return `${page.slice(0, start + open.length)}\n${dated}${page.slice(end)}`;
}

/** Write the section `name` of docs/performance.md. */
export function writeSection(name, body, command) {
  writeFileSync(PAGE, withSection(readFileSync(PAGE, 'utf8'), name, body, { command }));
  console.log(`docs/performance.md: "${name}" written.`);
}
