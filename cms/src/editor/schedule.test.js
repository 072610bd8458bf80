import { describe, expect, it, vi } from 'vitest';
import schedule from './schedule.js';

const { publishDue, oneInstanceAtATime, schedulePublishing, DEFAULT_RULE, PUBLISH_LOCK } = schedule;

/** Strapi's document service over an in-memory list of drafts. */
function fakeStrapi(drafts, { failFor = null } = {}) {
  const calls = [];
  const documents = {
    findMany: vi.fn(async ({ filters }) => drafts.filter((d) => d.publishAt && d.publishAt <= filters.publishAt.$lte)),
    update: vi.fn(async ({ documentId, data }) => calls.push(['update', documentId, data])),
    publish: vi.fn(async ({ documentId }) => {
      if (documentId === failFor) throw new Error('cover without alternative text');
      calls.push(['publish', documentId]);
    }),
  };
  return { strapi: { documents: () => documents, log: { info: vi.fn(), error: vi.fn() } }, calls, documents };
}

describe('scheduled posts', () => {
  const now = new Date('2026-11-24T10:00:00.000Z');
  const drafts = [
    { documentId: 'due', slug: 'due', title: 'Due', publishAt: '2026-11-24T09:59:00.000Z' },
    { documentId: 'now', slug: 'now', title: 'Now', publishAt: '2026-11-24T10:00:00.000Z' },
    { documentId: 'later', slug: 'later', title: 'Later', publishAt: '2026-11-24T10:01:00.000Z' },
    { documentId: 'manual', slug: 'manual', title: 'Manual', publishAt: null },
  ];

  it('publishes the drafts whose time has come, clearing their date first; later and unscheduled ones wait', async () => {
    const { strapi, calls } = fakeStrapi(drafts);
    expect(await publishDue(strapi, now)).toEqual({ published: ['due', 'now'], failed: [] });
    expect(calls).toEqual([
      ['update', 'due', { publishAt: null }],
      ['publish', 'due'],
      ['update', 'now', { publishAt: null }],
      ['publish', 'now'],
    ]);
  });

  it('one that cannot be published keeps its date and is logged; the others still go out', async () => {
    const { strapi, calls } = fakeStrapi(drafts, { failFor: 'due' });
    expect(await publishDue(strapi, now)).toEqual({ published: ['now'], failed: ['due'] });
    expect(calls).toContainEqual(['update', 'due', { publishAt: '2026-11-24T09:59:00.000Z' }]);
    expect(strapi.log.error).toHaveBeenCalledWith(expect.stringContaining('cover without alternative text'));
  });

  it('runs every minute unless SCHEDULE_RULE says otherwise', () => {
    const add = vi.fn();
    schedulePublishing({ cron: { add } }, {});
    expect(add.mock.calls[0][0].publishScheduledPosts.options.rule).toBe(DEFAULT_RULE);
    schedulePublishing({ cron: { add } }, { SCHEDULE_RULE: '*/5 * * * * *' });
    expect(add.mock.calls[1][0].publishScheduledPosts.options.rule).toBe('*/5 * * * * *');
  });
});

/** A database whose advisory lock another instance may hold (the real one: e2e/strapi/editor.spec.ts on PostgreSQL). */
function fakeDatabase(client, { heldElsewhere = false } = {}) {
  const asked = [];
  const trx = {
    raw: vi.fn(async (sql, bindings) => {
      asked.push([sql, bindings]);
      return { rows: [{ locked: !heldElsewhere }] };
    }),
  };
  return { db: { dialect: { client }, connection: { transaction: vi.fn(async (work) => work(trx)) } }, asked };
}

describe('one instance publishes', () => {
  const result = { published: ['due'], failed: [] };

  it('on PostgreSQL, the instance that takes the advisory lock publishes, inside its transaction', async () => {
    const { db, asked } = fakeDatabase('postgres');
    const publish = vi.fn(async () => result);
    expect(await oneInstanceAtATime({ db }, publish)).toBe(result);
    expect(asked).toEqual([['SELECT pg_try_advisory_xact_lock(?) AS locked', [PUBLISH_LOCK]]]);
    expect(publish).toHaveBeenCalledOnce();
  });

  it('on PostgreSQL, an instance that finds the lock taken skips the round', async () => {
    const { db } = fakeDatabase('postgres', { heldElsewhere: true });
    const publish = vi.fn(async () => result);
    expect(await oneInstanceAtATime({ db }, publish)).toEqual({ published: [], failed: [], skipped: true });
    expect(publish).not.toHaveBeenCalled();
  });

  it('on SQLite (one instance), it publishes without a lock', async () => {
    const { db, asked } = fakeDatabase('sqlite');
    const publish = vi.fn(async () => result);
    expect(await oneInstanceAtATime({ db }, publish)).toBe(result);
    expect(asked).toEqual([]);
    expect(db.connection.transaction).not.toHaveBeenCalled();
  });
});
