// The servers a run of the CMS suites starts, each in its own process group: Strapi (and a
// second one on PostgreSQL), the uploads' S3 store, the built site, and the edge twice (with and
// without Turnstile). The control endpoint (control.mjs) stops and starts some of them for the specs.
import { spawnSync } from 'node:child_process';
import { startGroup, stopGroup, waitFor } from '../../servers/processes.mjs';

/**
 * The site built against this run's Strapi into `outDir`. On Cloudflare Pages the build sees the
 * Function's variables too: they must stay out of dist. The e2e's fake EmailJS identifiers let
 * the wizard send (the specs intercept EmailJS).
 */
export function buildSite(run, outDir) {
  const t0 = Date.now();
  const build = spawnSync(process.execPath, ['scripts/build/build.mjs', '--outDir', outDir], {
    cwd: run.root,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...run.testEnv,
      PUBLIC_STRAPI_URL: run.urls.strapi,
      MEDIA_URL: run.uploadEnv.UPLOAD_S3_PUBLIC_URL,
      // Cloudflare's test site key: the wizard shows its Turnstile check (e2e/strapi/turnstile.spec.ts).
      PUBLIC_TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
      ...run.previewEnv(),
      ...run.enquiryEnv(),
    },
  });
  if (build.status !== 0) throw new Error(`The site did not build against Strapi (${outDir}).`);
  console.log(`Site built against Strapi in ${((Date.now() - t0) / 1000).toFixed(1)} s (${outDir})`);
}

/** The servers of one run, and what the control endpoint and the modes do with them. */
export function createServers(run) {
  const { cmsDir, root, ports, urls } = run;
  const groups = { strapi: null, second: null, store: null, site: null, edge: null, turnstileEdge: null };
  const startedAt = { cold: 0, warm: 0 };
  const strapiBin = `${cmsDir}/node_modules/.bin/strapi`;

  const edgeServer = async (port, env) => {
    // preview-edge.mjs keeps wrangler and workerd in its own group: stopping the group stops all.
    const group = startGroup(process.execPath, ['scripts/dev/preview-edge.mjs', String(port), run.siteDist], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, PUBLIC_STRAPI_URL: urls.strapi, ...run.enquiryEnv(), ...env },
    });
    await waitFor(`http://127.0.0.1:${port}/`, 90_000, group);
    return group;
  };

  return {
    groups,
    startedAt,
    async startStrapi() {
      const t0 = Date.now();
      groups.strapi = startGroup(strapiBin, ['start'], { cwd: cmsDir, env: run.strapiEnv, stdio: ['ignore', 'inherit', 'inherit'] });
      await waitFor(`${urls.strapi}/_health`, 120_000, groups.strapi);
      return Date.now() - t0;
    },
    async stopStrapi() {
      await stopGroup(groups.strapi);
      groups.strapi = null;
    },
    /**
     * The second instance of a --postgres run: the same environment on another port, started once
     * the first has seeded the database. The control endpoint stops it only for the backup round
     * trip, after every other spec; the specs that stop Strapi run on SQLite. Behind a platform's one address both instances have one public
     * URL: the first's, so that a link either makes (an alert's entry in the admin) is the same.
     */
    async startSecondStrapi() {
      const t0 = Date.now();
      const env = { ...run.strapiEnv, PORT: String(ports.second), SEED_SAMPLE_CONTENT: 'false', PUBLIC_URL: urls.strapi };
      groups.second = startGroup(strapiBin, ['start'], { cwd: cmsDir, env, stdio: ['ignore', 'inherit', 'inherit'] });
      await waitFor(`http://127.0.0.1:${ports.second}/_health`, 120_000, groups.second);
      console.log(`A second Strapi on the same PostgreSQL is up in ${((Date.now() - t0) / 1000).toFixed(1)} s on port ${ports.second}`);
    },
    async stopSecondStrapi() {
      await stopGroup(groups.second);
      groups.second = null;
    },
    /** The S3-compatible store of the uploads and the backups; the specs can stop it (the bucket gone) and start it again. */
    async startStore() {
      const buckets = `${run.buckets.media},${run.buckets.backups}`;
      groups.store = startGroup(process.execPath, ['scripts/harness/s3-store.mjs', String(ports.s3), run.files.s3, buckets], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await waitFor(`http://127.0.0.1:${ports.s3}/${run.buckets.media}/`, 30_000, groups.store);
    },
    async stopStore() {
      await stopGroup(groups.store);
      groups.store = null;
    },
    /** The build against Strapi (run.siteDist) served as a CDN would, and through the edge with its Functions. */
    async startSiteAndEdges() {
      groups.site = startGroup(
        'npx',
        ['astro', 'preview', '--ignore-lock', '--outDir', run.siteDist, '--port', String(ports.site), '--host', '127.0.0.1'],
        {
          cwd: root,
          stdio: 'ignore',
        },
      );
      await waitFor(`${urls.site}/`, 60_000, groups.site);
      if (!run.hasEdge) {
        console.warn('Skipping the draft preview specs: run `npm install --prefix edge` to include them.');
        return;
      }
      groups.edge = await edgeServer(ports.edge, {
        EDGE_INSPECTOR_PORT: String(ports.edgeInspector),
        ...run.previewEnv(),
        // The late-post Function reuses the CMS's answers for 2 s, not a minute: the specs publish and look at once.
        LATE_POST_CACHE_SECONDS: '2',
      });
      groups.turnstileEdge = await edgeServer(ports.turnstileEdge, {
        EDGE_INSPECTOR_PORT: String(ports.turnstileInspector),
        TURNSTILE_SECRET_KEY: run.secrets.turnstile,
        TURNSTILE_VERIFY_URL: `${urls.control}/siteverify`,
      });
    },
  };
}
