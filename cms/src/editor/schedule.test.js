import { describe, expect, it, vi } from 'vitest';
import schedule from './schedule.js';

const { publishDue, schedulePublishing, DEFAULT_RULE } = schedule;

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
