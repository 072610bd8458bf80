import { readFileSync, writeFileSync } from 'node:fs';
import { ROOMS } from './rooms.js';

/**
 * The table of rooms in docs/ARCHITECTURE.md, written from the lint's list so the two cannot
 * differ (scripts/lint/architecture.test.ts compares them). `node scripts/lint/rooms-table.mjs
 * --write` rewrites the table after a row of rooms.js changed.
 */
const DOC = 'docs/ARCHITECTURE.md';
const HEAD = '| Room | Holds | May import |\n|---|---|---|\n';

const code = (names) => names.map((n) => `\`${n}\``).join(', ');

/** The markdown table of `rooms`. */
export function roomsTable(rooms = ROOMS) {
  const rows = rooms.map(({ room, also = [], holds, may, packages = [], walls = [] }) => {
    const imports = [
      may.length ? code(may) : 'its own files only',
      ...(packages.length ? [`packages: ${code(packages)}`] : []),
      ...walls.map(
        (w) =>
          `but ${w.from ? `\`${w.from}\` ` : ''}never \`${w.never}\`${w.except ? ` (only ${code(w.except)})` : ''}${w.notFrom ? ` (except from ${code(w.notFrom)})` : ''}: ${w.why}`,
      ),
    ];
    return `| ${code([room, ...also])} | ${holds} | ${imports.join('; ')} |`;
  });
  return HEAD + rows.join('\n') + '\n';
}

/** The table as docs/ARCHITECTURE.md has it now. */
export function documentedTable(doc = readFileSync(DOC, 'utf8')) {
  const start = doc.indexOf(HEAD);
  if (start === -1) return '';
  const end = doc.indexOf('\n\n', start);
  return doc.slice(start, end + 1);
}

if (process.argv.includes('--write')) {
  const doc = readFileSync(DOC, 'utf8');
  writeFileSync(DOC, doc.replace(documentedTable(doc), roomsTable()));
  console.log(`${DOC}: ${ROOMS.length} rooms written.`);
}
