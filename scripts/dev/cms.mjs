// `npm run cms`: the Strapi CMS for local authoring, with its admin panel, on
// http://localhost:1337/admin, seeded with the site's sample articles, and the draft preview its
// Open preview button shows, on http://localhost:8788 (CMS_PREVIEW=off leaves it out). Installs its dependencies
// and writes cms/.env with fresh secrets the first time (and the draft preview's secret,
// PREVIEW_SECRET, if an older .env lacks it).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { packagedNodeEnv } from '../harness/packaged-node.mjs';
import { isRunRoot, stopAllOnExit, stopRun } from '../servers/processes.mjs';
import { startLocalPreview } from './cms-preview.mjs';

// Stopped by Ctrl-C, SIGTERM or SIGHUP (or its npm gone), it stops Strapi with it.
stopAllOnExit();

const cms = new URL('../../cms/', import.meta.url).pathname;
const LOCAL_ADMIN = 'admin@localhost.test';
if (!existsSync(`${cms}node_modules/@strapi/strapi`)) {
  console.log('Installing the CMS (a few minutes the first time)...');
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: cms, stdio: 'inherit', env: packagedNodeEnv() });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
const secret = () => randomBytes(16).toString('base64');
const previewSecret = () => randomBytes(32).toString('base64url');
if (!existsSync(`${cms}.env`)) {
  const env = readFileSync(`${cms}.env.example`, 'utf8')
    .replace(/^APP_KEYS=$/m, `APP_KEYS=${secret()},${secret()}`)
    .replace(
      /^(API_TOKEN_SALT|ADMIN_JWT_SECRET|TRANSFER_TOKEN_SALT|JWT_SECRET|ENCRYPTION_KEY|PRIVACY_HASH_KEY)=$/gm,
      (_, name) => `${name}=${secret()}`,
    )
    .replace(/^PREVIEW_SECRET=$/m, `PREVIEW_SECRET=${previewSecret()}`);
  writeFileSync(`${cms}.env`, env);
  console.log('Wrote cms/.env with fresh secrets.');
} else if (!/^PREVIEW_SECRET=./m.test(readFileSync(`${cms}.env`, 'utf8'))) {
  const env = readFileSync(`${cms}.env`, 'utf8').replace(/\n*$/, '\n');
  writeFileSync(
    `${cms}.env`,
    `${env.replace(/^PREVIEW_SECRET=\n/m, '')}PREVIEW_SECRET=${previewSecret()}\n${/^PREVIEW_SITE_URL=/m.test(env) ? '' : 'PREVIEW_SITE_URL=http://localhost:8788\n'}`,
  );
  console.log('Added the draft preview secret to cms/.env.');
}
// A cms/.env written before erasures were keyed lacks the key: added once, as the preview's was.
if (!/^PRIVACY_HASH_KEY=./m.test(readFileSync(`${cms}.env`, 'utf8'))) {
  const env = readFileSync(`${cms}.env`, 'utf8')
    .replace(/^PRIVACY_HASH_KEY=\n/m, '')
    .replace(/\n*$/, '\n');
  writeFileSync(`${cms}.env`, `${env}PRIVACY_HASH_KEY=${secret()}\n`);
  console.log('Added the erasure hash key to cms/.env.');
}
// Nobody registers at /admin, on any start (cms/src/security/first-admin.js): the developer's own
// administrator is named here, once, and made by the CMS at its first start.
const adminEmail = /^CMS_ADMIN_EMAIL=(.+)$/m.exec(readFileSync(`${cms}.env`, 'utf8'))?.[1]?.trim();
if (!adminEmail) {
  // A lower-case letter, a capital and a digit, whatever the random part holds.
  const password = `Local-${randomBytes(12).toString('base64url')}-7a`;
  const env = readFileSync(`${cms}.env`, 'utf8')
    .replace(/^CMS_ADMIN_(EMAIL|PASSWORD)=\n/gm, '')
    .replace(/\n*$/, '\n');
  writeFileSync(`${cms}.env`, `${env}CMS_ADMIN_EMAIL=${LOCAL_ADMIN}\nCMS_ADMIN_PASSWORD=${password}\n`);
  console.log(`Your administrator: ${LOCAL_ADMIN}, with the password CMS_ADMIN_PASSWORD in cms/.env.`);
} else console.log(`Sign in as ${adminEmail} (its password is CMS_ADMIN_PASSWORD in cms/.env, unless you changed it in the admin).`);
// Local authoring starts with the site's sample articles (a production start never seeds them).
// cms/scripts/develop.js is `strapi develop` without the site's tsconfig.json (it says why).
// Asynchronous, so that this script's handlers run on a signal while Strapi does.
const strapi = new Promise((done) =>
  spawn(process.execPath, ['scripts/develop.js'], {
    cwd: cms,
    stdio: 'inherit',
    env: { ...process.env, SEED_SAMPLE_CONTENT: process.env.SEED_SAMPLE_CONTENT ?? 'true' },
  }).on('close', (c) => done(c ?? 0)),
);
// The draft preview beside it (scripts/dev/cms-preview.mjs), so Open preview works; stopped with it.
const port = process.env.PORT || /^PORT=(\d+)$/m.exec(readFileSync(`${cms}.env`, 'utf8'))?.[1] || '1337';
if (process.env.CMS_PREVIEW !== 'off') void startLocalPreview(`http://localhost:${port}`);
const code = await strapi;
// The preview's build or edge, wherever they are, go with the CMS (each carries this run's mark).
if (isRunRoot()) await stopRun();
process.exit(code);
