import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import erasureLogModule from './erasure-log.js';
import requests from '../plugins/privacy/server/requests.js';

const { erasedByLog, erasureLog, openEntry, sealEntry } = erasureLogModule;
const { addressHash, reapplyErasures } = requests;
const KEY = 'a-hash-key-of-the-environment-32c';
const env = (dir) => ({ PRIVACY_HASH_KEY: KEY, BACKUP_DIR: dir });
const hash = (address) => addressHash(address, { PRIVACY_HASH_KEY: KEY });
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

describe('erasedByLog: what a restore brought back', () => {
  const q = (id, documentId, email, createdAt) => ({ id, documentId, email, createdAt });
  const hashOf = (email) => hash(email.trim().toLowerCase());
  it('by id, and by the address when received before its erasure; a later enquiry of the same person stays', () => {
    const enquiries = [
      q(1, 'd1', 'ada@example.com', '2026-11-20T10:00:00.000Z'),
      q(2, 'd7', 'ADA@example.com', new Date('2026-11-21T10:00:00.000Z')),
      q(3, 'd8', 'ada@example.com', '2026-11-29T10:00:00.000Z'),
      q(4, 'd9', 'grace@example.com', 1763632800000),
      q(5, 'd2', null, '2026-11-20T10:00:00.000Z'),
    ];
    expect(erasedByLog(enquiries, [entry], hashOf)).toEqual([1, 2, 5]);
  });
  it('nothing when the log is empty', () => {
    expect(erasedByLog([q(1, 'd1', 'ada@example.com', '2026-11-20T10:00:00.000Z')], [], hashOf)).toEqual([]);
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

describe('reapplyErasures: no restore brings an erased person back', () => {
  function fakeStrapi(rows, records) {
    return {
      db: {
        query: (uid) =>
          uid === 'api::enquiry.enquiry'
            ? {
                findMany: vi.fn(async () => rows.map((r) => ({ ...r }))),
                deleteMany: vi.fn(async ({ where }) => {
                  const before = rows.length;
                  rows.splice(0, rows.length, ...rows.filter((r) => !where.id.$in.includes(r.id)));
                  return { count: before - rows.length };
                }),
              }
            : {
                findMany: vi.fn(async () => records.map((r) => ({ ...r }))),
                create: vi.fn(async ({ data }) => records.push(data)),
              },
      },
      log: { warn: vi.fn(), info: vi.fn() },
    };
  }
  const log = (entries, unreadable = 0) => ({ where: 'the test log', read: async () => ({ entries, unreadable }) });

  it('erases again what the log erased, puts the missing record back, and keeps the rest', async () => {
    const rows = [
      { id: 1, documentId: 'd1', email: 'Ada@Example.com', createdAt: '2026-11-20T10:00:00.000Z' },
      { id: 2, documentId: 'd5', email: 'grace@example.com', createdAt: '2026-11-20T10:00:00.000Z' },
    ];
    const records = [];
    const strapi = fakeStrapi(rows, records);
    expect(await reapplyErasures(strapi, { log: log([entry]), env: { PRIVACY_HASH_KEY: KEY } })).toBe(1);
    expect(rows.map((r) => r.documentId)).toEqual(['d5']);
    expect(records).toEqual([
      { erasedAt: entry.erasedAt, erasedBy: 'the erasure log, after a restore', enquiries: 2, addressHash: entry.addressHash },
    ]);
    // Again: nothing more to do, no second record.
    expect(await reapplyErasures(strapi, { log: log([entry]), env: { PRIVACY_HASH_KEY: KEY } })).toBe(0);
    expect(records).toHaveLength(1);
  });
  it('says when entries were not sealed with this key', async () => {
    const strapi = fakeStrapi([], []);
    await reapplyErasures(strapi, { log: log([], 2), env: { PRIVACY_HASH_KEY: KEY } });
    expect(strapi.log.warn).toHaveBeenCalledWith(expect.stringContaining('2 entries of the erasure log (the test log) are not sealed'));
  });
});
