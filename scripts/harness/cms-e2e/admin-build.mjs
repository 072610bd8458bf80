// The CMS's admin panel, built once per set of its inputs and kept between runs.
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { takeLock } from '../../build/build-lock.mjs';

/**
 * The admin panel, built from cms/ for the editor's journey in the real admin
 * (e2e/strapi/admin-journey.spec.ts). Kept in cms/build between runs, with a key of everything it
 * is built from; --no-admin skips it.
 */
export async function ensureAdminBuild(cmsDir) {
  // The two CMS tiers side by side would otherwise build the one cms/build at once.
  const release = await takeLock(`${cmsDir}/.tmp/admin-build.lock`, {
    onWait: (pid) => console.log(`Waiting for the admin panel's build in progress (pid ${pid ?? '?'})...`),
  });
  try {
    buildAdmin(cmsDir);
  } finally {
    release();
  }
}

function buildAdmin(cmsDir) {
  // Its inputs: the packages, the admin's configuration, and the admin code of the CMS's own plugins.
  const plugins = readdirSync(`${cmsDir}/src/plugins`, { recursive: true })
    .map(String)
    .filter((f) => f.includes('admin') || f.endsWith('package.json'))
    .sort()
    .map((f) => `src/plugins/${f}`)
    .filter((f) => statSync(`${cmsDir}/${f}`).isFile());
  // The panel's own entry (src/admin/app.jsx) too; its tests are not built.
  const panel = existsSync(`${cmsDir}/src/admin`)
    ? readdirSync(`${cmsDir}/src/admin`)
        .filter((f) => !f.includes('.test.'))
        .sort()
        .map((f) => `src/admin/${f}`)
    : [];
  const inputs = ['package-lock.json', 'config/admin.js', 'config/plugins.js', 'scripts/build-admin.js', ...plugins, ...panel]
    .map((f) => `${f}\n${readFileSync(`${cmsDir}/${f}`)}`)
    .join('\n');
  const key = createHash('sha256').update(inputs).digest('hex').slice(0, 16);
  const stamp = `${cmsDir}/build/.build-key`;
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === key) return;
  rmSync(`${cmsDir}/build`, { recursive: true, force: true });
  const t0 = Date.now();
  const build = spawnSync(process.execPath, ['scripts/build-admin.js'], {
    cwd: cmsDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('The admin panel did not build (cms/scripts/build-admin.js).');
  writeFileSync(stamp, key);
  console.log(`Admin panel built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
