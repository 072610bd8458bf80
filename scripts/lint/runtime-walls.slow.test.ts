import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The walls between runtimes are TypeScript projects, each part of `npm run check`: the edge
 * (worker/tsconfig.json), the islands (src/components/islands/tsconfig.json) and what runs
 * anywhere (src/lib/tsconfig.json). A module planted in each, with that project's own options,
 * must fail the type check when it reaches for what its runtime lacks, and pass when it does not.
 */
const ROOT = resolve(import.meta.dirname, '../..');

/** The diagnostics of `source`, as a file of the project `tsconfig` would be checked. */
function check(tsconfig: string, source: string): string[] {
  const configFile = resolve(ROOT, tsconfig);
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configFile), undefined, configFile);
  const planted = resolve(dirname(configFile), 'planted-by-test.ts');
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) =>
    name === planted ? ts.createSourceFile(name, source, version) : getSourceFile(name, version, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === planted || fileExists(name);
  const program = ts.createProgram([planted], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === planted)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
}

describe('the type check holds each runtime to what it has', () => {
  it("an island's module that reaches for node:fs or process fails; the DOM passes", () => {
    const islands = 'src/components/islands/tsconfig.json';
    expect(check(islands, "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n").join('\n')).toMatch(
      /Cannot find (module|name) 'node:fs'/,
    );
    expect(check(islands, 'export const mode = process.env.NODE_ENV;\n').join('\n')).toMatch(/Cannot find name 'process'/);
    expect(check(islands, 'export const width = window.innerWidth + document.body.clientWidth;\n')).toEqual([]);
  });

  it('the edge that reaches for window, document, process or Buffer fails; fetch and Web Crypto pass', () => {
    const edge = 'worker/tsconfig.json';
    expect(check(edge, 'export const mode = process.env.NODE_ENV;\n').join('\n')).toMatch(/Cannot find name 'process'/);
    expect(check(edge, "export const b = Buffer.from('x');\n").join('\n')).toMatch(/Cannot find name 'Buffer'/);
    expect(check(edge, 'export const where = window.location.href;\n').join('\n')).toMatch(/Cannot find name 'window'/);
    expect(check(edge, "export const el = document.createElement('p');\n").join('\n')).toMatch(/Cannot find name 'document'/);
    expect(
      check(edge, "export const ask = () => fetch('https://cms.example/api').then((r) => r.ok);\nexport const c = crypto.subtle;\n"),
    ).toEqual([]);
  });

  it("a module that runs anywhere fails on workerd's caches.default, Node or the DOM; web standards pass", () => {
    const anywhere = 'src/lib/tsconfig.json';
    expect(check(anywhere, 'export const cache = caches.default;\n').join('\n')).toMatch(/Property 'default' does not exist/);
    expect(check(anywhere, "import { createHash } from 'node:crypto';\nexport const h = createHash;\n").join('\n')).toMatch(
      /Cannot find (module|name) 'node:crypto'/,
    );
    expect(check(anywhere, 'export const title = document.title;\n').join('\n')).toMatch(/Cannot find name 'document'/);
    expect(
      check(anywhere, "export const u = new URL('/blog', 'https://example.com').href;\nexport const t = setTimeout(() => {}, 1);\n"),
    ).toEqual([]);
  });
});
