// What the CMS suites run against, as one of their Playwright web servers (playwright.config.ts,
// `npm run test:cms` and `npm run test:cms:postgres`): the seeded Strapi on its own loopback port,
// its uploads on an S3-compatible store (s3-store.mjs), the site built against it into
// dist-strapi/ (dist-strapi-postgres/) and served, and, with the edge installed (npm install
// --prefix edge), that build through Cloudflare's runtime twice (the draft preview and late posts;
// Turnstile on). With --postgres, Strapi runs on a throwaway PostgreSQL (postgres.mjs) with a
// second instance on it. Each server in its own process group, all stopped when this stops.
// The control endpoint (cms-e2e/control.mjs) answers /ready once everything is up, hands the specs
// what they need (cms-e2e/run.mjs, specsEnv; e2e/support/strapi-setup.ts) and stops and starts
// Strapi and the store for them.
// By hand: node scripts/harness/cms-e2e.mjs [--postgres] [--no-admin]   (serves until Ctrl-C)
//          node scripts/harness/cms-e2e.mjs --no-admin --load-enquiries [--postgres]   (20 connections for
//            30 s of enquiries through the edge into Strapi: none lost, none doubled, the limit holding)
import { writeFileSync } from 'node:fs';
import { assertPortsAvailable, stopAll, stopAllOnExit } from '../servers/processes.mjs';
import { writeTestTokens } from './strapi-tokens.mjs';
import { stepAsideWithoutCms } from './step-aside.mjs';
import { startPostgres } from './postgres.mjs';
import { loadEnquiries } from '../measure/enquiry-load.mjs';
import { SUITE_RATE_LIMITS, createRun, resetRun, specsEnv } from './cms-e2e/run.mjs';
import { buildSite, createServers } from './cms-e2e/servers.mjs';
import { createControl } from './cms-e2e/control.mjs';
import { ensureAdminBuild } from './cms-e2e/admin-build.mjs';

const run = createRun(process.argv);
const { options, urls, files } = run;
stepAsideWithoutCms(options.onPostgres);
resetRun(run);
// A port another process holds is named with its holder before anything starts.
try {
  await assertPortsAvailable(Object.values(run.ports).map((port) => ({ port })));
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

/** The throwaway PostgreSQL of a --postgres run: a fresh, empty database, seeded by Strapi. */
let postgres = null;
const servers = createServers(run);
/** Its switches for the specs; it needs PostgreSQL's handle, so it comes after it. */
let control = null;
/** What goes once the servers have: PostgreSQL's folder and this run's data in cms/.tmp/e2e-<sqlite|postgres> (its database, tokens and bucket), so a stopped run leaves no enquiry behind. */
async function cleanup() {
  const { cold, warm } = servers.startedAt;
  if (cold)
    console.log(
      `Strapi start: cold (first, with seed) ${(cold / 1000).toFixed(1)} s${warm ? `, warm (restart) ${(warm / 1000).toFixed(1)} s` : ''}`,
    );
  if (control?.listening) await new Promise((r) => control.close(r));
  await postgres?.stop();
  resetRun(run);
}
// Stopped by a signal (Playwright's, once the specs are done), this stops its servers, then cleans
// up; so does a start that fails at any step.
stopAllOnExit(cleanup);
try {
  if (options.onPostgres) {
    postgres = await startPostgres({ port: run.ports.postgres });
    Object.assign(run.strapiEnv, { DATABASE_CLIENT: 'postgres', DATABASE_URL: postgres.url, DATABASE_POOL_MIN: '0' });
    console.log(`Strapi on PostgreSQL (${postgres.url})`);
  }
  control = createControl(run, servers, postgres);
  await new Promise((listening, failed) => control.once('error', failed).listen(run.ports.control, '127.0.0.1', listening));
  if (options.withAdmin) await ensureAdminBuild(run.cmsDir);
  await servers.startStore();
  servers.startedAt.cold = await servers.startStrapi();
  console.log(`Strapi seeded and up in ${(servers.startedAt.cold / 1000).toFixed(1)} s on ${urls.strapi}`);
  // The first administrator's session, signed in once for the tokens and shared with the specs.
  const adminSession = await writeTestTokens(urls.strapi, { full: files.token, preview: files.previewToken, enquiry: files.enquiryToken });
  if (postgres) await servers.startSecondStrapi();
  buildSite(run, run.siteDist);
  await servers.startSiteAndEdges();
  if (options.loadEnquiries) {
    if (!servers.groups.edge) throw new Error('The enquiry load test needs the edge: npm install --prefix edge.');
    // The first layer's limit, per client and minute: the one a flood meets first.
    const limit = { requests: SUITE_RATE_LIMITS.firstLayer, seconds: 60 };
    const report = await loadEnquiries({ edgeUrl: urls.edge, strapiUrl: urls.strapi, limit });
    console.log(JSON.stringify(report, null, 2));
    await shutdown(report.held ? 0 : 1);
  }
  writeFileSync(files.specsEnv, JSON.stringify(specsEnv(run, { adminSession, postgres, servers }), null, 2));
  control.ready = true;
  console.log(`Everything is up (${urls.control}/ready): serving until stopped.`);
} catch (err) {
  console.error(err);
  // Playwright sees its web server exit before /ready answers, and stops the run.
  await shutdown(1);
}

async function shutdown(code) {
  await stopAll();
  await cleanup();
  process.exit(code);
}
