import { describe, expect, it, vi } from 'vitest';
import requests from './requests.js';
import enquirySchema from '../../../api/enquiry/content-types/enquiry/schema.json';

const {
  ACTION,
  ErasureConflict,
  addressHash,
  csvCell,
  eraseByAddress,
  exportColumns,
  exportFile,
  findByAddress,
  keepForSuperAdmins,
  normalAddress,
} = requests;

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

describe('addressHash: the record keeps no address', () => {
  it('is the same for the same address, and shows nothing of it', () => {
    const hash = addressHash('ada@example.com');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(addressHash('ada@example.com')).toBe(hash);
    expect(addressHash('grace@example.com')).not.toBe(hash);
    expect(hash).not.toContain('ada');
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
  websiteUrl: 'N/A',
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
  const columns = exportColumns(enquirySchema.attributes);
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
    expect(file.filename).toBe(`enquiries-${addressHash('ada@example.com').slice(0, 12)}-2026-11-28.json`);
    expect(file.filename).not.toContain('ada');
    expect(file.contentType).toBe('application/json; charset=utf-8');
    const body = JSON.parse(file.body);
    expect(body.address).toBe('ada@example.com');
    expect(body.enquiries).toHaveLength(2);
    expect(body.enquiries[0]).toEqual({ ...row(), createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:05.000Z' });
    expect(Object.keys(body.enquiries[0])).toEqual(columns);
  });
  it('as CSV: a header of every field, one line per enquiry, quoted where needed', () => {
    const file = exportFile([row()], { address: 'ada@example.com', format: 'csv', columns, now });
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    const [header, line] = file.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(columns.join(','));
    expect(line).toContain(',"Call after 3pm, ""please""\nThanks",');
    expect(line.startsWith('d1,2026-11-20T10:00:00.000Z,')).toBe(true);
  });
  it.each([
    ['=HYPERLINK("https://evil.example")', `"'=HYPERLINK(""https://evil.example"")"`],
    ['+1 312 555 0100', "'+1 312 555 0100"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['plain', 'plain'],
    [null, ''],
  ])('keeps a spreadsheet from running %j as a formula', (value, cell) => expect(csvCell(value)).toBe(cell));
});

/** The query engine over rows in memory, with a transaction that undoes its writes when it throws. */
function fakeStrapi(rows, { failRecord = false } = {}) {
  const erasures = [];
  const matches = (r, where) => r.email.toLowerCase() === where.email.$eqi;
  const enquiries = {
    findMany: vi.fn(async ({ where }) => rows.filter((r) => matches(r, where)).map((r) => ({ id: 1, ...r }))),
    count: vi.fn(async ({ where }) => rows.filter((r) => matches(r, where)).length),
    deleteMany: vi.fn(async ({ where }) => {
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

describe('eraseByAddress: deleted for good, recorded without the person', () => {
  const now = new Date('2026-11-28T12:00:00.000Z');
  it('deletes every enquiry of the address, whatever its case, keeps the others, records when, by whom, how many and the hash', async () => {
    const rows = [row(), row({ documentId: 'd2', email: 'ada@example.com' }), row({ documentId: 'd3', email: 'grace@example.com' })];
    const { strapi, erasures } = fakeStrapi(rows);
    const { erased, record } = await eraseByAddress(strapi, 'ada@example.com', { expected: 2, by: 'Olu Owner (administrator 1)', now });
    expect(erased).toBe(2);
    expect(rows.map((r) => r.documentId)).toEqual(['d3']);
    expect(record).toEqual({
      erasedAt: now.toISOString(),
      erasedBy: 'Olu Owner (administrator 1)',
      enquiries: 2,
      addressHash: addressHash('ada@example.com'),
    });
    expect(erasures).toEqual([record]);
    expect(JSON.stringify(erasures)).not.toMatch(/ada|Lovelace|555/i);
    expect(strapi.log.info.mock.calls.flat().join(' ')).not.toMatch(/ada/i);
  });
  it('erases nothing when more enquiries arrived than the administrator was shown', async () => {
    const rows = [row(), row({ documentId: 'd2' })];
    const { strapi, erasures } = fakeStrapi(rows);
    await expect(eraseByAddress(strapi, 'ada@example.com', { expected: 1, by: 'x', now })).rejects.toBeInstanceOf(ErasureConflict);
    expect(rows).toHaveLength(2);
    expect(erasures).toEqual([]);
  });
  it('keeps the enquiries when the record cannot be written: never erased without its record', async () => {
    const rows = [row()];
    const { strapi } = fakeStrapi(rows, { failRecord: true });
    await expect(eraseByAddress(strapi, 'ada@example.com', { expected: 1, by: 'x', now })).rejects.toThrow('database gone');
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
