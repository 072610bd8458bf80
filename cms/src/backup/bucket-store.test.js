import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_CREDENTIALS, s3BackupEnv, startS3Store } from '../../../scripts/harness/s3-store.mjs';
import bucketModule from './bucket.js';
import erasureLogModule from './erasure-log.js';

const { backupBucket, backupName } = bucketModule;
const { ErasureLogBroken, entryName, erasureLog, openEntry, sealEntry } = erasureLogModule;
const BUCKET = 'agency-backups';

/**
 * The backups' bucket as the CMS host's key meets it in the suite's S3 store, which holds the
 * policy docs/operators.md gives operators: the key adds objects, never replaces or deletes one,
 * and a listing comes a page of at most 1,000 keys at a time.
 */
let dir;
let store;
let env;
/** The operator's own key, which the policy does not bind, as the attacker's stand-in for "any put". */
let operator;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bucket-store-'));
  store = await startS3Store({ port: 0, directory: dir, buckets: [BUCKET] });
  env = { ...s3BackupEnv({ port: store.port, bucket: BUCKET }), PRIVACY_HASH_KEY: 'a-hash-key-of-the-environment-32c' };
  operator = new S3Client({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${store.port}`,
    forcePathStyle: true,
    credentials: S3_CREDENTIALS,
  });
});
afterAll(async () => {
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the host’s key adds, never replaces', () => {
  it('an unconditional put is refused by the bucket’s policy; a conditional one lands once, then 412', async () => {
    const host = new S3Client({
      region: 'us-east-1',
      endpoint: env.BACKUP_S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID, secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY },
    });
    const put = (extra) => host.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'probe.txt', Body: 'x', ...extra }));
    await expect(put({})).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    await expect(put({ IfNoneMatch: '*' })).resolves.toBeDefined();
    await expect(put({ IfNoneMatch: '*' })).rejects.toMatchObject({ $metadata: { httpStatusCode: 412 } });
    await expect(put({})).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
  });

  it('a backup put over an existing name is refused, and the first one stays', async () => {
    const b = backupBucket(env, { pauses: [0, 0] });
    const name = backupName(new Date('2026-12-02T03:30:00Z'));
    writeFileSync(join(dir, 'first'), 'the genuine backup');
    writeFileSync(join(dir, 'second'), 'an older backup copied over it');
    await b.put(join(dir, 'first'), name);
    await expect(b.put(join(dir, 'second'), name)).rejects.toThrow('HTTP 412');
    await b.download(name, join(dir, 'back'));
    expect(readFileSync(join(dir, 'back'), 'utf8')).toBe('the genuine backup');
  });
});

describe('the erasure log in the bucket', () => {
  it('two thousand entries and junk beside them: listed page by page, read in bounded steps, every entry applied', async () => {
    const log = erasureLog(env);
    // Written as a log of that length is: each entry after the last (in batches, for time).
    for (let i = 1; i <= 20; i++)
      await log.append({ erasedAt: `2026-11-2${i % 10}T10:00:00.000Z`, addressHash: 'ab', documentIds: [`d${i}`] });
    // The rest straight into the store, sealed as append seals them, to keep the test quick.
    let prev = JSON.parse(await backupBucket(env).getText(`erasures/${entryName(20)}`)).mac;
    const puts = [];
    for (let seq = 21; seq <= 2000; seq++) {
      const name = entryName(seq);
      const text = sealEntry(
        { erasedAt: '2026-11-30T10:00:00.000Z', addressHash: 'ab', documentIds: [`d${seq}`] },
        { key: env.PRIVACY_HASH_KEY, name, seq, prev },
      );
      prev = openEntry(text, { key: env.PRIVACY_HASH_KEY, name, seq, prev }).mac;
      puts.push([`erasures/${name}`, text]);
    }
    for (let i = 0; i < puts.length; i += 50)
      await Promise.all(puts.slice(i, i + 50).map(([key, text]) => backupBucket(env).putNew(key, text)));
    for (let i = 0; i < 30; i++) await backupBucket(env).putNew(`erasures/junk-${i}.json`, 'garbage');
    const { length, entries, strays } = await log.read();
    expect([length, entries.length, strays]).toEqual([2000, 2000, 30]);
    expect((await backupBucket(env).keysUnder('erasures/')).length).toBe(2030);
  }, 120_000);

  it('an entry replaced with the operator’s key (what a policy without the condition allows) is told, never skipped', async () => {
    const log = erasureLog(env);
    const first = await backupBucket(env).getText(`erasures/${entryName(1)}`);
    await operator.send(new PutObjectCommand({ Bucket: BUCKET, Key: `erasures/${entryName(2)}`, Body: first }));
    const read = log.read();
    await expect(read).rejects.toBeInstanceOf(ErasureLogBroken);
    await expect(read).rejects.toThrow(`entry ${entryName(2)}`);
  }, 60_000);
});
