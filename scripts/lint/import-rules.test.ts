import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOMS, roomOf } from './rooms.js';

/**
 * The rooms' allow-list (scripts/lint/rooms.js, docs/ARCHITECTURE.md) is enforced by `npm run
 * lint`: each case lints a small file at a path of the room with the project's own
 * eslint.config.js. Every module and export a case names must exist, so a case cannot keep
 * passing on a file that was moved or deleted.
 */
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: process.cwd() });
  // Loading the config and its plugins takes seconds on a busy machine: once, before the cases.
  await eslint.lintText('export {};\n', { filePath: 'src/lib/warm-up.ts' });
}, 60_000);

const RULES = ['rooms/allowed-imports', 'rooms/reach', 'rooms/in-a-room', 'no-restricted-syntax', 'no-restricted-globals'];

async function refusalsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => RULES.includes(m.ruleId ?? '')).map((m) => m.message);
}

const EXTENSIONS = ['.ts', '.tsx', '.astro', '.js', '.mjs', '/index.ts'];

/** The file a relative import of `from` names, or null when there is none. */
function resolveImport(from: string, spec: string): string | null {
  const base = normalize(join(dirname(from), spec));
  return [base, ...EXTENSIONS.map((e) => base + e)].find((p) => existsSync(p) && statSync(p).isFile()) ?? null;
}

/** Every relative import of `code` (written at `filePath`) names a module that exists and exports the names it takes. */
function expectNamesExist(filePath: string, code: string) {
  // An .astro file's <script> (linted as `X.astro/1_1.ts`) imports from beside the .astro file.
  filePath = filePath.replace(/\.astro\/.*$/, '.astro');
  for (const [, names, spec] of code.matchAll(/import (?:type )?\{([^}]+)\} from '(\.[^']+)'/g)) {
    const file = resolveImport(filePath, spec!);
    expect(file, `${spec} from ${filePath}`).not.toBeNull();
    const source = readFileSync(file!, 'utf8');
    for (const name of names!
      .split(',')
      .map((n) => n.replace(/^\s*type\s+/, '').trim())
      .filter(Boolean)) {
      expect(source, `${name} exported by ${file}`).toMatch(
        new RegExp(`export (?:async )?(?:const|function|type|interface|class|let) ${name}\\b|export \\{[^}]*\\b${name}\\b`),
      );
    }
  }
}

describe('imports a room does not allow fail the lint', () => {
  it.each([
    [
      'an island imports a build-only module',
      'src/components/islands/x/X.tsx',
      "import { phoneCoverDataUrl } from '../../../build/phone-cover';\nexport const v = phoneCoverDataUrl;\n",
      'not src/build',
    ],
    [
      'an island imports the social card drawer',
      'src/components/islands/x/X.tsx',
      "import { renderOgCard } from '../../../build/og/card';\nexport const v = renderOgCard;\n",
      'not src/build',
    ],
    [
      'an island fetches the CMS itself',
      'src/components/islands/x/X.tsx',
      "import { getCollection } from '../../../lib/strapi/client';\nexport const g = getCollection;\n",
      'src/components/islands never imports lib/strapi',
    ],
    [
      'an island reads page copy from data',
      'src/components/islands/x/X.tsx',
      "import { blogPage } from '../../../data/pages';\nexport const b = blogPage;\n",
      'not src/data',
    ],
    [
      'an island imports a section',
      'src/components/islands/x/X.tsx',
      "import Hero from '../../sections/Hero.astro';\nexport const h = Hero;\n",
      'not src/components',
    ],
    [
      'the blog domain reads Strapi',
      'src/lib/blog/x.ts',
      "import { toBlog } from '../strapi/mappers';\nexport const t = toBlog;\n",
      'src/lib never imports lib/strapi',
    ],
    ['lib imports data', 'src/lib/seo/x.ts', "import { faqPage } from '../../data/pages';\nexport const n = faqPage;\n", 'not src/data'],
    [
      'lib imports a component',
      'src/lib/blog/x.ts',
      "import { BlogCardView } from '../../components/blog/BlogCardView';\nexport const v = BlogCardView;\n",
      'not src/components',
    ],
    ['lib imports React', 'src/lib/blog/x.ts', "import { useState } from 'react';\nexport const u = useState;\n", 'not react'],
    [
      'lib reads astro:env',
      'src/lib/routing/x.ts',
      "import { PUBLIC_STRAPI_URL } from 'astro:env/client';\nexport const u = PUBLIC_STRAPI_URL;\n",
      'not astro:env/client',
    ],
    ['lib renders JSX', 'src/lib/ui/x.tsx', 'export const el = <p>hi</p>;\n', 'holds no React'],
    [
      'a lib test imports a component',
      'src/lib/blog/x.test.ts',
      "import { BlogCardView } from '../../components/blog/BlogCardView';\nexport const v = BlogCardView;\n",
      'not src/components',
    ],
    [
      'lib outside the build reads the disk',
      'src/lib/seo/x.ts',
      "import { readFile } from 'node:fs/promises';\nexport const r = readFile;\n",
      'not node:fs/promises',
    ],
    [
      'lib outside the build keeps a cache in its module',
      'src/lib/blog/x.ts',
      'const seen = new Map<string, number>();\nexport const count = (k: string) => seen.get(k) ?? 0;\n',
      'keeps no module state',
    ],
    [
      'lib outside the build keeps a variable in its module',
      'src/lib/routing/x.ts',
      'let calls = 0;\nexport const call = () => ++calls;\n',
      'keeps no module state',
    ],
    [
      'lib outside the build memoises in a WeakMap of its module',
      'src/lib/blog/x.ts',
      'const seen = new WeakMap<object, number>();\nexport const count = (k: object) => seen.get(k) ?? 0;\n',
      'keeps no module state',
    ],
    [
      'lib outside the build keeps a registry on globalThis',
      'src/lib/ui/x.ts',
      'export const registry = () => ((globalThis as unknown as { r?: Map<string, number> }).r ??= new Map());\n',
      'no state on globalThis',
    ],
    ['config imports lib', 'src/config/x.ts', "import { cn } from '../lib/ui/cn';\nexport const c = cn;\n", 'not src/lib'],
    ['data imports lib', 'src/data/x.ts', "import { cn } from '../lib/ui/cn';\nexport const c = cn;\n", 'not src/lib'],
    [
      'a view loads posts',
      'src/components/blog/X.tsx',
      "import { blogSource } from '../../build/strapi/build-source';\nexport const l = blogSource;\n",
      'not src/build',
    ],
    [
      'a layout reads the CMS',
      'src/layouts/X.astro',
      "---\nimport { blogSource } from '../build/strapi/build-source';\nconst blog = await blogSource(undefined, { blogs: [], categories: [] }).posts();\n---\n<p>{blog.length}</p>\n",
      'not src/build',
    ],
    [
      'an integration imports a page',
      'src/build/integrations/x.ts',
      "import { getStaticPaths } from '../../pages/blog/[slug].astro';\nexport const g = getStaticPaths;\n",
      'not src/pages',
    ],
    [
      'a Function imports a build-only module',
      'worker/x.ts',
      "import { cached } from '../src/build/file-cache';\nexport const c = cached;\n",
      'not src/build',
    ],
    [
      'a Function imports React',
      'worker/x.ts',
      "import { renderToString } from 'react-dom/server';\nexport const r = renderToString;\n",
      'not react-dom/server',
    ],
    [
      'a section reads astro:env',
      'src/components/sections/X.astro',
      "---\nimport { PUBLIC_STRAPI_URL } from 'astro:env/client';\n---\n<p>{PUBLIC_STRAPI_URL}</p>\n",
      'not astro:env/client',
    ],
    [
      'a section calls the CMS',
      'src/components/sections/X.astro',
      "---\nimport { blogSource } from '../../build/strapi/build-source';\nconst blog = await blogSource(undefined, { blogs: [], categories: [] }).posts();\n---\n<p>{blog.length}</p>\n",
      'not src/build',
    ],
    [
      'the product imports the harness',
      'src/lib/routing/x.ts',
      "import { portOf } from '../../../scripts/servers/ports.mjs';\nexport const p = portOf;\n",
      'not scripts',
    ],
    [
      'the build imports the harness',
      'src/build/x.ts',
      "import { portOf } from '../../scripts/servers/ports.mjs';\nexport const p = portOf;\n",
      'not scripts',
    ],
    [
      'the CMS imports the site',
      'cms/src/x.js',
      "const { BLOG } = require('../../src/lib/blog/constants');\nmodule.exports = BLOG;\n",
      'not src/lib',
    ],
    [
      'a blog view, which islands render, imports the CMS client',
      'src/components/blog/X.tsx',
      "import { getCollection } from '../../lib/strapi/client';\nexport const g = getCollection;\n",
      'src/components never imports lib/strapi',
    ],
    [
      'config imports the copy of data',
      'src/config/x.ts',
      "import { faqPage } from '../data/pages';\nexport const f = faqPage;\n",
      'src/config never imports src/data',
    ],
    [
      'a module that runs anywhere reads the location',
      'src/lib/seo/x.ts',
      'export const path = () => location.pathname;\n',
      "Unexpected use of 'location'",
    ],
    [
      "the CMS's code runs an operator's script",
      'cms/src/x.js',
      "const backup = require('../scripts/backup');\nmodule.exports = backup;\n",
      'cms/src never imports cms/scripts',
    ],
    [
      'the harness imports a gate',
      'scripts/harness/x.mjs',
      "import { builtPaths } from '../checks/sitemap.mjs';\nexport const b = builtPaths;\n",
      'scripts/harness never imports scripts/checks',
    ],
  ])('%s', async (_name, filePath, code, why) => {
    expectNamesExist(filePath, code);
    const messages = await refusalsOf(filePath, code);
    // Refused for the reason the row names, not for another one that happens to fire.
    expect(
      messages.some((message) => message.includes(why)),
      messages.join('\n'),
    ).toBe(true);
    for (const message of messages) expect(message).toContain('docs/ARCHITECTURE.md');
  });
});

describe('imports a room allows pass', () => {
  it.each([
    [
      'a page loads data and reads env',
      'src/pages/x.astro',
      "---\nimport { PUBLIC_STRAPI_URL } from 'astro:env/client';\nimport { blogData } from '../build/collections/blog';\nimport { sampleBlog } from '../data/sample-blog';\nconst blog = await blogData();\n---\n<p>{blog.posts.length}{PUBLIC_STRAPI_URL}{sampleBlog.blogs ? 1 : 0}</p>\n",
    ],
    [
      'lib imports config and the rooms it names',
      'src/lib/seo/x.ts',
      "import { ROUTES } from '../../config/routes';\nimport { toCard } from '../blog/format';\nexport const v = [ROUTES, toCard];\n",
    ],
    [
      'the build reads the disk',
      'src/build/x.ts',
      "import { readFile } from 'node:fs/promises';\nimport { blogSource } from './strapi/build-source';\nexport const r = [readFile, blogSource];\n",
    ],
    [
      'a lib test reads the data it checks',
      'src/lib/strapi/x.test.ts',
      "import { sampleBlog } from '../../data/sample-blog';\nexport const s = sampleBlog;\n",
    ],
    [
      'an island reads the list through the source',
      'src/components/islands/x/X.tsx',
      "import { createBrowserSource } from '../../../lib/strapi/browser/browser-source';\nimport { ROUTES } from '../../../config/routes';\nimport { Spinner } from '../../ui/Spinner';\nexport const v = [createBrowserSource, ROUTES, Spinner];\n",
    ],
    [
      'a section takes a type from the CMS source',
      'src/components/sections/X.astro',
      "---\nimport { cn } from '../../lib/ui/cn';\nimport { faqPage } from '../../data/pages';\n---\n<p class={cn('a')}>{faqPage.title}</p>\n",
    ],
    [
      "the Worker imports the CMS's mappers",
      'worker/x.ts',
      "import { toBlog } from '../src/lib/strapi/mappers';\nexport const r = toBlog;\n",
    ],
    [
      'an integration imports the redirect rules',
      'src/build/integrations/x.ts',
      "import { toAstroRedirects } from '../../lib/redirects/rules';\nexport const r = toAstroRedirects;\n",
    ],
    [
      'the build keeps what one build reads once',
      'src/build/x.ts',
      'const seen = new Map<string, number>();\nexport const count = (k: string) => seen.get(k) ?? 0;\n',
    ],
    [
      'a module MODULE_STATE names keeps its state',
      'src/lib/blog/list-snapshot.ts',
      'const seen = new WeakMap<object, number>();\nexport const count = (k: object) => seen.get(k) ?? 0;\n',
    ],
    ['config imports config', 'src/config/x.ts', "import { ROUTES } from './routes';\nexport const r = ROUTES;\n"],
    [
      "the editors' redirects read Strapi's guards",
      'src/lib/redirects/x.ts',
      "import { isObj } from '../strapi/guards';\nexport const o = isObj;\n",
    ],
    [
      "the browser's reads ask through the client",
      'src/lib/strapi/browser/x.ts',
      "import { getCollection } from '../client';\nexport const g = getCollection;\n",
    ],
    [
      'a test of a view reads a Strapi fixture',
      'src/components/blog/X.test.tsx',
      "import { toBlog } from '../../lib/strapi/mappers';\nexport const t = toBlog;\n",
    ],
    ["the browser's waking reads the location", 'src/lib/hydration/x.ts', 'export const path = () => location.pathname;\n'],
  ])('%s', async (_name, filePath, code) => {
    expectNamesExist(filePath, code);
    expect(await refusalsOf(filePath, code)).toEqual([]);
  });
});

describe('the walls hold by reach, not only by each import', () => {
  const reachOf = async (filePath: string, code: string) => {
    expectNamesExist(filePath, code);
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.ruleId === 'rooms/reach' || m.ruleId === 'rooms/in-a-room').map((m) => m.message);
  };

  it('an island that reaches build-only code through components/ui fails, naming the chain', async () => {
    const code = "import { firstScreenSrc } from '../../ui/first-screen-art';\nexport const f = firstScreenSrc;\n";
    // Each import alone is allowed: islands may use components/ui, and ui may use the inline art at build.
    const [result] = await eslint.lintText(code, { filePath: 'src/components/islands/x/X.tsx' });
    expect(result!.messages.filter((m) => m.ruleId === 'rooms/allowed-imports')).toEqual([]);
    expect(await reachOf('src/components/islands/x/X.tsx', code)).toEqual([
      expect.stringContaining(
        'An island runs in the browser and may not reach src/build/inline-art.ts: src/components/islands/x/X.tsx → src/components/ui/first-screen-art.ts → src/build/inline-art.ts',
      ),
    ]);
  });

  it("a page's browser script is held like an island", async () => {
    const code = "import { firstScreenSrc } from '../components/ui/first-screen-art';\nexport const f = firstScreenSrc;\n";
    const messages = await reachOf('src/pages/x.astro/1_1.ts', code);
    expect(messages).toEqual([expect.stringContaining('A page script runs in the browser and may not reach src/build/inline-art.ts')]);
  });

  it('a Worker that reaches the browser delivery fails', async () => {
    const code = "import { sendEnquiry } from '../src/lib/enquiry/delivery/send';\nexport const s = sendEnquiry;\n";
    expect(await reachOf('worker/x.ts', code)).toEqual([
      expect.stringContaining(
        'A Worker runs at the edge and may not reach src/lib/enquiry/delivery/send.ts: worker/x.ts → src/lib/enquiry/delivery/send.ts',
      ),
    ]);
  });

  it("the Worker may use the enquiry's shared rules; reach refuses the browser's delivery beside them", async () => {
    const code = "import { sendEnquiry } from '../src/lib/enquiry/delivery/send';\nexport const s = sendEnquiry;\n";
    const [result] = await eslint.lintText(code, { filePath: 'worker/x.ts' });
    expect(result!.messages.map((m) => m.ruleId)).toContain('rooms/reach');
    const shared = "import { ENQUIRY_BODY_MAX_BYTES } from '../src/lib/enquiry/record';\nexport const m = ENQUIRY_BODY_MAX_BYTES;\n";
    const [ok] = await eslint.lintText(shared, { filePath: 'worker/x.ts' });
    expect(ok!.messages.filter((m) => m.ruleId?.startsWith('rooms/'))).toEqual([]);
  });

  it("the Worker that reaches the browser's reads of the CMS, or the copy of data, fails", async () => {
    const reads =
      "import { createBrowserSource } from '../src/lib/strapi/browser/browser-source';\nexport const c = createBrowserSource;\n";
    expect(await reachOf('worker/x.ts', reads)).toEqual([
      expect.stringContaining('A Worker runs at the edge and may not reach src/lib/strapi/browser/browser-source.ts'),
    ]);
    const data = "import { faqPage } from '../src/data/pages';\nexport const f = faqPage;\n";
    expect(await reachOf('worker/x.ts', data)).toEqual([expect.stringContaining('may not reach src/data/pages.ts')]);
  });

  it("an island cannot reach the edge's door", async () => {
    const code = "import { handleEnquiry } from '../../../../worker/enquiry';\nexport const h = handleEnquiry;\n";
    const [result] = await eslint.lintText(code, { filePath: 'src/components/islands/x/X.tsx' });
    const rules = result!.messages.map((m) => m.ruleId);
    expect(rules).toContain('rooms/allowed-imports');
    expect(rules).toContain('rooms/reach');
  });

  it("a file in no room (at src's root) is refused until it has one", async () => {
    const code = "import { Spinner } from './components/ui/Spinner';\nexport const s = Spinner;\n";
    expect(await reachOf('src/x.ts', code)).toEqual([expect.stringContaining('src/x.ts is in no room')]);
  });

  it('type-only imports carry no code and are not followed', async () => {
    const code = "import type { IntakeEnv } from '../../../../worker/enquiry';\nexport type E = IntakeEnv;\n";
    expect(await reachOf('src/components/islands/x/X.tsx', code)).toEqual([]);
  });

  it('what an island really ships reaches nothing it may not carry', async () => {
    const code =
      "import { Spinner } from '../../ui/Spinner';\nimport { sendEnquiry } from '../../../lib/enquiry/delivery/send';\nexport const v = [Spinner, sendEnquiry];\n";
    expect(await reachOf('src/components/islands/x/X.tsx', code)).toEqual([]);
  });
});

describe('the allow-list itself', () => {
  it('names only rooms, folders and modules that exist', () => {
    const path = (name: string) => (name === 'lib' || name.startsWith('lib/') ? `src/${name}` : name).replace(/\/\*$/, '');
    for (const { room, also = [], may, tests = [], walls = [] } of ROOMS) {
      for (const target of [room, ...also, ...may, ...tests, ...walls.flatMap((w) => [w.from ?? room, w.never, ...(w.except ?? [])])])
        expect(
          ['', '.ts', '.mjs', '.cjs'].some((ext) => existsSync(`${path(target)}${ext}`)),
          `${room} -> ${target}`,
        ).toBe(true);
    }
  });

  it('puts every code file of the repository in a room', () => {
    const code = execFileSync('git', ['ls-files', 'src', 'worker', 'scripts', 'e2e', 'cms/src', 'cms/config', 'cms/scripts'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => /\.(tsx?|jsx?|mjs|cjs|astro)$/.test(f) && !f.endsWith('.d.ts'));
    expect(code.length).toBeGreaterThan(300);
    expect(code.filter((f) => !roomOf(f))).toEqual([]);
  });
});
