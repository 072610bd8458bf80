// `astro build` that never leaves a broken site behind: it builds into <outDir>.next and only
// swaps it into place when the build succeeded, so a failed build (say, the CMS is down)
// leaves the previous output untouched. Builds of one checkout run one at a time
// (scripts/build/build-lock.mjs): they share .astro/ and the caches under node_modules.
// Usage: node scripts/build/build.mjs [--outDir dist] [other astro build flags]
import { existsSync, renameSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { takeLock } from './build-lock.mjs';

const args = process.argv.slice(2);
const i = args.indexOf('--outDir');
const outDir = i >= 0 ? args[i + 1] : 'dist';
const rest = i >= 0 ? [...args.slice(0, i), ...args.slice(i + 2)] : args;
const next = `${outDir}.next`;

const release = await takeLock(new URL('../../node_modules/.cache/astro-build.lock', import.meta.url).pathname, {
  onWait: (pid) => console.log(`Waiting for the build in progress (pid ${pid ?? '?'}) in this checkout to finish...`),
});
process.on('exit', release);
rmSync(next, { recursive: true, force: true });
const result = spawnSync('npx', ['astro', 'build', '--outDir', next, ...rest], { stdio: 'inherit' });
if (result.status !== 0) {
  rmSync(next, { recursive: true, force: true });
  console.error(`\nBuild failed: ${existsSync(outDir) ? `the previous ${outDir}/ is untouched.` : `no ${outDir}/ was written.`}`);
  process.exit(result.status ?? 1);
}
rmSync(outDir, { recursive: true, force: true });
renameSync(next, outDir);
