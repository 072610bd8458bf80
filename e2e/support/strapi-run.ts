import { spawnSync } from 'node:child_process';

/**
 * The run's switches (scripts/harness/cms-e2e/control.mjs): `/strapi/stop`, `/strapi/start` (with
 * a JSON body, variables Strapi starts with from then on), `/strapi/second/stop`, `/s3/stop`,
 * `/s3/start`, `/database/empty`. Each answers 204 once done.
 */
export const control = (path: string, body?: Record<string, string>) =>
  fetch(`${process.env.STRAPI_CONTROL}${path}`, { method: 'POST', ...(body ? { body: JSON.stringify(body) } : {}) });

/**
 * The site built into `outDir` against the run's Strapi and its bucket, as scripts/harness/cms-e2e.mjs
 * builds it (the build's other variables are the run's, in this process's environment).
 */
export function buildAgainstStrapi(outDir: string, timeout = 200_000) {
  return spawnSync(process.execPath, ['scripts/build/build.mjs', '--outDir', outDir], {
    env: { ...process.env, PUBLIC_STRAPI_URL: process.env.STRAPI_URL, MEDIA_URL: process.env.STRAPI_MEDIA_URL },
    encoding: 'utf8',
    timeout,
    maxBuffer: 64 * 1024 * 1024,
  });
}
