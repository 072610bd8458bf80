import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOMS } from './rooms.js';
import { PORTS } from '../servers/ports.mjs';
import { documentedTable, roomsTable } from './rooms-table.mjs';

/**
 * The docs cannot drift from the code: every repository path they name exists, and the rooms of
 * docs/ARCHITECTURE.md are the lint's (scripts/lint/rooms.js).
 */
const DOCS = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const ROOTS = ['src/', 'lib/', 'scripts/', 'e2e/', 'worker/', 'cms/', 'docs/', 'public/', '.github/', '.ci/'];
const TOP_FILES = /^[\w.-]+\.(md|json|mjs|cjs|ts|js|yml)$/;

/** The backticked names of `text` that are paths in this repository (not globs, URLs or code). */
export function namedPaths(text: string): string[] {
  const names = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
  return names.filter(
    (n) => !/[*\s:<>{}$|=(),']/.test(n) && (ROOTS.some((r) => n.startsWith(r)) || TOP_FILES.test(n)) && !/^[\w-]+\.(ts|js|mjs)$/.test(n),
  );
}

/** A file or folder; a module may be named without its extension (`lib/strapi/client`). */
const onDisk = (name: string) =>
  ['', '.ts', '.tsx', '.mjs'].some((ext) => existsSync(`${name.startsWith('lib/') ? `src/${name}` : name}${ext}`));

describe('the docs name only what exists', () => {
  it.each(DOCS)('%s', (doc) => {
    const named = namedPaths(readFileSync(doc, 'utf8'));
    // The editors' guide is in the editors' words and names no file; every other doc does.
    if (doc !== 'docs/editors.md') expect(named.length).toBeGreaterThan(0);
    expect(named.filter((n) => !onDisk(n))).toEqual([]);
  });

  it('tells a path from code and globs', () => {
    expect(
      namedPaths('see `src/lib/blog/`, `lib/strapi/client.ts`, `package.json`, `lib/*`, `npm run lint`, `client.ts`, `astro:env`'),
    ).toEqual(['src/lib/blog/', 'lib/strapi/client.ts', 'package.json']);
  });
});

describe('docs/ARCHITECTURE.md and the lint list the same rooms', () => {
  it("the table is the one written from the lint's list (node scripts/lint/rooms-table.mjs --write)", () => {
    expect(documentedTable()).toBe(roomsTable());
    expect(
      roomsTable()
        .split('\n')
        .filter((l) => l.startsWith('| `')),
    ).toHaveLength(ROOMS.length);
  });
});

describe("the docs' other checkable claims", () => {
  const texts = DOCS.map((doc) => [doc, readFileSync(doc, 'utf8')] as const);
  const scripts = (file: string) => Object.keys(JSON.parse(readFileSync(file, 'utf8')).scripts as Record<string, string>);

  it('every `npm run` they name is a script of the site or of the CMS', () => {
    const known = new Set([...scripts('package.json'), ...scripts('cms/package.json')]);
    for (const [doc, text] of texts)
      for (const [, name] of text.matchAll(/npm run ([\w:-]+)/g)) expect(known, `${doc}: npm run ${name}`).toContain(name);
  });

  it('every port they name is one of the ports table (scripts/servers/ports.mjs)', () => {
    const ports = new Set(Object.values(PORTS).flatMap((p) => Array.from({ length: p.span ?? 1 }, (_, i) => p.port + i)));
    for (const [doc, text] of texts)
      for (const [, port] of text.matchAll(/(?:port |localhost:|127\.0\.0\.1:)(\d{4})\b/g))
        expect(ports, `${doc}: port ${port}`).toContain(Number(port));
  });

  it('docs/developers.md, "What npm test runs", names every check `npm run test:dist` runs', () => {
    const doc = readFileSync('docs/developers.md', 'utf8');
    const gates = doc.slice(doc.indexOf('## What npm test runs'), doc.indexOf('## What CI adds'));
    const testDist = JSON.parse(readFileSync('package.json', 'utf8')).scripts['test:dist'] as string;
    const checks = [...testDist.matchAll(/node (scripts\/\S+\.mjs)/g)].map((m) => m[1]!);
    expect(checks.length).toBeGreaterThan(2);
    for (const check of new Set(checks)) expect(gates, check).toContain(`\`${check}\``);
    expect(gates).toContain('`scripts/checks/cms-types.mjs`');
  });
});
