// End-to-end tests of the site against a real Strapi 5 (cms/): starts the seeded Strapi on a
// free loopback port, builds the site against it into dist-strapi/ (dist-strapi-postgres/ on
// PostgreSQL), serves that build, runs the e2e/strapi specs, and stops everything it started
// (each server in its own process group, ended on success, failure, Ctrl-C or SIGTERM; its
// ports are checked free at the end).
// The specs can stop and restart Strapi through a small control endpoint (STRAPI_CONTROL) to
// test what visitors see then. With the edge installed (npm install --prefix edge), the same
// build is also served through Cloudflare's runtime with the draft preview's Function, for
// e2e/strapi/preview.spec.ts.
// With --postgres, Strapi runs on a throwaway PostgreSQL (Debian's package, its own port, see
// scripts/harness/postgres.mjs) instead of SQLite: the same seed, and every spec whose outcome the
// database may change, on the production database, with a second Strapi instance on it
// (e2e/strapi/two-instances.spec.ts). The SQLite run, a developer's database, takes the tests
// tagged @any-database, whose outcome no database changes (those tagged @run-on-postgres run in
// the PostgreSQL run to even the two runs' lengths); every test, when PostgreSQL is not installed.
// The uploads go to a real S3-compatible store on loopback (scripts/harness/s3-store.mjs, its own
// port and data folder), as a production CMS keeps them; the site reads covers from there.
// Usage: node scripts/harness/cms-e2e.mjs        (needs: npm install --prefix cms)
//        node scripts/harness/cms-e2e.mjs --postgres   (needs: apt-get install postgresql)
//        node scripts/harness/cms-e2e.mjs --no-admin   (skip the admin panel's build and the editor's journey in it)
//        node scripts/harness/cms-e2e.mjs --posts 500 --no-tests   (measure a build with 500 more posts)
//        node scripts/harness/cms-e2e.mjs -- e2e/strapi/preview.spec.ts   (arguments after -- go to Playwright)
//        node scripts/harness/cms-e2e.mjs --no-admin --load-enquiries [--postgres]   (20 connections for 30 s of
//          enquiries through the edge into Strapi: none lost, none doubled, the rate limit holding)
// The parts: cms-e2e/run.mjs (options, ports, secrets, Strapi's environment), servers.mjs (what
// starts and stops), control.mjs (the control endpoint), specs.mjs, admin-build.mjs.
import { assertPortsAvailable, assertPortsFree, stopAllOnExit } from './processes.mjs';
import { writeTestTokens } from './strapi-tokens.mjs';
import { CMS_INSTALLED, stepAsideUnless } from './step-aside.mjs';
import { postgresBin, startPostgres } from './postgres.mjs';
import { loadEnquiries } from '../measure/enquiry-load.mjs';
import { createRun, resetRun } from './cms-e2e/run.mjs';
import { buildSite, createPosts, createServers } from './cms-e2e/servers.mjs';
import { createControl } from './cms-e2e/control.mjs';
import { ensureAdminBuild } from './cms-e2e/admin-build.mjs';
import { runSpecs } from './cms-e2e/specs.mjs';

stepAsideUnless(CMS_INSTALLED, 'Strapi is not installed (npm install --prefix cms): skipping the end-to-end tests against the real CMS.');
const run = createRun(process.argv);
const { options, urls, files } = run;
if (options.onPostgres)
  stepAsideUnless(postgresBin(), 'PostgreSQL is not installed (apt-get install postgresql): skipping the CMS tests on PostgreSQL.');
resetRun(run);
// A port another process holds is named with its holder before anything starts.
try {
  await assertPortsAvailable(Object.values(run.ports).map((port) => ({ port })));
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

/** The throwaway PostgreSQL of a --postgres run: a fresh, empty database, seeded by Strapi. */
const postgres = options.onPostgres ? await startPostgres({ port: run.ports.postgres }) : null;
if (postgres) {
  Object.assign(run.strapiEnv, { DATABASE_CLIENT: 'postgres', DATABASE_URL: postgres.url, DATABASE_POOL_MIN: '0' });
  console.log(`Strapi on PostgreSQL (${postgres.url})`);
}
if (options.withAdmin) await ensureAdminBuild(run.cmsDir);

const servers = createServers(run);
const control = createControl(run, servers, postgres);
let exitCode = 1;
// Stopped by a signal: the servers go (stopAllOnExit), then PostgreSQL's folder and this run's
// data in cms/.tmp/e2e-<sqlite|postgres> (its database, tokens and bucket), so a stopped run
// leaves no enquiry behind.
stopAllOnExit(async () => {
  control.close();
  await postgres?.stop();
  resetRun(run);
});
try {
  control.listen(run.ports.control, '127.0.0.1');
  await servers.startStore();
  servers.startedAt.cold = await servers.startStrapi();
  console.log(`Strapi seeded and up in ${(servers.startedAt.cold / 1000).toFixed(1)} s on ${urls.strapi}`);
  // The first administrator's session, signed in once for the tokens and shared with the specs.
  const adminSession = await writeTestTokens(urls.strapi, { full: files.token, preview: files.previewToken, enquiry: files.enquiryToken });
  if (postgres) await servers.startSecondStrapi();
  if (options.extraPosts) await createPosts(run, options.extraPosts);
  buildSite(run, run.siteDist);
  await servers.startSiteAndEdges();
  if (options.loadEnquiries) {
    if (!servers.groups.edge) throw new Error('The enquiry load test needs the edge: npm install --prefix edge.');
    const report = await loadEnquiries({ edgeUrl: urls.edge, strapiUrl: urls.strapi, limit: { requests: 60, seconds: 60 } });
    console.log(JSON.stringify(report, null, 2));
    exitCode = report.lost === 0 && report.doubled === 0 && report.mostAdmittedInOneWindow <= 61 ? 0 : 1;
  } else {
    exitCode = options.noTests && !options.withRoundTrip ? 0 : await runSpecs(run, servers, { adminSession, postgres });
  }
  const { cold, warm } = servers.startedAt;
  console.log(
    `Strapi start: cold (first, with seed) ${(cold / 1000).toFixed(1)} s${warm ? `, warm (restart) ${(warm / 1000).toFixed(1)} s` : ''}`,
  );
} catch (err) {
  console.error(err);
} finally {
  await servers.stopAll();
  await postgres?.stop();
  await new Promise((r) => control.close(r));
}
try {
  await assertPortsFree(servers.heldPorts(postgres));
} catch (err) {
  console.error(err.message);
  exitCode = 1;
}
process.exit(exitCode);
