// `npm run cms`: the Strapi CMS for local authoring, with its admin panel, on
// http://localhost:1337/admin. Installs its dependencies and writes cms/.env with fresh
// secrets the first time.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';

const cms = new URL('../cms/', import.meta.url).pathname;
if (!existsSync(`${cms}node_modules/@strapi/strapi`)) {
  console.log('Installing the CMS (a few minutes the first time)...');
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: cms, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
if (!existsSync(`${cms}.env`)) {
  const secret = () => randomBytes(16).toString('base64');
  const env = readFileSync(`${cms}.env.example`, 'utf8')
    .replace('APP_KEYS=key1,key2', `APP_KEYS=${secret()},${secret()}`)
    .replace(/^(API_TOKEN_SALT|ADMIN_JWT_SECRET|TRANSFER_TOKEN_SALT|JWT_SECRET|ENCRYPTION_KEY)=$/gm, (_, name) => `${name}=${secret()}`);
  writeFileSync(`${cms}.env`, env);
  console.log('Wrote cms/.env with fresh secrets.');
}
const run = spawnSync('npx', ['strapi', 'develop'], { cwd: cms, stdio: 'inherit' });
process.exit(run.status ?? 0);
