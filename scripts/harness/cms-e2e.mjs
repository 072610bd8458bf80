// End-to-end tests of the site against a real Strapi 5 (cms/): starts the seeded Strapi on a
// free loopback port, builds the site against it into dist-strapi/, serves that build, runs
// the e2e/strapi specs, and stops everything it started (each server in its own process
// group, ended on success, failure, Ctrl-C or SIGTERM; its ports are checked free at the end).
// The specs can stop and restart Strapi through a small control endpoint (STRAPI_CONTROL) to
// test what visitors see then. With the edge installed (npm install --prefix edge), the same
// build is also served through Cloudflare's runtime with the draft preview's Function, for
// e2e/strapi/preview.spec.ts.
// With --postgres, Strapi runs on a throwaway PostgreSQL (Debian's package, its own port, see
// scripts/harness/postgres.mjs) instead of SQLite: the same seed and the same specs, proving the
// production database (less the tests tagged @any-database, whose outcome no database changes),
// with a second Strapi instance on the same database (e2e/strapi/two-instances.spec.ts).
// The uploads go to a real S3-compatible store on loopback (scripts/harness/s3-store.mjs, its own
// port and data folder), as a production CMS keeps them; the site reads covers from there.
// Usage: node scripts/harness/cms-e2e.mjs        (needs: npm install --prefix cms)
//        node scripts/harness/cms-e2e.mjs --postgres   (needs: apt-get install postgresql)
//        node scripts/harness/cms-e2e.mjs --no-admin   (skip the admin panel's build and the editor's journey in it)
//        node scripts/harness/cms-e2e.mjs --posts 500 --no-tests   (measure a build with 500 more posts)
//        node scripts/harness/cms-e2e.mjs -- e2e/strapi/preview.spec.ts   (arguments after -- go to Playwright)
//        node scripts/harness/cms-e2e.mjs --no-admin --load-enquiries [--postgres]   (20 connections for 30 s of
//          enquiries through the edge into Strapi: none lost, none doubled, the rate limit holding)
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { homedir } from 'node:os';
import { createServer } from 'node:http';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { assertPortsFree, startGroup, stopAllOnExit, stopGroup } from './processes.mjs';
import { signInAsTestAdmin, throwawayStrapiEnv } from './strapi-env.mjs';
import { writeTestTokens } from './strapi-tokens.mjs';
import { CMS_INSTALLED, stepAsideUnless } from './step-aside.mjs';
import { postgresBin, startPostgres } from './postgres.mjs';
import { loadEnquiries } from './enquiry-load.mjs';
import { s3BackupEnv, s3UploadEnv } from './s3-store.mjs';
import { portOf } from './ports.mjs';
import {
  addEditorsContent,
  buildDifferences,
  contentSnapshot,
  snapshotCounts,
  snapshotDifferences,
  snapshotIsComplete,
} from './cms-snapshot.mjs';

const testEnv = JSON.parse(readFileSync(new URL('../../e2e/support/test-env.json', import.meta.url), 'utf8'));

const root = new URL('../..', import.meta.url).pathname;
const cmsDir = `${root}cms`;
stepAsideUnless(CMS_INSTALLED, 'Strapi is not installed (npm install --prefix cms): skipping the end-to-end tests against the real CMS.');

const strapiPort = portOf('strapi');
const sitePort = portOf('strapiSite');
const controlPort = portOf('strapiControl');
const edgePort = portOf('strapiEdge');
const edgeInspectorPort = portOf('strapiEdgeInspector');
const postgresPort = portOf('strapiPostgres');
// For e2e/strapi/production-start.spec.ts: the real starts it makes, one at a time, beside the suite's.
const sparePort = portOf('strapiSpare');
// On PostgreSQL, a second Strapi on the same database, as a platform scaling the CMS out runs it.
const secondPort = portOf('strapiSecond');
// The uploads' object storage (s3rver): a bucket of its own, emptied every run.
const s3Port = portOf('strapiS3');
// The edge again, with Turnstile on (a secret of this run, tokens checked by the control server).
const turnstileEdgePort = portOf('strapiTurnstileEdge');
const turnstileInspectorPort = portOf('strapiTurnstileInspector');
const s3Bucket = 'agency-media';
// The backups' bucket of its own (cms/src/backup/bucket.js), on the same store.
const backupBucket = 'agency-backups';
const s3Dir = `${cmsDir}/.tmp/s3`;
const onPostgres = process.argv.includes('--postgres');
if (onPostgres)
  stepAsideUnless(postgresBin(), 'PostgreSQL is not installed (apt-get install postgresql): skipping the CMS tests on PostgreSQL.');
const strapiUrl = `http://127.0.0.1:${strapiPort}`;
const edgeUrl = `http://127.0.0.1:${edgePort}`;
const hasEdge = existsSync(`${root}edge/node_modules/.bin/wrangler`);
mkdirSync(`${cmsDir}/.tmp`, { recursive: true });
const tokenFile = `${cmsDir}/.tmp/e2e-token`;
const previewTokenFile = `${cmsDir}/.tmp/e2e-preview-token`;
const enquiryTokenFile = `${cmsDir}/.tmp/e2e-enquiry-token`;
// Generated per run, like the other secrets; the specs check it never reaches a browser.
const previewSecret = randomBytes(32).toString('base64url');
const turnstileSecret = `e2e-secret-${randomBytes(16).toString('hex')}`;
/** The tokens the control server's stand-in for Turnstile's siteverify was asked about, in order. */
const turnstileChecks = [];
const rebuildToken = randomBytes(16).toString('base64url');
/** The rebuild requests Strapi sent, as the deploy workflow's API would have received them. */
const rebuilds = [];
/** The enquiry alerts Strapi posted, as the team's chat webhook would have received them. */
const alerts = [];
const dbFile = '.tmp/e2e.db';
// A fresh database and uploads every run: the seed loads the sample content again.
rmSync(`${cmsDir}/${dbFile}`, { force: true });
rmSync(tokenFile, { force: true });
rmSync(previewTokenFile, { force: true });
rmSync(enquiryTokenFile, { force: true });
for (const f of existsSync(`${cmsDir}/public/uploads`) ? readdirSync(`${cmsDir}/public/uploads`) : []) {
  if (f !== '.gitkeep') rmSync(`${cmsDir}/public/uploads/${f}`, { force: true });
}

rmSync(s3Dir, { recursive: true, force: true });
const uploadEnv = s3UploadEnv({ port: s3Port, bucket: s3Bucket });

const strapiEnv = {
  ...throwawayStrapiEnv({ port: strapiPort, dbFile }),
  ...uploadEnv,
  // Enquiries: a failed e-mail is announced to the control server below (GET /alerts lists them);
  // the housekeeping runs every 5 seconds and keeps enquiries for 45 seconds, so that the specs
  // see an old one deleted and a recent one kept.
  ENQUIRY_ALERT_WEBHOOK_URL: `http://127.0.0.1:${controlPort}/alert`,
  ENQUIRY_HOUSEKEEPING_RULE: '*/5 * * * * *',
  ...(process.argv.includes('--load-enquiries') ? {} : { ENQUIRY_RETENTION_DAYS: String(45 / 86_400) }),
  PREVIEW_SECRET: previewSecret,
  PREVIEW_SITE_URL: edgeUrl,
  // The site's origin: with the preview host, the only browser origins CORS lets read the API.
  SITE_URL: `http://127.0.0.1:${sitePort}`,
  CORS_ORIGINS: '',
  // The rebuild requests arrive at the control server below (GET /rebuilds lists them), after
  // half a second of quiet; scheduled posts are looked at every 5 seconds.
  REBUILD_DISPATCH_URL: `http://127.0.0.1:${controlPort}/rebuild`,
  REBUILD_DISPATCH_TOKEN: rebuildToken,
  REBUILD_DEBOUNCE_MS: '500',
  SCHEDULE_RULE: '*/5 * * * * *',
  BROWSER: 'false',
};

/** The throwaway PostgreSQL of a --postgres run: a fresh, empty database, seeded by Strapi. */
const postgres = onPostgres ? await startPostgres({ port: postgresPort }) : null;
if (postgres) {
  Object.assign(strapiEnv, { DATABASE_CLIENT: 'postgres', DATABASE_URL: postgres.url, DATABASE_POOL_MIN: '0' });
  console.log(`Strapi on PostgreSQL (${postgres.url})`);
}

/**
 * The admin panel, built from cms/ (26 s here) for the editor's journey in the real admin
 * (e2e/strapi/admin-journey.spec.ts). Kept between runs, like cms/node_modules, under a key of
 * everything it is built from; --no-admin skips it.
 */
function ensureAdminBuild() {
  // Its inputs: the packages, the admin's configuration, and the admin code of the CMS's own plugins.
  const plugins = readdirSync(`${cmsDir}/src/plugins`, { recursive: true })
    .map(String)
    .filter((f) => f.includes('admin') || f.endsWith('package.json'))
    .sort()
    .map((f) => `src/plugins/${f}`)
    .filter((f) => statSync(`${cmsDir}/${f}`).isFile());
  const inputs = ['package-lock.json', 'config/admin.js', 'config/plugins.js', 'scripts/build-admin.js', ...plugins]
    .map((f) => `${f}\n${readFileSync(`${cmsDir}/${f}`)}`)
    .join('\n');
  const key = createHash('sha256').update(inputs).digest('hex').slice(0, 16);
  const stamp = `${cmsDir}/build/.build-key`;
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === key) return;
  const cache = `${process.env.XDG_CACHE_HOME ?? `${homedir()}/.cache`}/agency-site/cms-admin-build-${key}`;
  rmSync(`${cmsDir}/build`, { recursive: true, force: true });
  if (existsSync(cache)) {
    cpSync(cache, `${cmsDir}/build`, { recursive: true });
    console.log(`Admin panel restored from ${cache}`);
    return;
  }
  const t0 = Date.now();
  const build = spawnSync(process.execPath, ['scripts/build-admin.js'], {
    cwd: cmsDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('The admin panel did not build (cms/scripts/build-admin.js).');
  writeFileSync(stamp, key);
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(cache, { recursive: true });
  cpSync(`${cmsDir}/build`, cache, { recursive: true });
  console.log(`Admin panel built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
const withAdmin = !process.argv.includes('--no-admin');
if (withAdmin) {
  ensureAdminBuild();
  strapiEnv.SERVE_ADMIN_PANEL = 'true';
}

/**
 * The site built against this Strapi into `outDir`. On Cloudflare Pages the build sees the
 * Function's variables too: they must stay out of dist. The e2e's fake EmailJS identifiers let
 * the wizard send (the specs intercept EmailJS).
 */
function buildSite(outDir) {
  const t0 = Date.now();
  const build = spawnSync(process.execPath, ['scripts/build/build.mjs', '--outDir', outDir], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...testEnv,
      PUBLIC_STRAPI_URL: strapiUrl,
      MEDIA_URL: uploadEnv.UPLOAD_S3_PUBLIC_URL,
      // Cloudflare's test site key: the wizard shows its Turnstile check (e2e/strapi/turnstile.spec.ts).
      PUBLIC_TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
      ...previewEnv(),
      ...enquiryEnv(),
    },
  });
  if (build.status !== 0) throw new Error(`The site did not build against Strapi (${outDir}).`);
  console.log(`Site built against Strapi in ${((Date.now() - t0) / 1000).toFixed(1)} s (${outDir})`);
}

// The backup and restore round trip runs after the specs of a whole run (not with `-- <spec>`) on
// PostgreSQL, the production database: a backup is Strapi's own export and import, the same code
// on any database, and SQLite is a developer's (docs/operators.md). Or alone, on either, with
// --no-tests --backup-round-trip (with --posts 500 to time it on a bigger blog).
const withRoundTrip =
  process.argv.includes('--backup-round-trip') || (onPostgres && !(process.argv.includes('--no-tests') || process.argv.includes('--')));

/**
 * The operator's backup and restore (cms/scripts/backup.js, restore.js), proven: the content
 * read and the site built; a backup; then the database and the bucket lost (a fresh, empty
 * database and store); the restore into them; and the same content (drafts too), uploads and
 * build. Returns the exit code.
 */
async function backupRoundTrip() {
  const key = randomBytes(24).toString('base64url');
  const backups = `${cmsDir}/.tmp/backups`;
  rmSync(backups, { recursive: true, force: true });
  // The specs' 45-second retention would delete the round trip's enquiries while it runs: a
  // year, as in production, from here on (the second instance, which would apply it too, goes).
  await stopGroup(second);
  second = null;
  await stopStrapi();
  strapiEnv.ENQUIRY_RETENTION_DAYS = '365';
  await startStrapi();
  const token = () => readFileSync(tokenFile, 'utf8').trim();
  await addEditorsContent(strapiUrl, token(), readFileSync(enquiryTokenFile, 'utf8').trim());
  const before = await contentSnapshot(strapiUrl, token(), await signInAsTestAdmin(strapiUrl));
  buildSite('dist-backup-before');
  // The operator's set-up: the backups' own bucket, read back by name ("latest").
  const backupEnv = { ...strapiEnv, ...s3BackupEnv({ port: s3Port, bucket: backupBucket }), BACKUP_ENCRYPTION_KEY: key };
  const timed = (script, args) => {
    const t0 = Date.now();
    const run = spawnSync(process.execPath, [script, ...args], { cwd: cmsDir, stdio: 'inherit', env: backupEnv });
    if (run.status !== 0) throw new Error(`cms/${script} failed (exit ${run.status}).`);
    return (Date.now() - t0) / 1000;
  };
  const leftovers = await plaintextLeftAfterStops(key, backups);
  // Into the backups' own bucket, as the CMS's schedule makes them.
  const backupSeconds = timed('scripts/backup.js', []);
  // s3rver keeps each object as <key>._S3rver_object.
  const [file] = readdirSync(`${s3Dir}/${backupBucket}`)
    .filter((f) => f.endsWith('._S3rver_object'))
    .map((f) => f.replace(/\._S3rver_object$/, ''));
  // Everything lost: the CMS stopped, an empty uploads bucket, an empty database. The backups'
  // bucket is elsewhere (another account or provider) and survives.
  await stopStrapi();
  await stopStore();
  rmSync(`${s3Dir}/${s3Bucket}`, { recursive: true, force: true });
  await startStore();
  if (postgres) await postgres.recreateDatabase();
  else for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${cmsDir}/${dbFile}${suffix}`, { force: true });
  strapiEnv.SEED_SAMPLE_CONTENT = 'false';
  const restoreSeconds = timed('scripts/restore.js', ['latest', '--yes']);
  await startStrapi();
  // A restore brings back content, not API tokens or administrators: the operator makes them again, as here.
  const session = await writeTestTokens(strapiUrl, { full: tokenFile });
  const after = await contentSnapshot(strapiUrl, token(), session);
  buildSite('dist-backup-after');
  const contentDiff = snapshotDifferences(before, after);
  const buildDiff = buildDifferences(`${root}dist-backup-before`, `${root}dist-backup-after`);
  console.log(`Backup and restore round trip: ${JSON.stringify(snapshotCounts(before))}`);
  console.log(
    `  backup ${backupSeconds.toFixed(1)} s into the bucket ${backupBucket} (${file}), restore of "latest" ${restoreSeconds.toFixed(1)} s`,
  );
  console.log(
    `  content and uploads: ${contentDiff.length ? `${contentDiff.length} differences:\n    ${contentDiff.slice(0, 20).join('\n    ')}` : 'the same'}`,
  );
  console.log(
    `  the site built from it: ${buildDiff.length ? `${buildDiff.length} files differ: ${buildDiff.slice(0, 20).join(', ')}` : 'identical'}`,
  );
  const complete = snapshotIsComplete(before);
  if (!complete)
    console.log('  the content read before the backup lacks a kind it must hold (drafts, a redirect, SEO fields, covers, avatars)');
  console.log(
    `  stopped mid-export and given a changed file: ${leftovers.length ? `left behind ${leftovers.join(', ')}` : 'nothing left behind'}`,
  );
  const ok =
    leftovers.length === 0 &&
    complete &&
    contentDiff.length === 0 &&
    buildDiff.length === 0 &&
    Object.values(before.bytes).every((h) => !h.startsWith('HTTP'));
  if (ok) for (const dir of ['dist-backup-before', 'dist-backup-after']) rmSync(`${root}${dir}`, { recursive: true, force: true });
  rmSync(backups, { recursive: true, force: true });
  return ok ? 0 : 1;
}

/**
 * A backup stopped by SIGTERM while it exports, and a restore given a file changed by one byte:
 * each must leave no export, opened or sealed-in-part, in its temporary folder or its output
 * folder. Returns what was left behind (empty when nothing was).
 */
async function plaintextLeftAfterStops(key, backups) {
  const tmp = `${cmsDir}/.tmp/stop-tmp`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const env = { ...strapiEnv, BACKUP_ENCRYPTION_KEY: key, TMPDIR: tmp };
  const left = () => [
    ...readdirSync(tmp, { recursive: true }).map((f) => `tmp/${f}`),
    ...(existsSync(backups) ? readdirSync(backups).map((f) => `backups/${f}`) : []),
  ];
  const backup = startGroup(process.execPath, ['scripts/backup.js', '--out', backups], { cwd: cmsDir, env, stdio: 'ignore' });
  // Stopped once the export has begun writing into its folder.
  const until = Date.now() + 60_000;
  while (Date.now() < until && !readdirSync(tmp, { recursive: true }).some((f) => String(f).includes('export'))) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const exporting = readdirSync(tmp, { recursive: true }).length > 0;
  // To the script only, as a platform stops its job: it must stop its export and clean up itself.
  const exited = new Promise((r) => (backup.exitCode !== null ? r() : backup.once('exit', r)));
  process.kill(backup.pid, 'SIGTERM');
  await exited;
  await stopGroup(backup);
  const afterBackup = left();
  // A whole backup, one byte of it changed, given to the restore.
  const whole = spawnSync(process.execPath, ['scripts/backup.js', '--out', `${tmp}/whole`], {
    cwd: cmsDir,
    env: { ...env, TMPDIR: `${cmsDir}/.tmp` },
    stdio: 'ignore',
  });
  if (whole.status !== 0) return ['(the backup to tamper with failed)'];
  const [file] = readdirSync(`${tmp}/whole`);
  const bytes = readFileSync(`${tmp}/whole/${file}`);
  bytes[bytes.length >> 1] ^= 1;
  writeFileSync(`${cmsDir}/.tmp/tampered.sealed`, bytes);
  rmSync(`${tmp}/whole`, { recursive: true, force: true });
  const restore = spawnSync(process.execPath, ['scripts/restore.js', `${cmsDir}/.tmp/tampered.sealed`, '--yes'], {
    cwd: cmsDir,
    env,
    encoding: 'utf8',
  });
  rmSync(`${cmsDir}/.tmp/tampered.sealed`, { force: true });
  const refused = restore.status !== 0 && /the file was changed/.test(restore.stderr);
  return [
    ...(exporting ? [] : ['(the backup was not caught exporting)']),
    ...afterBackup,
    ...left().filter((f) => !afterBackup.includes(f)),
    ...(refused ? [] : [`(the restore did not refuse the changed file: exit ${restore.status})`]),
  ];
}

let strapi = null;
const startedAt = { cold: 0, warm: 0 };

async function waitFor(url, ms, server = null) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // A server that died while starting will not answer: say so now, not after the timeout.
    if (server && server.exitCode !== null) throw new Error(`${url}: the server exited with code ${server.exitCode} while starting`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms / 1000}s`);
}

async function answers(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

async function startStrapi() {
  const t0 = Date.now();
  strapi = startGroup(`${cmsDir}/node_modules/.bin/strapi`, ['start'], {
    cwd: cmsDir,
    env: strapiEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`${strapiUrl}/_health`, 120_000, strapi);
  return Date.now() - t0;
}

async function stopStrapi() {
  await stopGroup(strapi);
  strapi = null;
}

/**
 * The second instance of a --postgres run: the same environment (secrets, tokens, cron rules,
 * rebuild and alert addresses) on another port, started once the first has seeded the database.
 * It is not stopped by the control endpoint: the specs that stop Strapi run on SQLite only.
 */
let second = null;
async function startSecondStrapi() {
  const t0 = Date.now();
  const env = { ...strapiEnv, PORT: String(secondPort), SEED_SAMPLE_CONTENT: 'false' };
  second = startGroup(`${cmsDir}/node_modules/.bin/strapi`, ['start'], { cwd: cmsDir, env, stdio: ['ignore', 'inherit', 'inherit'] });
  await waitFor(`http://127.0.0.1:${secondPort}/_health`, 120_000, second);
  console.log(
    `A second Strapi on the same PostgreSQL is up in ${((Date.now() - t0) / 1000).toFixed(1)} s on http://127.0.0.1:${secondPort}`,
  );
}

let store = null;
/** The S3-compatible store of the uploads; the specs can stop it (the bucket gone) and start it again. */
async function startStore() {
  store = startGroup(process.execPath, ['scripts/harness/s3-store.mjs', String(s3Port), s3Dir, `${s3Bucket},${backupBucket}`], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${s3Port}/${s3Bucket}/`, 30_000, store);
}
async function stopStore() {
  await stopGroup(store);
  store = null;
}

/** Publish n posts through Strapi's REST API, as editors would (for build measurements). */
async function createPosts(n) {
  const token = readFileSync(tokenFile, 'utf8').trim();
  const t0 = Date.now();
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${strapiUrl}/api/blogs?status=published`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: {
          title: `Generated post number ${i}`,
          slug: `generated-post-${i}`,
          content: [{ type: 'paragraph', children: [{ type: 'text', text: `Body of generated post ${i}. `.repeat(20) }] }],
        },
      }),
    });
    if (!res.ok) throw new Error(`Creating post ${i} failed: ${res.status} ${await res.text()}`);
  }
  console.log(`Created ${n} posts through the API in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

const control = createServer(async (req, res) => {
  try {
    if (req.url === '/rebuild' && req.method === 'POST') {
      let body = '';
      for await (const chunk of req) body += chunk;
      rebuilds.push({ at: Date.now(), authorized: req.headers.authorization === `Bearer ${rebuildToken}`, body: JSON.parse(body) });
      return res.writeHead(204).end();
    }
    if (req.url === '/rebuilds') return res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(rebuilds));
    if (req.url === '/alert' && req.method === 'POST') {
      let body = '';
      for await (const chunk of req) body += chunk;
      alerts.push({ at: Date.now(), body: JSON.parse(body) });
      return res.writeHead(204).end();
    }
    if (req.url === '/alerts') return res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(alerts));
    if (req.url === '/siteverify' && req.method === 'POST') {
      // Turnstile's siteverify as Cloudflare answers it: the secret must be the site's, and a
      // token passes once (the wizard's stand-in widget, e2e/support/enquiry.ts, makes them).
      let body = '';
      for await (const chunk of req) body += chunk;
      const { secret, response } = JSON.parse(body);
      const fresh = /^e2e-turnstile-[0-9a-f-]{36}$/.test(response ?? '') && !turnstileChecks.some((c) => c.token === response);
      const success = secret === turnstileSecret && fresh;
      turnstileChecks.push({ token: response, success });
      return res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(success ? { success } : { success, 'error-codes': [fresh ? 'invalid-input-secret' : 'timeout-or-duplicate'] }));
    }
    if (req.url === '/siteverify-checks')
      return res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(turnstileChecks));
    if (req.url === '/s3/stop') await stopStore();
    else if (req.url === '/s3/start') await startStore();
    else if (req.url === '/strapi/stop') await stopStrapi();
    else if (req.url === '/strapi/start') startedAt.warm = await startStrapi();
    else return res.writeHead(404).end();
    res.writeHead(204).end();
  } catch (err) {
    res.writeHead(500).end(String(err));
  }
});

let site = null;
let edge = null;
let turnstileEdge = null;
/** The first administrator's session, signed in once for the tokens and shared with the specs. */
let adminSession = '';
let exitCode = 1;
stopAllOnExit(async () => {
  control.close();
});
try {
  control.listen(controlPort, '127.0.0.1');
  await startStore();
  startedAt.cold = await startStrapi();
  console.log(`Strapi seeded and up in ${(startedAt.cold / 1000).toFixed(1)} s on ${strapiUrl}`);
  adminSession = await writeTestTokens(strapiUrl, { full: tokenFile, preview: previewTokenFile, enquiry: enquiryTokenFile });
  if (postgres) await startSecondStrapi();
  const extra = process.argv.includes('--posts') ? Number(process.argv[process.argv.indexOf('--posts') + 1]) : 0;
  if (extra) await createPosts(extra);

  buildSite('dist-strapi');

  site = startGroup('npx', ['astro', 'preview', '--outDir', 'dist-strapi', '--port', String(sitePort), '--host', '127.0.0.1'], {
    cwd: root,
    stdio: 'ignore',
  });
  await waitFor(`http://127.0.0.1:${sitePort}/`, 60_000, site);
  if (hasEdge) {
    if (await answers(`${edgeUrl}/`))
      throw new Error(`Port ${edgePort} is taken (set E2E_STRAPI_EDGE_PORT): not reusing a server this run did not start.`);
    // preview-edge.mjs keeps wrangler and workerd in its own group: stopping the group stops all.
    edge = startGroup(process.execPath, ['scripts/harness/preview-edge.mjs', String(edgePort), 'dist-strapi'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PUBLIC_STRAPI_URL: strapiUrl,
        EDGE_INSPECTOR_PORT: String(edgeInspectorPort),
        ...previewEnv(),
        ...enquiryEnv(),
        // The late-post Function reuses the CMS's answers for 2 s, not a minute: the specs publish and look at once.
        LATE_POST_CACHE_SECONDS: '2',
      },
    });
    await waitFor(`${edgeUrl}/`, 90_000, edge);
    turnstileEdge = startGroup(process.execPath, ['scripts/harness/preview-edge.mjs', String(turnstileEdgePort), 'dist-strapi'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PUBLIC_STRAPI_URL: strapiUrl,
        EDGE_INSPECTOR_PORT: String(turnstileInspectorPort),
        ...enquiryEnv(),
        TURNSTILE_SECRET_KEY: turnstileSecret,
        TURNSTILE_VERIFY_URL: `http://127.0.0.1:${controlPort}/siteverify`,
      },
    });
    await waitFor(`http://127.0.0.1:${turnstileEdgePort}/`, 90_000, turnstileEdge);
  } else console.warn('Skipping the draft preview specs: run `npm install --prefix edge` to include them.');

  if (process.argv.includes('--load-enquiries')) {
    if (!edge) throw new Error('The enquiry load test needs the edge: npm install --prefix edge.');
    const report = await loadEnquiries({ edgeUrl, strapiUrl, limit: { requests: 60, seconds: 60 } });
    console.log(JSON.stringify(report, null, 2));
    exitCode = report.lost === 0 && report.doubled === 0 && report.mostAdmittedInOneWindow <= 61 ? 0 : 1;
  } else {
    const specs = process.argv.includes('--no-tests') ? 0 : await runSpecs();
    // A round trip that throws leaves the run failed (exitCode is 1 until here).
    const roundTrip = withRoundTrip ? await backupRoundTrip() : 0;
    exitCode = specs || roundTrip;
  }
  console.log(
    `Strapi start: cold (first, with seed) ${(startedAt.cold / 1000).toFixed(1)} s${startedAt.warm ? `, warm (restart) ${(startedAt.warm / 1000).toFixed(1)} s` : ''}`,
  );
} catch (err) {
  console.error(err);
} finally {
  await stopGroup(site);
  await stopGroup(edge);
  await stopGroup(turnstileEdge);
  await stopStrapi();
  await stopGroup(second);
  await stopStore();
  await postgres?.stop();
  await new Promise((r) => control.close(r));
}
try {
  await assertPortsFree([
    strapiPort,
    sitePort,
    controlPort,
    sparePort,
    s3Port,
    ...(hasEdge ? [edgePort, turnstileEdgePort] : []),
    ...(postgres ? [postgresPort, secondPort] : []),
  ]);
} catch (err) {
  console.error(err.message);
  exitCode = 1;
}
process.exit(exitCode);

/** The e2e/strapi specs, run asynchronously so this process keeps answering stop/start. */
async function runSpecs() {
  // One admin session for the whole run (e2e/support/strapi-admin.ts): Strapi allows five
  // sign-ins per address and e-mail in five minutes, and a spec's beforeAll runs again after a failure.
  const session = adminSession;
  // One worker: two spec files stop and start the same Strapi.
  const extra = process.argv.includes('--') ? process.argv.slice(process.argv.indexOf('--') + 1) : [];
  // On PostgreSQL, what the database answers: a test tagged @any-database (ANY_DATABASE in
  // e2e/support/strapi-admin.ts) has the same outcome on any database, and the SQLite run has it.
  const only = onPostgres ? ['--grep-invert', '@any-database'] : [];
  const run = startGroup('npx', ['playwright', 'test', '--project=strapi', '--workers=1', ...only, ...extra], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      STRAPI_E2E: '1',
      STRAPI_URL: strapiUrl,
      STRAPI_TOKEN: readFileSync(tokenFile, 'utf8').trim(),
      STRAPI_CONTROL: `http://127.0.0.1:${controlPort}`,
      STRAPI_SPARE_PORT: String(sparePort),
      STRAPI_MEDIA_URL: uploadEnv.UPLOAD_S3_PUBLIC_URL,
      STRAPI_MEDIA_DIR: `${s3Dir}/${s3Bucket}`,
      // The backups' bucket on the same store, for e2e/strapi/backups.spec.ts.
      STRAPI_BACKUP_ENV: JSON.stringify(s3BackupEnv({ port: s3Port, bucket: backupBucket })),
      STRAPI_BACKUP_DIR: `${s3Dir}/${backupBucket}`,
      STRAPI_ADMIN_SESSION: session,
      // Where Strapi keeps its rows, for the specs that prove something is gone from the database itself.
      STRAPI_DATABASE: postgres ? postgres.url : `${cmsDir}/${dbFile}`,
      ...(second ? { STRAPI_SECOND_URL: `http://127.0.0.1:${secondPort}` } : {}),
      STRAPI_SITE_URL: `http://127.0.0.1:${sitePort}`,
      ...(withAdmin ? { STRAPI_ADMIN_BUILT: '1' } : {}),
      ...previewEnv(),
      ...(edge ? { STRAPI_EDGE_URL: edgeUrl, STRAPI_TURNSTILE_EDGE_URL: `http://127.0.0.1:${turnstileEdgePort}` } : {}),
    },
  });
  return new Promise((resolve) => run.on('exit', (code) => resolve(code ?? 1)));
}

/**
 * The enquiry Function's create-only token (scripts/harness/strapi-tokens.mjs), and a rate limit the
 * browser specs (all from 127.0.0.1) stay under; the burst spec comes from addresses of its own.
 */
function enquiryEnv() {
  return { STRAPI_ENQUIRY_TOKEN: readFileSync(enquiryTokenFile, 'utf8').trim(), ENQUIRY_RATE_LIMIT: '60/60' };
}

/** The draft preview's shared secret and the edge's read-only token (scripts/harness/strapi-tokens.mjs). */
function previewEnv() {
  return { PREVIEW_SECRET: previewSecret, STRAPI_PREVIEW_TOKEN: readFileSync(previewTokenFile, 'utf8').trim() };
}
