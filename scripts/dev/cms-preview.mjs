// `npm run cms`'s draft preview: the site built against the local CMS and served through
// Cloudflare's runtime (scripts/dev/preview-edge.mjs) at PREVIEW_SITE_URL (http://localhost:8788),
// so that the admin's Open preview shows the draft. Started once the CMS answers, stopped with it.
// Its read-only token is made once, by the local administrator through the admin's API, as an
// operator makes one (docs/operators.md, "Draft preview"), and kept in cms/.env.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { startGroup, waitFor } from '../servers/processes.mjs';
import { packagedNodeEnv } from '../harness/packaged-node.mjs';
import { PREVIEW_TOKEN_PERMISSIONS } from '../harness/strapi-tokens.mjs';
import { standInEnv } from './stand-ins.mjs';

const root = new URL('../../', import.meta.url).pathname;
const envFile = `${root}cms/.env`;
/** The build the preview serves: the site against the local CMS, apart from `npm start`'s dist. */
const OUT_DIR = 'dist-local-cms';

/** A variable of cms/.env, or undefined. @param {string} name */
const fromEnvFile = (name) => new RegExp(`^${name}=(.+)$`, 'm').exec(readFileSync(envFile, 'utf8'))?.[1]?.trim();

/** The preview's read-only token: cms/.env's, or a new one the local administrator makes. @param {string} cmsUrl */
async function previewToken(cmsUrl) {
  const kept = fromEnvFile('STRAPI_PREVIEW_TOKEN');
  if (kept) return kept;
  const login = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: fromEnvFile('CMS_ADMIN_EMAIL'), password: fromEnvFile('CMS_ADMIN_PASSWORD') }),
  });
  if (!login.ok) throw new Error('the local administrator of cms/.env could not sign in to make its token');
  const session = (await login.json()).data.token;
  const res = await fetch(`${cmsUrl}/admin/api-tokens`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: `Local draft preview ${Date.now()}`,
      description: 'npm run cms: the edge on this machine reads drafts for Open preview',
      type: 'custom',
      permissions: PREVIEW_TOKEN_PERMISSIONS,
      lifespan: null,
    }),
  });
  if (!res.ok) throw new Error(`the preview token could not be made (${res.status})`);
  const token = (await res.json()).data.accessKey;
  writeFileSync(envFile, `${readFileSync(envFile, 'utf8').replace(/\n*$/, '\n')}STRAPI_PREVIEW_TOKEN=${token}\n`);
  return token;
}

/**
 * The preview beside the CMS at `cmsUrl`: answers the edge's process group (stopped with the run's
 * other processes), or null with a line saying why there is none.
 * @param {string} cmsUrl
 */
export async function startLocalPreview(cmsUrl) {
  const site = new URL(fromEnvFile('PREVIEW_SITE_URL') ?? 'http://localhost:8788');
  try {
    if (!existsSync(`${root}edge/node_modules/.bin/wrangler`)) {
      console.log("Installing Cloudflare's runtime for the draft preview (once)...");
      const install = spawnSync('npm', ['install', '--prefix', 'edge', '--no-audit', '--no-fund'], {
        cwd: root,
        stdio: 'inherit',
        env: packagedNodeEnv(),
      });
      if (install.status !== 0) throw new Error('`npm install --prefix edge` failed');
    }
    await waitFor(`${cmsUrl}/_health`, 600_000);
    const token = await previewToken(cmsUrl);
    console.log(`Building the site against the CMS for the draft preview (${OUT_DIR}/)...`);
    // EmailJS, Mailchimp and Calendly off where unset: a preview sends nothing.
    const env = { ...standInEnv(process.env, 'off').env, PUBLIC_STRAPI_URL: cmsUrl, SITE_URL: site.origin };
    const build = spawnSync('npm', ['run', '--silent', 'build', '--', '--outDir', OUT_DIR], { cwd: root, stdio: 'ignore', env });
    if (build.status !== 0)
      throw new Error(`the site's build against the CMS failed (run \`PUBLIC_STRAPI_URL=${cmsUrl} npm run build\` to see why)`);
    const edge = startGroup(process.execPath, ['scripts/dev/preview-edge.mjs', site.port || '80', OUT_DIR], {
      cwd: root,
      stdio: 'ignore',
      env: { ...env, STRAPI_PREVIEW_TOKEN: token, PREVIEW_SECRET: fromEnvFile('PREVIEW_SECRET') },
    });
    await waitFor(`http://127.0.0.1:${site.port || '80'}/`, 120_000, edge);
    console.log(`The draft preview is ready: Open preview on a Blog entry shows it at ${site.origin}.`);
    return edge;
  } catch (err) {
    console.log(`No draft preview this time: ${err.message}. The CMS works as usual (docs/developers.md, "The draft preview locally").`);
    return null;
  }
}
