import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import archive from './archive.js';
import verified from './verified.js';

const { encryptFile } = archive;
const { checkBackup, newestVerified } = verified;
const KEY = 'a-passphrase-of-thirty-two-chars';
const A = 'cms-backup-20261120T033000Z.tar.gz.sealed';
const B = 'cms-backup-20261128T033000Z.tar.gz.sealed';
const C = 'cms-backup-20261129T033000Z.tar.gz.sealed';
const PLANTED = 'cms-backup-29991231T235959Z.tar.gz.sealed';

/** A bucket in a folder, as the host's key sees it: list and download, every download counted. */
function folderBucket(dir) {
  const downloads = [];
  return {
    downloads,
    list: async () => readdirSync(dir).sort(),
    download: async (name, file) => {
      downloads.push(name);
      copyFileSync(join(dir, name), file);
    },
  };
}

let root;
let store;
let work;
beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'verified-'));
  store = join(root, 'bucket');
  work = join(root, 'work');
  for (const d of [store, work]) mkdirSync(d);
  writeFileSync(join(root, 'export'), 'the export');
  for (const name of [A, B])
    await encryptFile(join(root, 'export'), join(store, name), KEY, {
      name,
      madeAt: `${name.slice(11, 15)}-11-${name.slice(17, 19)}T03:30:00.000Z`,
      erasures: 0,
    });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('newestVerified: "latest" is the newest backup whose seal verifies, never the newest name', () => {
  it('passes over garbage under a future name and an old backup copied over a newer name, saying so', async () => {
    writeFileSync(join(store, PLANTED), 'garbage');
    copyFileSync(join(store, A), join(store, C));
    const bucket = folderBucket(store);
    const lines = [];
    const newest = await newestVerified(bucket, { dir: work, passphrase: KEY, report: (l) => lines.push(l) });
    expect(newest).toMatchObject({ name: B, label: { name: B, madeAt: '2026-11-28T03:30:00.000Z' }, file: null });
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^Passed over ${PLANTED}: .*not a CMS backup`)),
      `Passed over ${C}: it holds the backup sealed as ${A} (made 2026-11-20T03:30:00.000Z): renamed or copied.`,
    ]);
    // Nothing downloaded is left behind.
    expect(readdirSync(work)).toEqual([]);
  });

  it('a backup sealed with another key is passed over too', async () => {
    await encryptFile(join(root, 'export'), join(store, C), 'another-passphrase-of-32-chars!!', {
      name: C,
      madeAt: '2026-11-29T03:30:00.000Z',
    });
    expect((await newestVerified(folderBucket(store), { dir: work, passphrase: KEY })).name).toBe(B);
  });

  it('keeps the chosen backup’s file for a restore when asked', async () => {
    const newest = await newestVerified(folderBucket(store), { dir: work, passphrase: KEY, keep: true });
    expect(existsSync(newest.file)).toBe(true);
  });

  it('downloads each object once across calls, and at most `limit` new ones per call', async () => {
    for (let i = 0; i < 5; i++) writeFileSync(join(store, `cms-backup-2999123${i}T000000Z.tar.gz.sealed`), 'garbage');
    const bucket = folderBucket(store);
    const known = new Map();
    const look = () => newestVerified(bucket, { dir: work, passphrase: KEY, limit: 3, known });
    expect(await look()).toBeNull();
    expect(bucket.downloads).toHaveLength(3);
    expect((await look()).name).toBe(B);
    expect(bucket.downloads).toHaveLength(6);
    expect((await look()).name).toBe(B);
    expect(bucket.downloads).toHaveLength(6);
  });

  it('an empty bucket has none', async () => {
    rmSync(store, { recursive: true });
    mkdirSync(store);
    expect(await newestVerified(folderBucket(store), { dir: work, passphrase: KEY })).toBeNull();
  });
});

describe('checkBackup: one named object', () => {
  it('verifies under its own name, and never writes to a path the name makes', async () => {
    copyFileSync(join(store, A), join(store, '..%2F..%2Fescaped'));
    expect(await checkBackup(folderBucket(store), A, { dir: work, passphrase: KEY })).toMatchObject({ name: A, label: { name: A } });
    expect(await checkBackup(folderBucket(store), '..%2F..%2Fescaped', { dir: work, passphrase: KEY })).toMatchObject({
      problem: expect.stringContaining('renamed or copied'),
    });
    expect(readdirSync(work)).toEqual([]);
  });
});
