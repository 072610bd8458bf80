// How the build time grows with the number of posts: builds against the Strapi replay serving
// N generated posts, for each N given. Usage: node scripts/measure-build.mjs 10 500
import { spawnSync } from 'node:child_process';
import { startGroup, stopAllOnExit, stopGroup } from './lib/processes.mjs';

stopAllOnExit();
const port = Number(process.env.MEASURE_PORT ?? 4890 + Math.floor(Math.random() * 50));
for (const n of process.argv.slice(2).map(Number)) {
  const replay = startGroup(process.execPath, ['scripts/strapi-replay.mjs', String(port), '--posts', String(n)], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 800));
  const t0 = Date.now();
  const build = spawnSync('npx', ['astro', 'build', '--outDir', `/tmp/measure-build-${n}`], {
    env: { ...process.env, PUBLIC_STRAPI_URL: `http://127.0.0.1:${port}` },
    encoding: 'utf8',
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  await stopGroup(replay);
  const pages = /(\d+) page\(s\) built/.exec(build.stdout)?.[1];
  console.log(`${n} posts: ${build.status === 0 ? `${pages} pages in ${seconds} s` : `build failed after ${seconds} s`}`);
}
