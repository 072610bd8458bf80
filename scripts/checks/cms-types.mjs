// The CMS typed: its JavaScript (cms/src, cms/config, cms/scripts, and the admin panel's pages)
// checked by the compiler in strict mode through JSDoc types (cms/tsconfig.check.json,
// cms/tsconfig.admin-check.json), and the content types Strapi generates from the schemas
// (cms/types/generated) checked to be the schemas' own. Part of `npm run check`.
// Usage: node scripts/checks/cms-types.mjs           check
//        node scripts/checks/cms-types.mjs --write   regenerate cms/types/generated after a schema changed
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CMS_INSTALLED, stepAsideUnless } from '../harness/step-aside.mjs';
import { throwawayStrapiEnv } from '../harness/strapi-env.mjs';

stepAsideUnless(CMS_INSTALLED, 'Strapi is not installed (npm install --prefix cms): skipping the CMS type check.');
const cmsDir = new URL('../../cms/', import.meta.url).pathname;
const committed = join(cmsDir, 'types', 'generated');
const write = process.argv.includes('--write');
mkdirSync(join(cmsDir, '.tmp'), { recursive: true });

// `strapi ts:generate-types` registers the app (it opens no port and no database), so it needs usable secrets.
// Its --out-dir is read from the CMS's folder: the scratch copy goes under cms/.tmp (ignored).
const scratch = mkdtempSync(join(cmsDir, '.tmp', 'types-'));
const outDir = write ? 'types' : scratch.slice(cmsDir.length);
const generate = spawnSync('npx', ['strapi', 'ts:generate-types', '--silent', '--out-dir', outDir], {
  cwd: cmsDir,
  // The database file as cms/config/database.js reads it, from the CMS's folder: an absolute path
  // there would be joined onto cms/ (cms/work/...), and the folder it opens left behind.
  env: { ...throwawayStrapiEnv({ port: 0, dbFile: join(scratch.slice(cmsDir.length), 'types.db') }), SEED_SAMPLE_CONTENT: 'false' },
  encoding: 'utf8',
});
if (generate.status !== 0) {
  console.error(`Strapi could not generate the content types:\n${generate.stdout}${generate.stderr}`);
  process.exit(1);
}
if (!write) {
  const fresh = join(scratch, 'generated');
  const stale = readdirSync(fresh).filter((f) => readFileSync(join(fresh, f), 'utf8') !== readFileSync(join(committed, f), 'utf8'));
  rmSync(scratch, { recursive: true, force: true });
  if (stale.length) {
    console.error(`cms/types/generated is not what the schemas say (${stale.join(', ')}): run node scripts/checks/cms-types.mjs --write.`);
    process.exit(1);
  }
} else rmSync(scratch, { recursive: true, force: true });

const tsc = new URL('../../node_modules/typescript/bin/tsc', import.meta.url).pathname;
for (const project of ['tsconfig.check.json', 'tsconfig.admin-check.json']) {
  const run = spawnSync(process.execPath, [tsc, '-p', join(cmsDir, project)], { stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`The CMS does not type-check (cms/${project}).`);
    process.exit(1);
  }
}
console.log(`The CMS type-checks (strict), and its generated content types are the schemas' own.`);
