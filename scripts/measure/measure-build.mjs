// How the build time grows with the number of posts: builds against the Strapi replay serving
// N generated posts, for each N given, cold (the build cache emptied: every social card and
// phone copy drawn) and warm (the cache of the build before: what a rebuild after a publish
// pays), and what the deploy carries: its files and megabytes, by kind. Cloudflare Pages takes at
// most 20,000 files per deployment. Usage: node scripts/measure/measure-build.mjs 10 500 2000 [--write]
// (--write puts the table into docs/performance.md, section "build").
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The services the pages' controls need, as the end-to-end builds have them (a build without them stops). */
const TEST_ENV = JSON.parse(readFileSync(new URL('../../e2e/support/test-env.json', import.meta.url), 'utf8'));

/** The files of a build folder and their megabytes, in all and by kind (the first folder, or the extension). */
function deployOf(dir) {
  const kinds = {};
  let files = 0;
  let bytes = 0;
  for (const name of readdirSync(dir, { recursive: true }).map(String)) {
    // Built outside the project, Astro leaves its own working files in the output folder; a
    // deploy (npm run build, into dist/) has none of them.
    if (/^collections\/|^content-(assets|modules)\.mjs$/.test(name)) continue;
    const stats = statSync(join(dir, name));
    if (!stats.isFile()) continue;
    files += 1;
    bytes += stats.size;
    const kind = name.startsWith('og/')
      ? 'social cards'
      : name.startsWith('_astro/')
        ? '_astro'
        : name.endsWith('.html')
          ? 'html'
          : name.split('.').pop();
    kinds[kind] ??= { files: 0, mb: 0 };
    kinds[kind].files += 1;
    kinds[kind].mb += stats.size / 1e6;
  }
  const by = Object.entries(kinds)
    .sort((a, b) => b[1].mb - a[1].mb)
    .slice(0, 6)
    .map(([k, v]) => `${k} ${v.files} (${v.mb.toFixed(1)} MB)`)
    .join(', ');
  return { files, mb: (bytes / 1e6).toFixed(1), by };
}
import { startGroup, stopAllOnExit, stopGroup } from '../servers/processes.mjs';
import { portOf } from '../servers/ports.mjs';
import { writeSection } from './figures-page.mjs';

stopAllOnExit();
const port = portOf('measure');
const cacheDir = new URL('../../node_modules/.cache/agency-site', import.meta.url).pathname;
const sizes = process.argv
  .slice(2)
  .filter((a) => /^\d+$/.test(a))
  .map(Number);
const rows = [];
for (const n of sizes) {
  const replay = startGroup(process.execPath, ['e2e/support/strapi-replay.mjs', String(port), '--posts', String(n)], {
    stdio: 'ignore',
  });
  await new Promise((r) => setTimeout(r, 800));
  rmSync(cacheDir, { recursive: true, force: true });
  const row = { posts: n, pages: '?', cold: 'failed', warm: 'failed', deploy: null };
  for (const run of ['cold', 'warm']) {
    const t0 = Date.now();
    const build = spawnSync('npx', ['astro', 'build', '--outDir', `/tmp/measure-build-${n}`], {
      env: { ...TEST_ENV, ...process.env, PUBLIC_STRAPI_URL: `http://127.0.0.1:${port}` },
      encoding: 'utf8',
    });
    const seconds = ((Date.now() - t0) / 1000).toFixed(1);
    row[run] = build.status === 0 ? seconds : `failed after ${seconds}`;
    if (run === 'cold') row.pages = /(\d+) page\(s\) built/.exec(build.stdout)?.[1] ?? '?';
    if (run === 'warm' && build.status === 0) row.deploy = deployOf(`/tmp/measure-build-${n}`);
  }
  await stopGroup(replay);
  rows.push(row);
  const deploy = row.deploy ? `\n  deploy: ${row.deploy.files} files, ${row.deploy.mb} MB: ${row.deploy.by}` : '';
  console.log(`${n} posts: ${row.pages} pages, cold ${row.cold} s, warm ${row.warm} s${deploy}`);
}
if (process.argv.includes('--write')) {
  const table = [
    '| Posts | Pages | Cold build (s) | Warm build (s) | Deploy: files | MB | The largest kinds |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.posts} | ${r.pages} | ${r.cold} | ${r.warm} | ${r.deploy?.files ?? ''} | ${r.deploy?.mb ?? ''} | ${r.deploy?.by ?? ''} |`,
    ),
  ].join('\n');
  writeSection('build', table, `node scripts/measure/measure-build.mjs ${sizes.join(' ')} --write`);
}
