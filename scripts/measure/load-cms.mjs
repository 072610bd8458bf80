// A bounded load test of the CMS calls the blog list island makes from visitors' browsers
// (product §7: the suggestions read the titles once), against the seeded Strapi on SQLite with 500
// generated posts. Loopback only; at most 64 connections and 30 s per query. Not part of
// `npm test`: its figures depend on the machine. Two phases on the same database: before
// (CMS_MICRO_CACHE=false, the old one-page-of-titles suggestions call) and after.
// Usage: node scripts/measure/load-cms.mjs [--connections 64] [--seconds 10] [--posts 500]
//        (needs: npm install --prefix cms; uses LOAD_STRAPI_PORT, scripts/servers/ports.mjs)
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { assertPortsFree, startGroup, stopAllOnExit, stopGroup, waitFor } from '../servers/processes.mjs';
import { throwawayStrapiEnv } from '../harness/strapi-env.mjs';
import { portOf } from '../servers/ports.mjs';
import { writeTestTokens } from '../harness/strapi-tokens.mjs';
import { CMS_INSTALLED } from '../harness/step-aside.mjs';

if (!CMS_INSTALLED) {
  console.error('Strapi is not installed: run `npm install --prefix cms` first.');
  process.exit(1);
}

const arg = (name, fallback) =>
  process.argv.includes(`--${name}`) ? Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) : fallback;
const connections = Math.min(64, arg('connections', 64));
const seconds = Math.min(30, arg('seconds', 10));
const posts = arg('posts', 500);
const port = portOf('loadStrapi');
// Loopback only: this never points at a real server.
const base = `http://127.0.0.1:${port}`;

const cmsDir = new URL('../../cms/', import.meta.url).pathname;
const dbFile = '.tmp/load.db';
const tokenFile = `${cmsDir}.tmp/load-token`;
mkdirSync(`${cmsDir}.tmp`, { recursive: true });
rmSync(`${cmsDir}${dbFile}`, { force: true });
rmSync(tokenFile, { force: true });

stopAllOnExit();
const strapiEnv = (microCache) => ({
  ...throwawayStrapiEnv({ port, dbFile }),
  CMS_MICRO_CACHE: microCache ? 'true' : 'false',
});
const start = async (microCache) => {
  strapi = startGroup(`${cmsDir}node_modules/.bin/strapi`, ['start'], {
    cwd: cmsDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: strapiEnv(microCache),
  });
  await waitFor(`${base}/_health`, 180_000, strapi);
};

let strapi = null;
let failed = false;
try {
  // Before: Strapi as it was (no in-process cache), the old suggestions call (one page of 100 titles).
  await start(false);
  await writeTestTokens(base, { full: tokenFile });
  const token = readFileSync(tokenFile, 'utf8').trim();
  const categories = (await (await fetch(`${base}/api/categories`)).json()).data;
  await generatePosts(token, categories);

  const list = 'populate=*&pagination[page]=1&pagination[pageSize]=6&sort=publishedAt:desc';
  const shared = [
    ['list', `/api/blogs?${list}`],
    ['list, page 40', `/api/blogs?${list.replace('pagination[page]=1', 'pagination[page]=40')}`],
    ['search', `/api/blogs?${list}&filters[title][$containsi]=seo`],
    ['category', `/api/blogs?${list}&filters[category][documentId][$eq]=${categories[0].documentId}`],
  ];
  const phases = [
    [
      'before',
      false,
      [
        ...shared,
        ['suggestions (fields=title, one page of 100)', '/api/blogs?fields=title&pagination[pageSize]=100'],
        // The new call alone, without the in-process cache: what the query change buys by itself.
        [
          'suggestions, new call, no cache',
          '/api/blogs?fields=title&filters[title][$containsi]=seo&pagination[pageSize]=5&pagination[withCount]=false&sort=publishedAt:desc',
        ],
      ],
    ],
    [
      'after',
      true,
      [
        ...shared,
        [
          'suggestions ($containsi, 5, no count)',
          '/api/blogs?fields=title&filters[title][$containsi]=seo&pagination[pageSize]=5&pagination[withCount]=false&sort=publishedAt:desc',
        ],
      ],
    ],
  ];
  const rows = [];
  for (const [phase, microCache, queries] of phases) {
    if (phase === 'after') {
      await stopGroup(strapi);
      await start(microCache);
    }
    for (const [name, path] of queries) {
      const check = await fetch(`${base}${path}`);
      if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`);
      const r = await autocannon({ url: `${base}${path}`, connections, duration: seconds });
      const errors = r.errors + r.non2xx;
      // The bar: zero errors at 64 connections, after.
      if (phase === 'after') failed ||= errors > 0;
      rows.push({
        phase,
        query: name,
        'req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        'errors (timeouts, non-2xx)': `${errors} (${r.timeouts}, ${r.non2xx})`,
        requests: r.requests.total,
      });
    }
  }
  console.log(`\n${posts} generated posts + the sample; ${connections} connections, ${seconds} s per query, ${base}`);
  console.table(rows);
  console.log(markdown(rows));
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  await stopGroup(strapi);
}
await assertPortsFree([port]).catch((err) => {
  console.error(err.message);
  failed = true;
});
process.exit(failed ? 1 : 0);

/** Publish the generated posts through the REST API, as editors would, 8 at a time. */
async function generatePosts(token, categories) {
  const t0 = Date.now();
  const topics = ['SEO', 'CRM', 'Ads', 'Web design', 'Analytics'];
  const one = async (i) => {
    const res = await fetch(`${base}/api/blogs?status=published`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: {
          title: `${topics[i % topics.length]} notes, part ${i}`,
          slug: `load-post-${i}`,
          category: categories[i % categories.length].documentId,
          content: [{ type: 'paragraph', children: [{ type: 'text', text: `Body of generated post ${i}. `.repeat(20) }] }],
        },
      }),
    });
    if (!res.ok) throw new Error(`Creating post ${i} failed: ${res.status} ${await res.text()}`);
  };
  for (let i = 0; i < posts; i += 8) await Promise.all(Array.from({ length: Math.min(8, posts - i) }, (_, k) => one(i + k)));
  console.log(`Published ${posts} posts in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

function markdown(rows) {
  const keys = Object.keys(rows[0]);
  return [
    `| ${keys.join(' | ')} |`,
    `|${keys.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${keys.map((k) => r[k]).join(' | ')} |`),
  ].join('\n');
}
