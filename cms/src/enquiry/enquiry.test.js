import { describe, expect, it, vi } from 'vitest';
import intake from './intake.js';
import alerts from './alerts.js';
import housekeeping from './housekeeping.js';
import team from '../alerts/team.js';

const { nextOutcome, fieldsOf, readOnlyEnquiries, asEnquiryDesk, receiveEnquiry, UID } = intake;
const { announceFailedEmails, alertBody } = alerts;
const { shownAs } = team;
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
  websiteUrl: '',
  budget: '$5,000+',
  timeframe: 'ASAP',
  notes: '',
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
  it('creates it, then only moves the e-mail’s outcome on', async () => {
    const { strapi, rows } = fakeStrapi();
    expect((await receiveEnquiry(strapi, fields)).created).toBe(true);
    expect((await receiveEnquiry(strapi, fields)).created).toBe(false);
    const { created, enquiry } = await receiveEnquiry(strapi, {
      ...fields,
      emailOutcome: 'failed',
      emailError: '412',
      firstName: 'Changed',
    });
    expect(created).toBe(false);
    expect(rows).toHaveLength(1);
    expect(enquiry).toMatchObject({ firstName: 'Ada', emailOutcome: 'failed', emailError: '412' });
  });
  it('a second instance’s insert of the same key, at the same moment, is read instead of doubled', async () => {
    const { strapi, rows } = fakeStrapi({ raceOnCreate: true });
    const { created, enquiry } = await receiveEnquiry(strapi, fields);
    expect(created).toBe(false);
    expect(enquiry.documentId).toBe('other-instance');
    expect(rows).toHaveLength(1);
  });
  it('outcomeOnly (Turnstile on, a later report) never creates: an unknown key is refused and nothing is written', async () => {
    const { strapi, rows, documents } = fakeStrapi();
    for (const emailOutcome of ['pending', 'sent', 'failed']) {
      await expect(receiveEnquiry(strapi, { ...fields, emailOutcome }, { outcomeOnly: true })).rejects.toThrow(
        /No enquiry has this submission key/,
      );
    }
    expect(documents.create).not.toHaveBeenCalled();
    expect(rows).toEqual([]);
  });
  it('outcomeOnly moves a known enquiry’s outcome on', async () => {
    const { strapi, rows } = fakeStrapi();
    await receiveEnquiry(strapi, fields);
    const { created, enquiry } = await receiveEnquiry(strapi, { ...fields, emailOutcome: 'sent' }, { outcomeOnly: true });
    expect([created, enquiry.emailOutcome, rows.length]).toEqual([false, 'sent', 1]);
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

const strapiWithAdmin = (rows) => ({
  ...strapiOver(rows),
  config: { get: (key) => (key === 'admin.absoluteUrl' ? 'https://cms.agency.example/admin' : undefined) },
});

describe('announceFailedEmails: once, by a channel of its own, one message a round', () => {
  const env = { ENQUIRY_ALERT_WEBHOOK_URL: 'https://hooks.example.com/team' };
  const now = new Date('2026-11-25T12:00:00.000Z');
  const failed = (id, over = {}) => ({
    id,
    documentId: `d${id}`,
    ...fields,
    createdAt: '2026-11-25T11:58:00.000Z',
    emailOutcome: 'failed',
    emailError: '412',
    alertedAt: null,
    ...over,
  });
  const ok = () => vi.fn(async () => new Response(null, { status: 200 }));

  it('names each enquiry once, however many rounds ask, in one message with what the team needs', async () => {
    const rows = [failed(1), failed(2, { firstName: 'Grace', lastName: 'Hopper', emailOutcome: 'unknown', emailError: '' })];
    const strapi = strapiWithAdmin(rows);
    const fetchImpl = ok();
    expect(await announceFailedEmails(strapi, { env, fetchImpl, now })).toBe(2);
    expect(await announceFailedEmails(strapi, { env, fetchImpl, now })).toBe(0);
    expect(fetchImpl).toHaveBeenCalledOnce();
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe(env.ENQUIRY_ALERT_WEBHOOK_URL);
    const body = JSON.parse(init.body);
    expect(body.text).toBe(
      [
        '2 enquiries are stored in the CMS, but their e-mails did not reach you:',
        '• Ada Lovelace, received 2026-11-25 11:58 UTC: its e-mail failed (412). <https://cms.agency.example/admin/content-manager/collection-types/api::enquiry.enquiry/d1|Open it in the CMS>',
        '• Grace Hopper, received 2026-11-25 11:58 UTC: its e-mail was never confirmed. <https://cms.agency.example/admin/content-manager/collection-types/api::enquiry.enquiry/d2|Open it in the CMS>',
        'Check the e-mail service (EmailJS) too.',
      ].join('\n'),
    );
    // The rest of what the visitor sent stays in the CMS.
    for (const personal of [fields.email, fields.phoneNumber, fields.budget, fields.goals]) expect(init.body).not.toContain(personal);
    expect(body.enquiries.map((e) => [e.documentId, e.firstName, e.emailOutcome])).toEqual([
      ['d1', 'Ada', 'failed'],
      ['d2', 'Grace', 'unknown'],
    ]);
    expect(rows.every((r) => r.alertedAt === now)).toBe(true);
  });

  it('a flood of failed enquiries is one message naming ten and counting the rest', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => failed(i + 1));
    const fetchImpl = ok();
    expect(await announceFailedEmails(strapiWithAdmin(rows), { env, fetchImpl, now })).toBe(25);
    expect(fetchImpl).toHaveBeenCalledOnce();
    const { text } = JSON.parse(fetchImpl.mock.calls[0][1].body);
    expect(text.split('\n').filter((l) => l.startsWith('• '))).toHaveLength(10);
    expect(text).toContain('…and 15 more: Content Manager → Enquiry.');
  });

  it('releases its claims when the webhook fails, so the next round tries again', async () => {
    const rows = [failed(1, { emailOutcome: 'unknown' }), failed(2)];
    const strapi = strapiWithAdmin(rows);
    expect(await announceFailedEmails(strapi, { env, now, fetchImpl: async () => new Response(null, { status: 500 }) })).toBe(0);
    expect(rows.map((r) => r.alertedAt)).toEqual([null, null]);
    expect(strapi.log.error).toHaveBeenCalledWith(expect.stringMatching(/answered 500.*next round tries again/));
  });

  it('says nothing of a sent or pending e-mail, nor without a webhook', async () => {
    const fetchImpl = vi.fn();
    const rows = [failed(1, { emailOutcome: 'sent' }), failed(2, { emailOutcome: 'pending' })];
    expect(await announceFailedEmails(strapiWithAdmin(rows), { env, fetchImpl, now })).toBe(0);
    const unset = strapiWithAdmin([failed(3)]);
    expect(await announceFailedEmails(unset, { env: {}, fetchImpl, now })).toBe(0);
    expect(unset.log.warn).toHaveBeenCalledWith(expect.stringMatching(/ENQUIRY_ALERT_WEBHOOK_URL is unset/));
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('alertBody: a visitor’s text is characters in Slack and Google Chat, never markup', () => {
  const admin = 'https://cms.agency.example/admin';
  // Slack's and Google Chat's markup: a control sequence in <…>, or a marker (* _ ~ `) that opens
  // at the start of a word and closes at its end.
  const CONTROL = /<[^>]*>/g;
  const FORMATTING = /(^|[\s([{"'])([*_~`])(?=\S)[^\n]*?\S\2(?=$|[\s)\]}"'.,;:!?])/;
  const hostile = [
    '<!channel>',
    '<!here> <@U012AB3CD>',
    '<https://evil.example|Open the CMS>',
    'Tom & Jerry',
    '*urgent* _call_ ~now~ `rm`',
    'visit https://evil.example or evil.com',
    'mallory@evil.example',
    'x'.repeat(5_000),
  ];
  it.each(hostile.map((name) => [name.length > 60 ? `a ${name.length}-character name` : name, name]))('%s', (_, name) => {
    const { text } = alertBody(
      [
        {
          id: 1,
          documentId: 'd1',
          firstName: name,
          lastName: 'Q',
          createdAt: '2026-11-25T11:58:00.000Z',
          emailOutcome: 'failed',
          emailError: '<!everyone>',
        },
      ],
      admin,
    );
    const line = text.split('\n')[1];
    const visitorPart = line.slice('• '.length, line.lastIndexOf(', received'));
    // The only control sequence is our own link.
    expect(line.match(CONTROL)).toEqual([
      '<https://cms.agency.example/admin/content-manager/collection-types/api::enquiry.enquiry/d1|Open it in the CMS>',
    ]);
    expect(visitorPart).not.toMatch(/[<>]/);
    expect(visitorPart).not.toMatch(FORMATTING);
    // No address or domain a chat would turn into a link: a zero-width space after every dot, colon, slash, @.
    expect(visitorPart).not.toMatch(/[.:/@][^\u200B]/);
    expect(line).toContain('its e-mail failed (&lt;!everyone&gt;)');
    // What the team reads: the characters typed, cut at 80.
    const shown = shownAs(visitorPart);
    expect(shown).toBe(name.length > 80 ? `${name.slice(0, 79)}… Q` : `${name} Q`);
  });
  it('drops the controls that would turn the line around (a right-to-left override, an isolate, a mark)', () => {
    const name = 'Ann\u202Egpj.exe\u202C \u2067Bob\u2069\u200F \u05E9\u05DC\u05D5\u05DD';
    const { text } = alertBody(
      [{ id: 1, documentId: 'd1', firstName: name, lastName: 'Q', createdAt: '2026-11-25T11:58:00.000Z', emailOutcome: 'failed' }],
      admin,
    );
    expect(text).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    // The letters stay, Hebrew included.
    expect(shownAs(text)).toContain('Anngpj.exe Bob \u05E9\u05DC\u05D5\u05DD Q');
  });
  it('keeps a long name from making a long message', () => {
    const { text } = alertBody(
      [
        {
          id: 1,
          documentId: 'd1',
          firstName: 'x'.repeat(5_000),
          lastName: 'y'.repeat(5_000),
          createdAt: '2026-11-25T11:58:00.000Z',
          emailOutcome: 'unknown',
        },
      ],
      admin,
    );
    expect(text.length).toBeLessThan(600);
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
    const announce = vi.fn(async () => 1);
    const result = await tidyEnquiries(strapiOver(rows), { now, env: {}, announce });
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
