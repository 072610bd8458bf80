import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The rooms' import directions (docs/ARCHITECTURE.md) are enforced by `npm run lint`: each case
 * lints a one-line file at a path of the room, with the project's own eslint.config.js.
 */
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: process.cwd() });
  // Loading the config and its plugins takes seconds on a busy machine: once, before the cases.
  await eslint.lintText('export {};\n', { filePath: 'src/lib/warm-up.ts' });
}, 60_000);

async function restrictionsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('imports that run back up fail the lint', () => {
  it.each([
    ['lib imports data', 'src/lib/seo-extra.ts', "import { allFaqs } from '../data/faqs';\nexport const n = allFaqs.length;\n"],
    ['lib imports a type from data', 'src/lib/cms/x.ts', "import type { FaqEntry } from '../../data/types';\nexport type X = FaqEntry;\n"],
    ['lib imports a component', 'src/lib/x.ts', "import { BlogCardView } from '../components/blog/BlogCardView';\nexport const v = BlogCardView;\n"],
    ['lib imports React', 'src/lib/x.ts', "import { useState } from 'react';\nexport const u = useState;\n"],
    ['lib reads astro:env', 'src/lib/x.ts', "import { PUBLIC_STRAPI_URL } from 'astro:env/client';\nexport const u = PUBLIC_STRAPI_URL;\n"],
    ['lib renders JSX', 'src/lib/x.tsx', 'export const el = <p>hi</p>;\n'],
    ['lib test imports a component', 'src/lib/x.test.ts', "import { BlogCardView } from '../components/blog/BlogCardView';\nexport const v = BlogCardView;\n"],
    ['config imports lib', 'src/config/x.ts', "import { cn } from '../lib/cn';\nexport const c = cn;\n"],
    ['data imports lib', 'src/data/x.ts', "import { cn } from '../lib/cn';\nexport const c = cn;\n"],
    ['an island fetches the CMS itself', 'src/components/islands/x/X.tsx', "import { getCollection } from '../../../lib/cms/client';\nexport const g = getCollection;\n"],
    ['an island reads page copy from data', 'src/components/islands/x/X.tsx', "import { blogPage } from '../../../data/pages';\nexport const b = blogPage;\n"],
    ['a view loads posts', 'src/components/blog/X.tsx', "import { loadBlogData } from '../../lib/cms/build-source';\nexport const l = loadBlogData;\n"],
    [
      'a section reads astro:env',
      'src/components/sections/X.astro',
      "---\nimport { PUBLIC_STRAPI_URL } from 'astro:env/client';\n---\n<p>{PUBLIC_STRAPI_URL}</p>\n",
    ],
    [
      'a section calls the CMS',
      'src/components/sections/X.astro',
      "---\nimport { loadHomeCards } from '../../lib/cms/build-source';\nconst cards = await loadHomeCards(undefined, { blogs: [], categories: [] } as never);\n---\n<p>{cards.length}</p>\n",
    ],
  ])('%s', async (_name, filePath, code) => {
    const messages = await restrictionsOf(filePath, code);
    expect(messages).not.toEqual([]);
    for (const message of messages) expect(message).toContain('docs/ARCHITECTURE.md');
  });
});

describe('imports that run down pass', () => {
  it.each([
    ['a page loads data and reads env', 'src/pages/x.astro', "---\nimport { PUBLIC_STRAPI_URL } from 'astro:env/client';\nimport { loadHomeCards } from '../lib/cms/build-source';\nimport { sampleBlog } from '../data/sample-blog';\nconst cards = await loadHomeCards(PUBLIC_STRAPI_URL, sampleBlog);\n---\n<p>{cards.length}</p>\n"],
    ['lib imports config and lib', 'src/lib/x.ts', "import { ROUTES } from '../config/routes';\nimport { cn } from './cn';\nexport const v = [ROUTES, cn];\n"],
    ['a lib test reads the data it checks', 'src/lib/x.test.ts', "import { sampleBlog } from '../data/sample-blog';\nexport const s = sampleBlog;\n"],
    ['an island imports lib, config and ui', 'src/components/islands/x/X.tsx', "import { loadBrowserPage } from '../../../lib/cms/browser-source';\nimport { ROUTES } from '../../../config/routes';\nimport { Spinner } from '../../ui/Spinner';\nexport const v = [loadBrowserPage, ROUTES, Spinner];\n"],
    ['a section takes a type from the CMS source', 'src/components/sections/X.astro', "---\nimport type { BrowserSourceConfig } from '../../lib/cms/browser-source';\ninterface Props { source: BrowserSourceConfig }\nconst { source } = Astro.props;\n---\n<p>{source.kind}</p>\n"],
    ['config imports config', 'src/config/x.ts', "import { ROUTES } from './routes';\nexport const r = ROUTES;\n"],
  ])('%s', async (_name, filePath, code) => {
    expect(await restrictionsOf(filePath, code)).toEqual([]);
  });
});
