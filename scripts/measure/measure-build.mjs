// How the build time grows with the number of posts: builds against the Strapi replay serving
// N generated posts, for each N given, cold (the build cache emptied: every social card and
// phone copy drawn) and warm (the cache of the build before: what a rebuild after a publish
// pays), and what the deploy carries: its files and megabytes, by kind. Cloudflare Pages takes at
// most 20,000 files per deployment. Usage: node scripts/measure/measure-build.mjs 10 500 2000
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The files of a build folder and their megabytes, in all and by kind (the first folder, or the extension). */
function deployOf(dir) {
  const kinds = {};
  let files = 0;
  let bytes = 0;
  for (const name of readdirSync(dir, { recursive: true }).map(String)) {
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
  return `${files} files, ${(bytes / 1e6).toFixed(1)} MB: ${by}`;
}
import { startGroup, stopAllOnExit, stopGroup } from '../harness/processes.mjs';
import { portOf } from '../harness/ports.mjs';

stopAllOnExit();
const port = portOf('measure');
const cacheDir = new URL('../../node_modules/.cache/agency-site', import.meta.url).pathname;
for (const n of process.argv.slice(2).map(Number)) {
  const replay = startGroup(process.execPath, ['scripts/harness/strapi-replay.mjs', String(port), '--posts', String(n)], {
    stdio: 'ignore',
  });
  await new Promise((r) => setTimeout(r, 800));
  rmSync(cacheDir, { recursive: true, force: true });
  const times = [];
  for (const run of ['cold', 'warm']) {
    const t0 = Date.now();
    const build = spawnSync('npx', ['astro', 'build', '--outDir', `/tmp/measure-build-${n}`], {
      env: { ...process.env, PUBLIC_STRAPI_URL: `http://127.0.0.1:${port}` },
      encoding: 'utf8',
    });
    const seconds = ((Date.now() - t0) / 1000).toFixed(1);
    const pages = /(\d+) page\(s\) built/.exec(build.stdout)?.[1];
    times.push(`${run} ${build.status === 0 ? `${seconds} s` : `failed after ${seconds} s`}`);
    if (run === 'cold') times.unshift(`${pages} pages`);
    if (run === 'warm' && build.status === 0) times.push(`\n  deploy: ${deployOf(`/tmp/measure-build-${n}`)}`);
  }
  await stopGroup(replay);
  console.log(`${n} posts: ${times.join(', ')}`);
}
