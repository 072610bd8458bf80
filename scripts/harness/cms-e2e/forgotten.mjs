// The backup round trip's second half (round-trip.mjs): a person who asked to be forgotten stays
// forgotten through a restore of a backup made before the erasure, and whoever holds the CMS host
// (its key to the backups' bucket, its encryption key) can neither wipe the backups nor pass an
// old one off as the newest.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { S3_CREDENTIALS } from '../s3-store.mjs';
import { storeEnquiry } from '../cms-snapshot.mjs';

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
      websiteUrl: 'N/A',
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
 * backups' encryption key: delete the pre-erasure backup, and pass it off as the newest (copied
 * under a newer name; its sealed name changed). Each must fail; answers what did not.
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

  // 1. Wipe it.
  const deleted = await host.send(new DeleteObjectCommand({ Bucket: bucket, Key: name })).then(
    () => 'deleted',
    (err) => err.name,
  );
  if (deleted !== 'AccessDenied') failures.push(`a delete with the host's key answered ${deleted}, not AccessDenied`);

  // 2. Replay it as the newest: copied under a newer name, "latest" would take it.
  const newer = name.replace(/\d{8}T\d{6}Z/, '29991231T235959Z');
  await host.send(new CopyObjectCommand({ Bucket: bucket, Key: newer, CopySource: `${bucket}/${name}` }));
  const latest = restore(['latest']);
  if (latest.status === 0 || !/it was renamed or copied/.test(latest.stderr))
    failures.push(`restore latest of a copy under a newer name: exit ${latest.status}, ${latest.stderr.trim().slice(0, 200)}`);
  // Named, it is older than that newest: refused without the flag.
  const older = restore([name]);
  if (older.status === 0 || !/is older than the newest backup in the bucket/.test(older.stderr))
    failures.push(`restore by name of a backup older than the newest: exit ${older.status}, ${older.stderr.trim().slice(0, 200)}`);

  // 3. Its sealed name changed to the newer one (same length): the seal refuses it, on purpose or not.
  const object = await host.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
  const bytes = Buffer.from(await object.Body.transformToByteArray());
  const forged = Buffer.from(bytes.toString('latin1').replace(name, newer), 'latin1');
  const forgedFile = `${runDir}/${newer}`;
  writeFileSync(forgedFile, forged);
  const tampered = restore([forgedFile, '--on-purpose']);
  if (tampered.status === 0 || !/the file was changed/.test(tampered.stderr))
    failures.push(`restore of a backup whose sealed name was changed: exit ${tampered.status}, ${tampered.stderr.trim().slice(0, 200)}`);
  if (readFileSync(forgedFile).equals(bytes)) failures.push('(the forged backup was not changed)');

  // The operator (an account key the host never holds) takes the copy away; the put is the host's to make.
  await operator.send(new DeleteObjectCommand({ Bucket: bucket, Key: newer }));
  await host.send(new PutObjectCommand({ Bucket: bucket, Key: 'erasures/not-an-entry.json', Body: '{"forged":true}' }));
  return failures;
}
