// `astro build` that never leaves a broken site behind: it builds into <outDir>.next and only
// swaps it into place when the build succeeded, so a failed build (say, the CMS is down)
// leaves the previous output untouched.
// Usage: node scripts/build.mjs [--outDir dist] [other astro build flags]
import { existsSync, renameSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const i = args.indexOf('--outDir');
const outDir = i >= 0 ? args[i + 1] : 'dist';
const rest = i >= 0 ? [...args.slice(0, i), ...args.slice(i + 2)] : args;
const next = `${outDir}.next`;

rmSync(next, { recursive: true, force: true });
const result = spawnSync('npx', ['astro', 'build', '--outDir', next, ...rest], { stdio: 'inherit' });
if (result.status !== 0) {
  rmSync(next, { recursive: true, force: true });
  console.error(`\nBuild failed: ${existsSync(outDir) ? `the previous ${outDir}/ is untouched.` : `no ${outDir}/ was written.`}`);
  process.exit(result.status ?? 1);
}
rmSync(outDir, { recursive: true, force: true });
renameSync(next, outDir);
