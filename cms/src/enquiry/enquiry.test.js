import { describe, expect, it, vi } from 'vitest';
import intake from './intake.js';
import alerts from './alerts.js';
import housekeeping from './housekeeping.js';

const { nextOutcome, fieldsOf, readOnlyEnquiries, asEnquiryDesk, receiveEnquiry, UID } = intake;
const { alertIfEmailFailed, alertBody } = alerts;
const { cutoffs, tidyEnquiries } = housekeeping;

const fields = {
  submissionKey: '0b9a4c1e-5d7f-4a2b-9c3d-1e2f3a4b5c6d',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '312 555 0100',
  businessSituation: 'Just getting started',
  goals: 'Run paid ads (PPC)',
  hasWebsite: 'No',
  websiteUrl: 'N/A',
  budget: '$5,000+',
  timeframe: 'ASAP',
  notes: 'Not provided',
  page: '/contact',
  emailOutcome: 'pending',
  emailError: '',
};

describe('nextOutcome: a sent e-mail stays sent, pending never undoes a result', () => {
  it.each([
    ['pending', 'sent', 'sent'],
    ['pending', 'failed', 'failed'],
    ['pending', 'pending', 'pending'],
    ['failed', 'sent', 'sent'],
    ['failed', 'pending', 'failed'],
    ['unknown', 'failed', 'failed'],
    ['unknown', 'sent', 'sent'],
    ['sent', 'failed', 'sent'],
    ['sent', 'pending', 'sent'],
  ])('%s + %s → %s', (current, reported, next) => expect(nextOutcome(current, reported)).toBe(next));
});

describe('fieldsOf: only the edge’s fields, as text', () => {
  it('takes them', () => expect(fieldsOf(fields)).toEqual(fields));
  it.each([
    ['an unknown field', { ...fields, alertedAt: '2020-01-01' }, /alertedAt is not a field/],
    ['a createdAt of its own', { ...fields, createdAt: '2000-01-01' }, /createdAt is not a field/],
    ['a number', { ...fields, firstName: 1 }, /firstName must be text/],
    ['the housekeeping’s own outcome', { ...fields, emailOutcome: 'unknown' }, /emailOutcome must be one of/],
    ['not an object', [], /data must be an object/],
  ])('refuses %s', (_, data, error) => expect(() => fieldsOf(data)).toThrow(error));
});

describe('readOnlyEnquiries: only the enquiry desk writes', () => {
  const middleware = readOnlyEnquiries();
  const next = vi.fn(async () => 'done');
  it.each(['create', 'update', 'delete', 'publish', 'clone'])('refuses %s from the admin panel', async (action) => {
    await expect(middleware({ uid: UID, action }, next)).rejects.toThrow(/Enquiries are read-only/);
  });
  it('lets reads, other types and the desk through', async () => {
    await expect(middleware({ uid: UID, action: 'findMany' }, next)).resolves.toBe('done');
    await expect(middleware({ uid: 'api::blog.blog', action: 'update' }, next)).resolves.toBe('done');
    await expect(asEnquiryDesk(() => middleware({ uid: UID, action: 'create' }, next))).resolves.toBe('done');
  });
});

/** Strapi's document service over one table held in memory, with the unique key of the database. */
function fakeStrapi({ raceOnCreate = false } = {}) {
  const rows = [];
  const documents = {
    findFirst: vi.fn(async ({ filters }) => rows.find((r) => r.submissionKey === filters.submissionKey) ?? null),
    create: vi.fn(async ({ data }) => {
      if (raceOnCreate) rows.push({ ...data, documentId: 'other-instance', id: 99 });
      if (rows.some((r) => r.submissionKey === data.submissionKey)) throw new Error('UNIQUE constraint failed');
      const row = { ...data, documentId: `doc-${rows.length + 1}`, id: rows.length + 1 };
      rows.push(row);
      return row;
    }),
    update: vi.fn(async ({ documentId, data }) =>
      Object.assign(
        rows.find((r) => r.documentId === documentId),
        data,
      ),
    ),
  };
  return { strapi: { documents: () => documents, log: { error: vi.fn() } }, rows, documents };
}

describe('receiveEnquiry: one entry per key', () => {
  const alert = vi.fn(async () => false);
  it('creates it, then only moves the e-mail’s outcome on', async () => {
    const { strapi, rows } = fakeStrapi();
    expect((await receiveEnquiry(strapi, fields, { alert })).created).toBe(true);
    expect((await receiveEnquiry(strapi, fields, { alert })).created).toBe(false);
    const { created, enquiry } = await receiveEnquiry(
      strapi,
      { ...fields, emailOutcome: 'failed', emailError: '412', firstName: 'Changed' },
      { alert },
    );
    expect(created).toBe(false);
    expect(rows).toHaveLength(1);
    expect(enquiry).toMatchObject({ firstName: 'Ada', emailOutcome: 'failed', emailError: '412' });
    expect(alert).toHaveBeenLastCalledWith(strapi, enquiry);
  });
  it('a second instance’s insert of the same key, at the same moment, is read instead of doubled', async () => {
    const { strapi, rows } = fakeStrapi({ raceOnCreate: true });
    const { created, enquiry } = await receiveEnquiry(strapi, fields, { alert });
    expect(created).toBe(false);
    expect(enquiry.documentId).toBe('other-instance');
    expect(rows).toHaveLength(1);
  });
});

/** The query engine over rows in memory, for the claims (updateMany with a condition). */
function fakeRows(rows) {
  const matches = (row, where) =>
    Object.entries(where).every(([k, v]) => {
      if (v && typeof v === 'object' && '$null' in v) return (row[k] == null) === v.$null;
      if (v && typeof v === 'object' && '$lt' in v) return row[k] < v.$lt;
      if (v && typeof v === 'object' && '$in' in v) return v.$in.includes(row[k]);
      return row[k] === v;
    });
  return {
    updateMany: vi.fn(async ({ where, data }) => {
      const hit = rows.filter((r) => matches(r, where));
      hit.forEach((r) => Object.assign(r, data));
      return { count: hit.length };
    }),
    deleteMany: vi.fn(async ({ where }) => {
      const keep = rows.filter((r) => !matches(r, where));
      const count = rows.length - keep.length;
      rows.splice(0, rows.length, ...keep);
      return { count };
    }),
    findMany: vi.fn(async ({ where }) => rows.filter((r) => matches(r, where))),
  };
}

const strapiOver = (rows) => ({ db: { query: () => fakeRows(rows) }, log: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } });

describe('alertIfEmailFailed: once, by a channel of its own', () => {
  const env = { ENQUIRY_ALERT_WEBHOOK_URL: 'https://hooks.example.com/team' };
  it('posts the enquiry to the webhook once, however many times it is asked', async () => {
    const row = { id: 1, documentId: 'd1', ...fields, emailOutcome: 'failed', emailError: '412', alertedAt: null };
    const strapi = strapiOver([row]);
    const fetchImpl = vi.fn(async () => new Response(null, { status: 200 }));
    expect(await alertIfEmailFailed(strapi, { ...row }, { env, fetchImpl })).toBe(true);
    expect(await alertIfEmailFailed(strapi, { ...row }, { env, fetchImpl })).toBe(false);
    expect(fetchImpl).toHaveBeenCalledOnce();
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe(env.ENQUIRY_ALERT_WEBHOOK_URL);
    expect(JSON.parse(init.body).text).toMatch(/Ada Lovelace \(ada@example.com, 312 555 0100\).*its e-mail failed \(412\)/);
  });
  it('releases its claim when the webhook fails, so the next round tries again', async () => {
    const row = { id: 1, documentId: 'd1', ...fields, emailOutcome: 'unknown', alertedAt: null };
    const strapi = strapiOver([row]);
    expect(await alertIfEmailFailed(strapi, { ...row }, { env, fetchImpl: async () => new Response(null, { status: 500 }) })).toBe(false);
    expect(row.alertedAt).toBeNull();
  });
  it('says nothing of a sent or pending e-mail', async () => {
    const fetchImpl = vi.fn();
    for (const emailOutcome of ['sent', 'pending']) {
      expect(await alertIfEmailFailed(strapiOver([]), { id: 1, emailOutcome, alertedAt: null }, { env, fetchImpl })).toBe(false);
    }
    expect(fetchImpl).not.toHaveBeenCalled();
  });
  it('names the unconfirmed e-mail apart from a failed one', () => {
    expect(alertBody({ ...fields, emailOutcome: 'unknown' }).text).toMatch(/never confirmed/);
  });
});

describe('tidyEnquiries: retention, pending given up, alerts retried', () => {
  const now = new Date('2026-11-25T12:00:00.000Z');
  it('deletes what is older than the retention, keeps the rest, gives up an old pending e-mail', async () => {
    const day = 24 * 3600_000;
    const rows = [
      { id: 1, createdAt: new Date(now - 366 * day), emailOutcome: 'sent', alertedAt: null },
      { id: 2, createdAt: new Date(now - 364 * day), emailOutcome: 'sent', alertedAt: null },
      { id: 3, createdAt: new Date(now - 11 * 60_000), emailOutcome: 'pending', alertedAt: null },
      { id: 4, createdAt: new Date(now - 60_000), emailOutcome: 'pending', alertedAt: null },
    ];
    const alert = vi.fn(async () => true);
    const result = await tidyEnquiries(strapiOver(rows), { now, env: {}, alert });
    expect(result).toEqual({ deleted: 1, givenUp: 1, alerted: 1 });
    expect(rows.map((r) => [r.id, r.emailOutcome])).toEqual([
      [2, 'sent'],
      [3, 'unknown'],
      [4, 'pending'],
    ]);
  });
  it('reads its periods from the environment, days possibly fractional', () => {
    expect(cutoffs(now, {}).deleteBefore.toISOString()).toBe('2025-11-25T12:00:00.000Z');
    expect(cutoffs(now, { ENQUIRY_RETENTION_DAYS: '30' }).deleteBefore.toISOString()).toBe('2026-10-26T12:00:00.000Z');
    expect(cutoffs(now, { ENQUIRY_RETENTION_DAYS: '0.5', ENQUIRY_PENDING_MINUTES: '2' })).toEqual({
      deleteBefore: new Date('2026-11-25T00:00:00.000Z'),
      pendingBefore: new Date('2026-11-25T11:58:00.000Z'),
    });
    expect(cutoffs(now, { ENQUIRY_RETENTION_DAYS: 'forever' }).deleteBefore.toISOString()).toBe('2025-11-25T12:00:00.000Z');
  });
});
