import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import erasureLogModule from './erasure-log.js';
import { createHmac } from 'node:crypto';

const { ErasureLogBroken, boundedMap, entryName, erasureLog, openEntry, sealEntry } = erasureLogModule;
const KEY = 'a-hash-key-of-the-environment-32c';
const env = (dir) => ({ PRIVACY_HASH_KEY: KEY, BACKUP_DIR: dir });
// An address's keyed hash, as the privacy plugin makes it (the log only carries it).
const hash = (address) => createHmac('sha256', KEY).update(address).digest('hex');
const entry = { erasedAt: '2026-11-28T12:00:00.000Z', addressHash: hash('ada@example.com'), documentIds: ['d1', 'd2'] };
const first = { key: KEY, name: entryName(1), seq: 1, prev: '' };

describe('an entry of the erasure log', () => {
  it('opens in its own place with the key that sealed it, and holds nothing of the person', () => {
    const text = sealEntry(entry, first);
    expect(openEntry(text, first)).toMatchObject(entry);
    expect(text).not.toMatch(/ada|example/);
  });
  it.each([
    ['another key', (t) => t, { ...first, key: 'another-key-of-the-environment-32' }],
    ['a changed time', (t) => t.replace('2026-11-28', '2026-11-27'), first],
    ['a changed id', (t) => t.replace('"d2"', '"d3"'), first],
    ['no MAC', (t) => JSON.stringify({ ...JSON.parse(t), mac: undefined }), first],
    ['not JSON', () => 'not json', first],
    // Its MAC covers where it stands: copied under another name, number or after another entry, it fails.
    ['another name', (t) => t, { ...first, name: entryName(2) }],
    ['another number', (t) => t.replace('"seq":1', '"seq":2'), { ...first, name: entryName(1), seq: 2 }],
    ['another entry before it', (t) => t.replace('"prev":""', `"prev":"${'ab'.repeat(32)}"`), { ...first, prev: 'ab'.repeat(32) }],
  ])('fails its check with %s', (_, change, place) => {
    expect(openEntry(change(sealEntry(entry, first)), place)).toBeNull();
  });
});

describe('the log in the backups’ folder (no bucket)', () => {
  let dir;
  const folder = () => join(dir, 'erasures');
  const fresh = async (n = 3) => {
    dir = mkdtempSync(join(tmpdir(), 'erasure-log-'));
    const log = erasureLog(env(dir));
    for (let i = 1; i <= n; i++) await log.append({ ...entry, erasedAt: `2026-11-28T1${i}:00:00.000Z`, documentIds: [`p${i}`] });
    return log;
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('appends one numbered file per erasure and reads them back, oldest first, with the chain’s length', async () => {
    const log = await fresh(3);
    expect(log.where).toBe(folder());
    expect(readdirSync(folder()).sort()).toEqual([entryName(1), entryName(2), entryName(3)]);
    const { entries, length, strays } = await log.read();
    expect(entries.map((e) => e.documentIds)).toEqual([['p1'], ['p2'], ['p3']]);
    expect([length, strays]).toEqual([3, 0]);
    expect(readFileSync(join(folder(), entryName(1)), 'utf8')).not.toMatch(/ada/);
  });

  it('reads an empty log where there is no folder yet', async () => {
    dir = mkdtempSync(join(tmpdir(), 'erasure-log-'));
    expect(await erasureLog(env(join(dir, 'none'))).read()).toEqual({ entries: [], length: 0, strays: 0 });
  });

  // What whoever holds the host (or a key that may put) can do to the log; each is told, none skipped.
  it.each([
    [
      'P1’s entry copied over P2’s',
      () => copyFileSync(join(folder(), entryName(1)), join(folder(), entryName(2))),
      /0+2\.json .*fails its check/,
    ],
    ['garbage over P3’s', () => writeFileSync(join(folder(), entryName(3)), 'garbage'), /0+3\.json .*fails its check/],
    ['P2’s entry removed', () => unlinkSync(join(folder(), entryName(2))), /entry 2 .* is missing/],
    [
      'an entry replayed as the next',
      () => copyFileSync(join(folder(), entryName(3)), join(folder(), entryName(4))),
      /0+4\.json .*fails its check/,
    ],
    [
      'an entry another key sealed',
      () =>
        writeFileSync(
          join(folder(), entryName(4)),
          sealEntry(entry, { key: 'another-key-of-the-environment-32', name: entryName(4), seq: 4, prev: '' }),
        ),
      /0+4\.json .*fails its check/,
    ],
  ])('%s: the read fails, naming the entry', async (_, attack, message) => {
    const log = await fresh(3);
    attack();
    const read = log.read();
    await expect(read).rejects.toBeInstanceOf(ErasureLogBroken);
    await expect(read).rejects.toThrow(message);
    // And no erasure is appended to a log that fails its check.
    await expect(log.append(entry)).rejects.toBeInstanceOf(ErasureLogBroken);
  });

  it('a log shorter than a backup counted: refused, entries were removed', async () => {
    const log = await fresh(2);
    await expect(log.read({ atLeast: 3 })).rejects.toThrow('holds 2 entries, where a backup made earlier counted 3');
    expect((await log.read({ atLeast: 2 })).length).toBe(2);
  });

  it('objects that are no entry’s name are counted and passed over', async () => {
    const log = await fresh(1);
    writeFileSync(join(folder(), 'zz-planted.json'), sealEntry(entry, first));
    writeFileSync(join(folder(), 'notes.txt'), 'x');
    expect(await log.read()).toMatchObject({ length: 1, strays: 2 });
  });

  it('two erasures at once both land, one after the other in the chain', async () => {
    const log = await fresh(0);
    await Promise.all([log.append({ ...entry, documentIds: ['a'] }), erasureLog(env(dir)).append({ ...entry, documentIds: ['b'] })]);
    const { entries, length } = await log.read();
    expect(length).toBe(2);
    expect(entries.map((e) => e.documentIds[0]).sort()).toEqual(['a', 'b']);
  });

  it('still reads and applies entries of the first format, sealed alone', async () => {
    const log = await fresh(1);
    const legacy = { erasedAt: '2026-11-01T09:00:00.000Z', addressHash: hash('old@example.com'), documentIds: ['old'] };
    const seal = createHmac('sha256', KEY)
      .update(JSON.stringify([legacy.erasedAt, legacy.addressHash, legacy.documentIds]))
      .digest('hex');
    writeFileSync(join(folder(), '20261101T090000000Z-0a1b2c3d.json'), JSON.stringify({ ...legacy, seal }));
    expect((await log.read()).entries.map((e) => e.documentIds[0])).toEqual(['old', 'p1']);
    writeFileSync(join(folder(), '20261101T090000000Z-0a1b2c3d.json'), JSON.stringify({ ...legacy, documentIds: ['x'], seal }));
    await expect(log.read()).rejects.toBeInstanceOf(ErasureLogBroken);
  });

  it('reads a log of 2,000 entries', async () => {
    dir = mkdtempSync(join(tmpdir(), 'erasure-log-'));
    mkdirSync(join(dir, 'erasures'));
    let prev = '';
    for (let seq = 1; seq <= 2000; seq++) {
      const place = { key: KEY, name: entryName(seq), seq, prev };
      const text = sealEntry({ ...entry, documentIds: [`d${seq}`] }, place);
      writeFileSync(join(dir, 'erasures', place.name), text);
      prev = openEntry(text, place).mac;
    }
    expect((await erasureLog(env(dir)).read()).length).toBe(2000);
  });
});

describe('boundedMap: a big log is read a few entries at a time', () => {
  it('never runs more than the limit at once, and answers in order', async () => {
    let running = 0;
    let most = 0;
    const answers = await boundedMap(
      Array.from({ length: 50 }, (_, i) => i),
      8,
      async (i) => {
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 1));
        running--;
        return i * 2;
      },
    );
    expect(most).toBe(8);
    expect(answers).toEqual(Array.from({ length: 50 }, (_, i) => i * 2));
  });
});
