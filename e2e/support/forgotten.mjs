// The backup round trip's second half (e2e/strapi/backup-round-trip.spec.ts): a person who asked to be forgotten stays
// forgotten through a restore of a backup made before the erasure, and whoever holds the CMS host
// (its key to the backups' bucket, its encryption key) can neither wipe the backups nor pass an
// old one off as the newest.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { S3_CREDENTIALS } from '../../scripts/harness/s3-store.mjs';
import { storeEnquiry } from './cms-snapshot.mjs';

/** Two enquiries from one address (in two cases), as the edge stores them; answers the address. */
export async function addPersonToForget(strapiUrl, enquiryToken) {
  const email = `forget-me-${Date.now()}@example.com`;
  for (const [i, address] of [email, email.toUpperCase()].entries()) {
    await storeEnquiry(strapiUrl, enquiryToken, {
      submissionKey: randomUUID(),
      firstName: `Forget${i}`,
      lastName: 'Me',
      email: address,
      phoneNumber: '312 555 0199',
      businessSituation: 'Just getting started',
      goals: 'Build a new website',
      hasWebsite: 'No',
      websiteUrl: '',
      budget: '$1,000-$2,500',
      timeframe: 'ASAP',
      notes: 'Please forget me later.',
      page: '/contact',
      emailOutcome: 'sent',
      emailError: '',
    });
  }
  return email;
}

/** The person's enquiries as the privacy plugin finds them (a query of the database itself). */
export async function enquiriesOf(strapiUrl, adminSession, email) {
  const res = await fetch(`${strapiUrl}/privacy/enquiries?email=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${adminSession}` },
  });
  if (!res.ok) throw new Error(`Finding the enquiries of an address failed: ${res.status} ${await res.text()}`);
  return (await res.json()).data.enquiries;
}

/** The erasure the admin panel's "Erase for good" makes: the enquiries shown, by id. Answers how many. */
export async function eraseAsAdministrator(strapiUrl, adminSession, email) {
  const shown = await enquiriesOf(strapiUrl, adminSession, email);
  const res = await fetch(`${strapiUrl}/privacy/erasures`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminSession}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, ids: shown.map((e) => e.documentId) }),
  });
  if (!res.ok) throw new Error(`The erasure failed: ${res.status} ${await res.text()}`);
  return (await res.json()).data.erased;
}

/** Where the person could still be after a restore: the admin's list, the Content API, the database. */
export async function wherePersonRemains(strapiUrl, adminSession, email) {
  const remains = [];
  const admin = await fetch(
    `${strapiUrl}/content-manager/collection-types/api::enquiry.enquiry?filters[email][$eqi]=${encodeURIComponent(email)}&pageSize=100`,
    { headers: { Authorization: `Bearer ${adminSession}` } },
  );
  const listed = (await admin.json()).results ?? [];
  if (!admin.ok || listed.length) remains.push(`the admin's Enquiries (${admin.status}, ${listed.length})`);
  const api = await fetch(`${strapiUrl}/api/enquiries?filters[email][$eqi]=${encodeURIComponent(email)}`);
  if (![403, 404, 405].includes(api.status)) remains.push(`the Content API (${api.status})`);
  const rows = await enquiriesOf(strapiUrl, adminSession, email);
  if (rows.length) remains.push(`the database (${rows.length} rows)`);
  return remains;
}

/**
 * What whoever holds the CMS host tries against the backups' bucket, with the host's key and the
 * backups' encryption key: delete the pre-erasure backup, write over it, pass it off as the
 * newest (a copy under a newer name, garbage under a far newer one), and rewrite the erasure log.
 * The bucket's policy refuses every write over an object; what it lets in (new names) the restore
 * and /_health pass over, since they trust seals, not names. Each must fail; answers what did not.
 * Leaves the planted objects in the bucket, for the round trip's restore of "latest" to pass over.
 */
export async function hostAttacks({ cmsDir, runDir, backupEnv, bucket, name }) {
  const cmsRequire = createRequire(`${cmsDir}/package.json`);
  const { S3Client, CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, PutObjectCommand } = cmsRequire('@aws-sdk/client-s3');
  const client = (credentials) =>
    new S3Client({
      region: 'us-east-1',
      endpoint: backupEnv.BACKUP_S3_ENDPOINT,
      forcePathStyle: true,
      credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const host = client({ accessKeyId: backupEnv.BACKUP_S3_ACCESS_KEY_ID, secretAccessKey: backupEnv.BACKUP_S3_SECRET_ACCESS_KEY });
  const operator = client(S3_CREDENTIALS);
  const failures = [];
  const restore = (args) =>
    spawnSync(process.execPath, ['scripts/restore.js', ...args, '--yes'], { cwd: cmsDir, env: backupEnv, encoding: 'utf8' });
  const outcome = (promise) =>
    promise.then(
      () => 'done',
      (err) => `${err.$metadata?.httpStatusCode} ${err.name}`,
    );
  const bytesOf = async (key) =>
    Buffer.from(await (await host.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body.transformToByteArray());
  const genuine = await bytesOf(name);

  // 1. Wipe it.
  const deleted = await outcome(host.send(new DeleteObjectCommand({ Bucket: bucket, Key: name })));
  if (!deleted.includes('AccessDenied')) failures.push(`a delete with the host's key answered ${deleted}, not AccessDenied`);

  // 2. Write over it: a put, a copy, a conditional put. The bucket's policy and If-None-Match refuse each.
  const over = [
    ['a put over the backup', outcome(host.send(new PutObjectCommand({ Bucket: bucket, Key: name, Body: 'garbage' })))],
    ['a copy over the backup', outcome(host.send(new CopyObjectCommand({ Bucket: bucket, Key: name, CopySource: `${bucket}/${name}` })))],
    [
      'a conditional put over the backup',
      outcome(host.send(new PutObjectCommand({ Bucket: bucket, Key: name, Body: 'x', IfNoneMatch: '*' }))),
    ],
  ];
  for (const [what, answer] of over) {
    const said = await answer;
    if (!/^(403 AccessDenied|412 PreconditionFailed)$/.test(said)) failures.push(`${what} answered ${said}`);
  }
  if (!(await bytesOf(name)).equals(genuine)) failures.push('the backup changed under the host key’s writes');

  // 3. Planted under new names, which the policy lets the host put: a copy of it under a newer
  //    name, garbage under a far newer one. Neither may become "latest", nor be restored by name.
  const copyName = name.replace(/\d{8}T\d{6}Z/, '29991230T235959Z');
  const garbageName = name.replace(/\d{8}T\d{6}Z/, '29991231T235959Z');
  await host.send(new PutObjectCommand({ Bucket: bucket, Key: copyName, Body: genuine, IfNoneMatch: '*' }));
  await host.send(new PutObjectCommand({ Bucket: bucket, Key: garbageName, Body: 'garbage', IfNoneMatch: '*' }));
  for (const [planted, why] of [
    [copyName, /it holds the backup sealed as .* renamed or copied/],
    [garbageName, /not a CMS backup/],
  ]) {
    const named = restore([planted, '--on-purpose']);
    if (named.status === 0 || !why.test(named.stderr))
      failures.push(`restore of the planted ${planted}: exit ${named.status}, ${named.stderr.trim().slice(0, 300)}`);
  }
  // /_health's last good backup comes from seals too, never from the planted names.
  const { newestInBucket } = cmsRequire('./src/backup/schedule.js');
  const newest = await newestInBucket(backupEnv);
  const [, d, t] = /(\d{8})T(\d{6})Z/.exec(name);
  const expected = `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}T${t.slice(0, 2)}:${t.slice(2, 4)}:${t.slice(4)}`;
  if (!newest?.startsWith(expected)) failures.push(`the last good backup /_health would name: ${newest}, not ${expected}`);

  // 4. Its sealed name changed to the newer one (same length): the seal refuses it, on purpose or not.
  const forged = Buffer.from(genuine.toString('latin1').replace(name, copyName), 'latin1');
  const forgedFile = `${runDir}/${copyName}`;
  writeFileSync(forgedFile, forged);
  const tampered = restore([forgedFile, '--on-purpose']);
  if (tampered.status === 0 || !/the file was changed/.test(tampered.stderr))
    failures.push(`restore of a backup whose sealed name was changed: exit ${tampered.status}, ${tampered.stderr.trim().slice(0, 200)}`);
  if (readFileSync(forgedFile).equals(genuine)) failures.push('(the forged backup was not changed)');

  // 5. The erasure log: the host's key cannot write over its entry; an entry replaced all the same
  //    (a store without the policy, or a key that escapes it: the operator's here) stops the restore.
  const entry = 'erasures/000000000001.json';
  const original = await bytesOf(entry);
  for (const extra of [{}, { IfNoneMatch: '*' }]) {
    const said = await outcome(host.send(new PutObjectCommand({ Bucket: bucket, Key: entry, Body: '{}', ...extra })));
    if (!/^(403 AccessDenied|412 PreconditionFailed)$/.test(said)) failures.push(`a write over the erasure log's entry answered ${said}`);
  }
  await operator.send(new PutObjectCommand({ Bucket: bucket, Key: entry, Body: 'garbage' }));
  const broken = restore(['latest']);
  if (broken.status === 0 || !/000000000001\.json .*fails its check/.test(broken.stderr))
    failures.push(`restore with an erasure-log entry replaced: exit ${broken.status}, ${broken.stderr.trim().slice(0, 300)}`);
  // The runbook's mend: the operator puts the entry's original back (an old version, under Object Lock).
  await operator.send(new PutObjectCommand({ Bucket: bucket, Key: entry, Body: original }));
  // And an object under the log's prefix that is no entry: passed over by the restore, with a line.
  await host.send(new PutObjectCommand({ Bucket: bucket, Key: 'erasures/not-an-entry.json', Body: '{"forged":true}', IfNoneMatch: '*' }));
  return failures;
}
