// The operator's backup and restore (cms/scripts/backup.js, restore.js) proven end to end on a
// run's Strapi and store: the round trip, and what a stopped or tampered run leaves behind.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { startGroup, stopGroup } from '../processes.mjs';
import { signInAsTestAdmin } from '../strapi-env.mjs';
import { writeTestTokens } from '../strapi-tokens.mjs';
import {
  addEditorsContent,
  buildDifferences,
  contentSnapshot,
  snapshotCounts,
  snapshotDifferences,
  snapshotIsComplete,
} from '../cms-snapshot.mjs';
import { buildSite } from './servers.mjs';
import { addPersonToForget, eraseAsAdministrator, hostAttacks, wherePersonRemains } from './forgotten.mjs';

/**
 * The operator's backup and restore (cms/scripts/backup.js, restore.js), proven: the content
 * read and the site built; a backup; then the database and the bucket lost (a fresh, empty
 * database and store); the restore into them; and the same content (drafts too), uploads and
 * build; and, in between, a person's erasure that the restore of the earlier backup must not
 * undo, and what whoever holds the host tries against the bucket (./forgotten.mjs). Returns the
 * exit code.
 */
export async function backupRoundTrip(run, servers, postgres) {
  const { cmsDir, root, strapiEnv, files } = run;
  const s3Dir = files.s3;
  const key = randomBytes(24).toString('base64url');
  const backups = `${files.dir}/backups`;
  // The site built before the backup and after the restore, named after the run's own build.
  const [buildBefore, buildAfter] = ['before', 'after'].map((when) => `${run.siteDist}-backup-${when}`);
  rmSync(backups, { recursive: true, force: true });
  // The specs' 45-second retention would delete the round trip's enquiries while it runs: a
  // year, as in production, from here on (the second instance, which would apply it too, goes).
  await servers.stopSecondStrapi();
  await servers.stopStrapi();
  strapiEnv.ENQUIRY_RETENTION_DAYS = '365';
  // The CMS as an operator sets it up: the backups' bucket and the host's key to it, which is
  // where its erasure log goes (the schedule off: the round trip makes its backups itself).
  Object.assign(strapiEnv, run.backupEnv(), { BACKUP_SCHEDULE: 'off' });
  await servers.startStrapi();
  const strapiUrl = run.urls.strapi;
  const enquiryToken = readFileSync(files.enquiryToken, 'utf8').trim();
  await addEditorsContent(strapiUrl, run.fullToken(), enquiryToken);
  const forgotten = await addPersonToForget(strapiUrl, enquiryToken);
  const before = await contentSnapshot(strapiUrl, run.fullToken(), await signInAsTestAdmin(strapiUrl));
  buildSite(run, buildBefore);
  // The operator's set-up: the backups' own bucket, read back by name ("latest").
  const backupEnv = { ...strapiEnv, ...run.backupEnv(), BACKUP_ENCRYPTION_KEY: key };
  const timed = (script, args) => {
    const t0 = Date.now();
    const run = spawnSync(process.execPath, [script, ...args], { cwd: cmsDir, stdio: 'inherit', env: backupEnv });
    if (run.status !== 0) throw new Error(`cms/${script} failed (exit ${run.status}).`);
    return (Date.now() - t0) / 1000;
  };
  const leftovers = await plaintextLeftAfterStops(run, key, backups);
  // Into the backups' own bucket, as the CMS's schedule makes them.
  const backupSeconds = timed('scripts/backup.js', []);
  // s3rver keeps each object as <key>._S3rver_object; the newest is this one (the schedule's spec made older ones).
  const file = readdirSync(`${s3Dir}/${run.buckets.backups}`)
    .filter((f) => f.endsWith('._S3rver_object'))
    .map((f) => f.replace(/\._S3rver_object$/, ''))
    .sort()
    .at(-1);
  // The person asks to be forgotten, after that backup; then the host's key tries its worst.
  const erased = await eraseAsAdministrator(strapiUrl, await signInAsTestAdmin(strapiUrl), forgotten);
  const attacks = await hostAttacks({ cmsDir, runDir: files.dir, backupEnv, bucket: run.buckets.backups, name: file });
  // Everything lost: the CMS stopped, an empty uploads bucket, an empty database. The backups'
  // bucket is elsewhere (another account or provider) and survives.
  await servers.stopStrapi();
  await servers.stopStore();
  rmSync(`${s3Dir}/${run.buckets.media}`, { recursive: true, force: true });
  await servers.startStore();
  if (postgres) await postgres.recreateDatabase();
  else for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${cmsDir}/${files.db}${suffix}`, { force: true });
  strapiEnv.SEED_SAMPLE_CONTENT = 'false';
  const restoreSeconds = timed('scripts/restore.js', ['latest', '--yes']);
  // The first start after the restore with the bucket (and its erasure log) out of reach: the
  // restored database, which holds the erased person, is not served. Then the bucket is back.
  const heldBack = await restoredNotServedWithoutTheLog(run, servers);
  await servers.startStrapi();
  // A restore brings back content, not API tokens or administrators: the operator makes them again, as here.
  const session = await writeTestTokens(strapiUrl, { full: files.token });
  const after = await contentSnapshot(strapiUrl, run.fullToken(), session);
  // The backup holds the person's enquiries; the CMS, started, erased them again from its log.
  const remains = await wherePersonRemains(strapiUrl, session, forgotten);
  buildSite(run, buildAfter);
  const isForgotten = (e) => String(e.email).toLowerCase() === forgotten;
  const inBackup = before.content.enquiries.published.filter(isForgotten).length;
  before.content.enquiries.published = before.content.enquiries.published.filter((e) => !isForgotten(e));
  const contentDiff = snapshotDifferences(before, after);
  const buildDiff = buildDifferences(`${root}${buildBefore}`, `${root}${buildAfter}`);
  console.log(`Backup and restore round trip: ${JSON.stringify(snapshotCounts(before))}`);
  console.log(
    `  backup ${backupSeconds.toFixed(1)} s into the bucket ${run.buckets.backups} (${file}), restore of "latest" ${restoreSeconds.toFixed(1)} s`,
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
    `  a person erased after the backup (${erased} of their ${inBackup} enquiries in it): after the restore ${remains.length ? `still in ${remains.join(', ')}` : 'in neither the admin, the Content API nor the database'}`,
  );
  console.log(
    `  the host's key against the bucket: ${attacks.length ? attacks.join('; ') : 'no delete, no overwrite, no planted name, no rewritten log entry got through'}`,
  );
  console.log(
    `  the first start after the restore, the bucket down: ${heldBack.length ? heldBack.join('; ') : 'refused to serve, and said why'}`,
  );
  console.log(
    `  stopped mid-export and given a changed file: ${leftovers.length ? `left behind ${leftovers.join(', ')}` : 'nothing left behind'}`,
  );
  // Strapi's export and import write a log into the CMS's folder at each run: the scripts remove it.
  const transferLogs = readdirSync(cmsDir).filter((f) => /^(export|import)_\d+\.log$/.test(f));
  console.log(`  logs of the transfers left in cms/: ${transferLogs.length ? transferLogs.join(', ') : 'none'}`);
  const ok =
    leftovers.length === 0 &&
    erased === 2 &&
    inBackup === 2 &&
    remains.length === 0 &&
    attacks.length === 0 &&
    heldBack.length === 0 &&
    transferLogs.length === 0 &&
    complete &&
    contentDiff.length === 0 &&
    buildDiff.length === 0 &&
    Object.values(before.bytes).every((h) => !h.startsWith('HTTP'));
  if (ok) for (const dir of [buildBefore, buildAfter]) rmSync(`${root}${dir}`, { recursive: true, force: true });
  rmSync(backups, { recursive: true, force: true });
  return ok ? 0 : 1;
}

/**
 * Strapi started on the restored database with the store stopped: it must exit before it serves,
 * saying the erasure log could not be applied. Answers what went otherwise (empty when nothing did).
 */
async function restoredNotServedWithoutTheLog(run, servers) {
  await servers.stopStore();
  const cms = startGroup(`${run.cmsDir}/node_modules/.bin/strapi`, ['start'], {
    cwd: run.cmsDir,
    env: run.strapiEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [cms.stdout, cms.stderr]) stream.on('data', (chunk) => (output += chunk));
  const code = await Promise.race([
    new Promise((resolve) => cms.once('exit', resolve)),
    new Promise((resolve) => setTimeout(() => resolve('still running after 180 s'), 180_000)),
  ]);
  const served = await fetch(`${run.urls.strapi}/_health`).then(
    () => true,
    () => false,
  );
  await stopGroup(cms);
  await servers.startStore();
  const problems = [];
  if (code === 0 || typeof code === 'string' || served)
    problems.push(`Strapi ${typeof code === 'string' ? code : `exited ${code}`}${served ? ', and served' : ''}`);
  if (!/it was restored from .* could not read the erasure log/.test(output))
    problems.push(`it did not say why: ${output.trim().split('\n').slice(-3).join(' / ')}`);
  return problems;
}

/**
 * A backup stopped by SIGTERM while it exports, and a restore given a file changed by one byte:
 * each must leave no export, opened or sealed-in-part, in its temporary folder or its output
 * folder. Returns what was left behind (empty when nothing was).
 */
async function plaintextLeftAfterStops(run, key, backups) {
  const { cmsDir, files } = run;
  const tmp = `${files.dir}/stop-tmp`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const env = { ...run.strapiEnv, BACKUP_ENCRYPTION_KEY: key, TMPDIR: tmp };
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
    env: { ...env, TMPDIR: files.dir },
    stdio: 'ignore',
  });
  if (whole.status !== 0) return ['(the backup to tamper with failed)'];
  const [file] = readdirSync(`${tmp}/whole`);
  const bytes = readFileSync(`${tmp}/whole/${file}`);
  bytes[bytes.length >> 1] ^= 1;
  // Under its own name, so that the seal, not the name, is what refuses it.
  const tampered = `${files.dir}/${file}`;
  writeFileSync(tampered, bytes);
  rmSync(`${tmp}/whole`, { recursive: true, force: true });
  const restore = spawnSync(process.execPath, ['scripts/restore.js', tampered, '--yes'], {
    cwd: cmsDir,
    env,
    encoding: 'utf8',
  });
  rmSync(tampered, { force: true });
  const refused = restore.status !== 0 && /the file was changed/.test(restore.stderr);
  return [
    ...(exporting ? [] : ['(the backup was not caught exporting)']),
    ...afterBackup,
    ...left().filter((f) => !afterBackup.includes(f)),
    ...(refused ? [] : [`(the restore did not refuse the changed file: exit ${restore.status})`]),
  ];
}
