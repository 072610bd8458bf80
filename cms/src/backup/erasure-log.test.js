import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import erasureLogModule from './erasure-log.js';
import { createHmac } from 'node:crypto';

const { erasureLog, openEntry, sealEntry } = erasureLogModule;
const KEY = 'a-hash-key-of-the-environment-32c';
const env = (dir) => ({ PRIVACY_HASH_KEY: KEY, BACKUP_DIR: dir });
// An address's keyed hash, as the privacy plugin makes it (the log only carries it).
const hash = (address) => createHmac('sha256', KEY).update(address).digest('hex');
const entry = { erasedAt: '2026-11-28T12:00:00.000Z', addressHash: hash('ada@example.com'), documentIds: ['d1', 'd2'] };

describe('an entry of the erasure log', () => {
  it('opens with the key that sealed it, and holds nothing of the person', () => {
    const text = sealEntry(entry, KEY);
    expect(openEntry(text, KEY)).toEqual(entry);
    expect(text).not.toMatch(/ada|example/);
  });
  it.each([
    ['another key', (t) => t, 'another-key-of-the-environment-32'],
    ['a changed time', (t) => t.replace('2026-11-28', '2026-11-27'), KEY],
    ['a changed id', (t) => t.replace('"d2"', '"d3"'), KEY],
    ['no seal', (t) => JSON.stringify({ ...JSON.parse(t), seal: undefined }), KEY],
    ['not JSON', () => 'not json', KEY],
  ])('is ignored with %s', (_, change, key) => {
    expect(openEntry(change(sealEntry(entry, KEY)), key)).toBeNull();
  });
});

describe('the log in the backups’ folder (no bucket)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'erasure-log-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it('appends one file per erasure and reads them back, oldest first, ignoring what another key sealed', async () => {
    const log = erasureLog(env(dir));
    expect(log.where).toBe(join(dir, 'erasures'));
    await log.append({ ...entry, erasedAt: '2026-11-28T13:00:00.000Z', documentIds: ['d3'] });
    await log.append(entry);
    writeFileSync(join(dir, 'erasures', 'zz-forged.json'), sealEntry(entry, 'another-key-of-the-environment-32'));
    const { entries, unreadable } = await log.read();
    expect(entries.map((e) => e.documentIds)).toEqual([['d1', 'd2'], ['d3']]);
    expect(unreadable).toBe(1);
    expect(readdirSync(join(dir, 'erasures'))).toHaveLength(3);
    expect(readFileSync(join(dir, 'erasures', readdirSync(join(dir, 'erasures'))[0]), 'utf8')).not.toMatch(/ada/);
  });
  it('reads an empty log where there is no folder yet', async () => {
    expect(await erasureLog(env(join(dir, 'none'))).read()).toEqual({ entries: [], unreadable: 0 });
  });
});
