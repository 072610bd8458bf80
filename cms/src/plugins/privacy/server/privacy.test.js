import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import rules from './rules.js';
import service from './services/requests.js';
import enquirySchema from '../../../api/enquiry/content-types/enquiry/schema.json';
// The app's side of the seam (config/plugins.js): its enquiry desk, over the fake Strapi below.
import desk from '../../../enquiry/desk.js';

const { ACTION, addressHash, csvCell, erasedByLog, erasureMismatch, exportColumns, exportFile, normalAddress } = rules;
// The errors as the service throws them: a module required from CommonJS is another instance than one imported here.
const { ErasureConflict, ErasureNotLogged, keepForSuperAdmins, reapplyAtStart, reapplyErasures } = service;
const { enquiryDesk } = desk;
const eraseByAddress = (strapi, address, options) => service.eraseByAddress(strapi, enquiryDesk, address, options);
const findByAddress = (strapi, address) => service.findByAddress(strapi, enquiryDesk, address);

describe('normalAddress: how an address is matched', () => {
  it.each([
    [' Ada@Example.COM ', 'ada@example.com'],
    ['ada+leads@example.co.uk', 'ada+leads@example.co.uk'],
    ['', null],
    ['ada', null],
    ['ada @example.com', null],
    [`${'a'.repeat(250)}@x.io`, null],
    [42, null],
    [undefined, null],
  ])('%j → %j', (value, address) => expect(normalAddress(value)).toBe(address));
});

const env = { PRIVACY_HASH_KEY: 'a-hash-key-of-the-environment-32c' };

describe('addressHash: the record names no one', () => {
  it('is the same for the same address and key, and shows nothing of the address', () => {
    const hash = addressHash('ada@example.com', env);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(addressHash('ada@example.com', env)).toBe(hash);
    expect(addressHash('grace@example.com', env)).not.toBe(hash);
    expect(hash).not.toContain('ada');
  });
  it('cannot be reversed from a list of candidate addresses without the key', () => {
    const candidates = ['ada@example.com', 'grace@example.com', 'alan@example.com', 'linus@example.com'];
    const hash = addressHash('ada@example.com', env);
    // What the unkeyed hash of the last round gave away at once, in any form an attacker tries.
    const guesses = candidates.flatMap((c) => [c, `privacy-erasure:${c}`].map((t) => createHash('sha256').update(t).digest('hex')));
    expect(guesses).not.toContain(hash);
    // Another key, another hash: the key is what makes it.
    expect(addressHash('ada@example.com', { PRIVACY_HASH_KEY: 'another-key-of-the-environment-32' })).not.toBe(hash);
  });
  it('refuses to hash without a key', () => {
    expect(() => addressHash('ada@example.com', {})).toThrow('PRIVACY_HASH_KEY is not set');
  });
});

const row = (over = {}) => ({
  documentId: 'd1',
  createdAt: new Date('2026-11-20T10:00:00.000Z'),
  updatedAt: new Date('2026-11-20T10:00:05.000Z'),
  submissionKey: '0b9a4c1e-5d7f-4a2b-9c3d-1e2f3a4b5c6d',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  phoneNumber: '312 555 0100',
  businessSituation: 'Just getting started',
  goals: 'Run paid ads (PPC), Marketing strategy guidance',
  hasWebsite: 'No',
  websiteUrl: '',
  budget: '$5,000+',
  timeframe: 'ASAP',
  notes: 'Call after 3pm, "please"\nThanks',
  page: '/contact',
  emailOutcome: 'failed',
  emailError: '412',
  alertedAt: null,
  ...over,
});

describe('exportFile: the answer to an access request holds every field', () => {
  const columns = exportColumns(Object.keys(enquirySchema.attributes));
  const now = new Date('2026-11-28T12:00:00.000Z');
  it('names every attribute of the Enquiry schema, after its identifiers and dates', () => {
    expect(columns.slice(0, 3)).toEqual(['documentId', 'createdAt', 'updatedAt']);
    expect(columns.slice(3).sort()).toEqual(Object.keys(enquirySchema.attributes).sort());
  });
  it('as JSON: the exact values, dates in ISO form', () => {
    const file = exportFile([row(), row({ documentId: 'd2', emailOutcome: 'sent', emailError: '' })], {
      address: 'ada@example.com',
      format: 'json',
      columns,
      now,
    });
    // No fragment of the address, nor of its hash, in the name.
    expect(file.filename).toBe('enquiries-2026-11-28.json');
    expect(file.contentType).toBe('application/json; charset=utf-8');
    const body = JSON.parse(file.body);
    expect(body.address).toBe('ada@example.com');
    expect(body.enquiries).toHaveLength(2);
    expect(body.enquiries[0]).toEqual({ ...row(), createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:05.000Z' });
    expect(Object.keys(body.enquiries[0])).toEqual(columns);
  });
  it('as CSV: a header of every field, one line per enquiry, every cell quoted', () => {
    const file = exportFile([row()], { address: 'ada@example.com', format: 'csv', columns, now });
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    const [header, line] = file.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(columns.map((c) => `"${c}"`).join(','));
    expect(line).toContain(',"Call after 3pm, ""please""\nThanks",');
    expect(line.startsWith('"d1","2026-11-20T10:00:00.000Z",')).toBe(true);
  });
  it.each([
    ['=HYPERLINK("https://evil.example")', `"'=HYPERLINK(""https://evil.example"")"`],
    ['+1 312 555 0100', `"'+1 312 555 0100"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['thanks;=HYPERLINK("x")', `"thanks;'=HYPERLINK(""x"")"`],
    ['a;-2+3;@SUM(1)', `"a;'-2+3;'@SUM(1)"`],
    ['one,  =1', `"one,  '=1"`],
    ['plain', '"plain"'],
    [null, '""'],
  ])('keeps a spreadsheet from running %j as a formula', (value, cell) => expect(csvCell(value)).toBe(cell));

  /** What a spreadsheet starts each cell with when it splits a line on `separator`, quotes or not. */
  const cellStarts = (body, separator) =>
    body
      .replace(/^\uFEFF/, '')
      .split(/\r\n|\n|\r/)
      .flatMap((line) => line.split(separator))
      .map((cell) => cell.replace(/^[" ]+/, ''));
  it.each([
    [',', 'comma'],
    [';', 'semicolon'],
    ['\t', 'tab'],
  ])('no cell begins a formula when the file is split on a %s (%s locales)', (separator) => {
    const hostile = [
      'thanks;=HYPERLINK("https://evil.example","Open")',
      'a;-2+3;@SUM(1)',
      'x,+1',
      'tab\t=1',
      'line\n-1',
      'cr\r@x',
      '=1',
      '\t=2',
      // A formula's start after a run of quotes (and spaces) that a spreadsheet unquotes.
      'x;"=HYPERLINK("https://evil.example")',
      'x,"=1',
      'x\t"=1',
      '"=1',
      'x; " ""+1',
    ];
    const file = exportFile(
      hostile.map((notes, i) => row({ documentId: `d${i}`, notes, firstName: notes, websiteUrl: notes })),
      { address: 'ada@example.com', format: 'csv', columns, now },
    );
    const starts = cellStarts(file.body, separator);
    expect(starts.length).toBeGreaterThan(hostile.length);
    expect(starts.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });
});

/** The query engine over rows in memory, with a transaction that undoes its writes when it throws. */
function fakeStrapi(rows, { failRecord = false, arriving = null } = {}) {
  const erasures = [];
  const matches = (r, where) =>
    r.email.toLowerCase() === where.email.$eqi && (!where.documentId || where.documentId.$in.includes(r.documentId));
  const enquiries = {
    findMany: vi.fn(async ({ where }) => rows.filter((r) => matches(r, where)).map((r) => ({ id: 1, ...r }))),
    deleteMany: vi.fn(async ({ where }) => {
      // One that a concurrent erasure took, between the look and the delete (PostgreSQL, no lock).
      if (arriving)
        rows.splice(
          rows.findIndex((r) => r.documentId === arriving),
          1,
        );
      const keep = rows.filter((r) => !matches(r, where));
      const count = rows.length - keep.length;
      rows.splice(0, rows.length, ...keep);
      return { count };
    }),
  };
  const erasure = {
    create: vi.fn(async ({ data }) => {
      if (failRecord) throw new Error('database gone');
      erasures.push(data);
      return data;
    }),
  };
  const strapi = {
    db: {
      query: (uid) => (uid === 'api::enquiry.enquiry' ? enquiries : erasure),
      transaction: async (fn) => {
        const saved = [...rows];
        try {
          return await fn();
        } catch (err) {
          rows.splice(0, rows.length, ...saved);
          throw err;
        }
      },
    },
    log: { info: vi.fn() },
  };
  return { strapi, erasures };
}

describe('eraseByAddress: exactly what the administrator was shown, for good, recorded without the person', () => {
  const now = new Date('2026-11-28T12:00:00.000Z');
  const log = () => ({
    entries: [],
    append: vi.fn(async function (e) {
      this.entries.push(e);
    }),
  });
  it('deletes the enquiries shown, whatever the case of the address, keeps the others, records when, by whom, how many and the keyed hash', async () => {
    const rows = [row(), row({ documentId: 'd2', email: 'ada@example.com' }), row({ documentId: 'd3', email: 'grace@example.com' })];
    const { strapi, erasures } = fakeStrapi(rows);
    const erasureLog = log();
    const { erased, record } = await eraseByAddress(strapi, 'ada@example.com', {
      ids: ['d1', 'd2'],
      by: 'Olu Owner (administrator 1)',
      now,
      env,
      log: erasureLog,
    });
    expect(erased).toBe(2);
    expect(rows.map((r) => r.documentId)).toEqual(['d3']);
    expect(record).toEqual({
      erasedAt: now.toISOString(),
      erasedBy: 'Olu Owner (administrator 1)',
      enquiries: 2,
      addressHash: addressHash('ada@example.com', env),
    });
    expect(erasures).toEqual([record]);
    // The log beside the backups has it too, by hash and ids: what a restore needs to erase them again.
    expect(erasureLog.entries).toEqual([{ erasedAt: now.toISOString(), addressHash: record.addressHash, documentIds: ['d1', 'd2'] }]);
    expect(JSON.stringify([erasures, erasureLog.entries])).not.toMatch(/ada|Lovelace|555/i);
    expect(strapi.log.info.mock.calls.flat().join(' ')).not.toMatch(/ada/i);
  });
  it('erases nothing, and says why, when one arrived since the administrator looked', async () => {
    const rows = [row(), row({ documentId: 'd2' })];
    const { strapi, erasures } = fakeStrapi(rows);
    const attempt = eraseByAddress(strapi, 'ada@example.com', { ids: ['d1'], by: 'x', now, env, log: log() });
    await expect(attempt).rejects.toBeInstanceOf(ErasureConflict);
    await expect(attempt).rejects.toThrow(
      'This address has 2 enquiries now, not the 1 you were shown (1 arrived since): nothing was erased. Find them again first.',
    );
    expect(rows).toHaveLength(2);
    expect(erasures).toEqual([]);
  });
  it('erases nothing when the delete takes fewer than were shown (one erased in between, on PostgreSQL)', async () => {
    const rows = [row(), row({ documentId: 'd2' })];
    const { strapi, erasures } = fakeStrapi(rows, { arriving: 'd2' });
    await expect(eraseByAddress(strapi, 'ada@example.com', { ids: ['d1', 'd2'], by: 'x', now, env })).rejects.toThrow(
      'Only 1 of the 2 enquiries you were shown could be erased: nothing was erased.',
    );
    expect(erasures).toEqual([]);
  });
  it.each([
    [['d1', 'd2'], ['d1', 'd2'], null],
    [['d1'], ['d1', 'd2'], 'This address has 2 enquiries now, not the 1 you were shown (1 arrived since)'],
    [['d1', 'd2'], ['d1'], 'This address has 1 enquiry now, not the 2 you were shown (1 of them are gone)'],
    [['d1', 'd9'], ['d1', 'd2'], 'This address has 2 enquiries now, not the 2 you were shown (1 arrived since, 1 of them are gone)'],
    [['d1', 'd1'], ['d1'], 'This address has 1 enquiry now, not the 2 you were shown:'],
  ])('erasureMismatch(shown %j, now %j)', (shown, current, message) => {
    const said = erasureMismatch(shown, current);
    if (message === null) expect(said).toBeNull();
    else expect(said).toContain(message);
  });
  it('keeps the enquiries when the erasure cannot be logged beside the backups, or recorded: never erased without both', async () => {
    const rows = [row()];
    const failingLog = { append: vi.fn(async () => Promise.reject(new Error('bucket gone'))) };
    const unlogged = eraseByAddress(fakeStrapi(rows).strapi, 'ada@example.com', { ids: ['d1'], by: 'x', now, env, log: failingLog });
    await expect(unlogged).rejects.toBeInstanceOf(ErasureNotLogged);
    await expect(unlogged).rejects.toThrow('bucket gone');
    expect(rows).toHaveLength(1);
    const { strapi } = fakeStrapi(rows, { failRecord: true });
    await expect(eraseByAddress(strapi, 'ada@example.com', { ids: ['d1'], by: 'x', now, env, log: log() })).rejects.toThrow(
      'database gone',
    );
    expect(rows).toHaveLength(1);
  });
  it('finds them without the database id', async () => {
    const { strapi } = fakeStrapi([row()]);
    const [found] = await findByAddress(strapi, 'ada@example.com');
    expect(found).not.toHaveProperty('id');
    expect(found.documentId).toBe('d1');
  });
});

describe('keepForSuperAdmins', () => {
  it('takes the permission from every role but the super admin', async () => {
    const deleteMany = vi.fn(async () => ({ count: 1 }));
    const strapi = {
      db: {
        query: (uid) => (uid === 'admin::role' ? { findMany: async () => [{ id: 2 }, { id: 3 }] } : { deleteMany }),
      },
    };
    await keepForSuperAdmins(strapi);
    expect(deleteMany).toHaveBeenCalledWith({ where: { action: ACTION, role: { id: { $in: [2, 3] } } } });
  });
});

const KEY = 'a-hash-key-of-the-environment-32c';
const hash = (address) => addressHash(address, { PRIVACY_HASH_KEY: KEY });
const entry = { erasedAt: '2026-11-28T12:00:00.000Z', addressHash: hash('ada@example.com'), documentIds: ['d1', 'd2'] };

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
  const log = (entries, strays = 0) => ({ where: 'the test log', read: async () => ({ entries, strays }) });

  it('erases again what the log erased, puts the missing record back, and keeps the rest', async () => {
    const rows = [
      { id: 1, documentId: 'd1', email: 'Ada@Example.com', createdAt: '2026-11-20T10:00:00.000Z' },
      { id: 2, documentId: 'd5', email: 'grace@example.com', createdAt: '2026-11-20T10:00:00.000Z' },
    ];
    const records = [];
    const strapi = fakeStrapi(rows, records);
    expect(await reapplyErasures(strapi, enquiryDesk, { log: log([entry]), env: { PRIVACY_HASH_KEY: KEY } })).toBe(1);
    expect(rows.map((r) => r.documentId)).toEqual(['d5']);
    expect(records).toEqual([
      { erasedAt: entry.erasedAt, erasedBy: 'the erasure log, after a restore', enquiries: 2, addressHash: entry.addressHash },
    ]);
    // Again: nothing more to do, no second record.
    expect(await reapplyErasures(strapi, enquiryDesk, { log: log([entry]), env: { PRIVACY_HASH_KEY: KEY } })).toBe(0);
    expect(records).toHaveLength(1);
  });
  it('says when objects where the log is kept are no entries of it', async () => {
    const strapi = fakeStrapi([], []);
    await reapplyErasures(strapi, enquiryDesk, { log: log([], 2), env: { PRIVACY_HASH_KEY: KEY } });
    expect(strapi.log.warn).toHaveBeenCalledWith(
      expect.stringContaining('2 objects where the erasure log is kept (the test log) are not entries'),
    );
  });

  describe('at start: a restored database is never served before the whole log was applied', () => {
    /** The seam as the app gives it, the log and the mark as each case says. */
    const seamWith = ({ read, restored }) => {
      const said = [];
      const mark = { value: restored ? { backup: 'cms-backup-20261120T033000Z.tar.gz.sealed' } : null };
      return {
        said,
        mark,
        seam: {
          enquiries: enquiryDesk,
          erasureLog: () => ({ where: 'the test log', read }),
          onLogUnread: async (text) => void said.push(text),
          restoreMark: { pending: async () => mark.value, clear: async () => void (mark.value = null) },
        },
      };
    };
    const broken = Object.assign(new Error('entry 000000000002.json of the erasure log fails its check.'), { code: 'ERASURE_LOG_BROKEN' });
    const unreachable = new Error('connect ECONNREFUSED 127.0.0.1:9000');
    const strapi = () => ({ ...fakeStrapi([], []), log: { warn: vi.fn(), info: vi.fn(), error: vi.fn() } });

    it('a log that fails its check stops any start, and tells the team', async () => {
      for (const restored of [false, true]) {
        const { seam, said, mark } = seamWith({ read: async () => Promise.reject(broken), restored });
        await expect(reapplyAtStart(strapi(), seam)).rejects.toThrow('The CMS did not start: entry 000000000002.json');
        expect(said).toEqual([expect.stringContaining('fails its check')]);
        expect(mark.value === null).toBe(!restored);
      }
    });
    it('after a restore, a log out of reach stops the start, and the mark stays for the next one', async () => {
      const { seam, said, mark } = seamWith({ read: async () => Promise.reject(unreachable), restored: true });
      await expect(reapplyAtStart(strapi(), seam)).rejects.toThrow('it was restored from cms-backup-20261120T033000Z.tar.gz.sealed');
      expect(said).toHaveLength(1);
      expect(mark.value).not.toBeNull();
    });
    it('an ordinary start with the log out of reach serves on, and tells the team', async () => {
      const { seam, said } = seamWith({ read: async () => Promise.reject(unreachable), restored: false });
      await expect(reapplyAtStart(strapi(), seam)).resolves.toBeUndefined();
      expect(said).toEqual([expect.stringContaining('It serves on')]);
    });
    it('a restored database whose log was applied is served, and its mark cleared', async () => {
      const { seam, said, mark } = seamWith({ read: async () => ({ entries: [], strays: 0 }), restored: true });
      await reapplyAtStart(strapi(), seam);
      expect([said, mark.value]).toEqual([[], null]);
    });
  });
});
