import { describe, expect, it } from 'vitest';
import logModule from './log.js';

const { asked, liveStatus, withReport } = logModule;
const RUN = 'https://github.com/agency/site/actions/runs/';
const report = (over) => ({
  phase: 'start',
  runId: '1',
  runUrl: `${RUN}1`,
  trigger: 'cms',
  request: null,
  commit: 'a'.repeat(40),
  at: '2026-12-06T09:01:30.000Z',
  outcome: null,
  failedStep: null,
  error: null,
  ...over,
});
const first = asked({ reason: 'entry.publish blog hello', askedBy: 'a change published', now: new Date('2026-12-06T09:01:00Z') });
const apply = (log, over) => {
  const next = withReport(log, report(over));
  if ('refusal' in next) throw new Error(next.refusal);
  return next.log;
};

describe('the rebuild log', () => {
  it('follows one rebuild from asked to running to live', () => {
    const running = apply([first], { request: first.request });
    expect(running[0]).toMatchObject({ state: 'running', runId: '1', startedAt: '2026-12-06T09:01:30.000Z' });
    const live = apply(running, { phase: 'end', request: first.request, outcome: 'live', at: '2026-12-06T09:04:00.000Z' });
    expect(live[0]).toMatchObject({ state: 'live', endedAt: '2026-12-06T09:04:00.000Z' });
  });

  // The attacker's: a run the CMS never asked for, another run's id, a replay, an end before a start.
  it.each([
    ['a request the CMS never made', [first], { request: '00000000-0000-4000-8000-000000000000' }],
    ['a start replayed', 'running', { request: first.request }],
    ['another run starting the same request', 'running', { request: first.request, runId: '2' }],
    ['an end naming another run', 'running', { phase: 'end', runId: '2', request: first.request, outcome: 'live' }],
    ['an end for another request', 'running', { phase: 'end', request: null, outcome: 'live' }],
    ['an end before any start', [first], { phase: 'end', request: first.request, outcome: 'live' }],
    ['a push reusing a known run id', 'running', { trigger: 'push', request: null }],
  ])('%s: refused, nothing changed', (_, log, over) => {
    const before = log === 'running' ? apply([first], { request: first.request }) : log;
    expect(withReport(before, report(over))).toEqual({ refusal: 'This report does not match a rebuild the CMS knows.' });
  });

  it('a push starts a rebuild of its own; a newer start replaces one still waiting', () => {
    const log = apply([first], { trigger: 'push', runId: '7', at: '2026-12-06T09:02:00.000Z' });
    expect(log.map((r) => [r.trigger, r.state])).toEqual([
      ['push', 'running'],
      ['cms', 'replaced'],
    ]);
  });
});

describe("a post's place on the live site", () => {
  const published = '2026-12-06T09:00:50.000Z';
  const running = apply([first], { request: first.request });
  const live = apply(running, { phase: 'end', request: first.request, outcome: 'live', at: '2026-12-06T09:04:00.000Z' });
  const failed = apply(running, {
    phase: 'end',
    request: first.request,
    outcome: 'failed',
    failedStep: 'Build',
    error: 'boom',
    at: '2026-12-06T09:03:00.000Z',
  });
  const earlier = { ...first, request: 'x', state: 'live', startedAt: '2026-12-06T08:40:00.000Z', endedAt: '2026-12-06T08:43:00.000Z' };

  it('live since the rebuild after its publish went live', () => {
    expect(liveStatus(live, published)).toEqual({ state: 'live', since: '2026-12-06T09:04:00.000Z' });
  });
  it('waiting while that rebuild runs', () => {
    expect(liveStatus(running, published)).toEqual({ state: 'waiting', since: '2026-12-06T09:01:30.000Z' });
  });
  it('failed, with the version the site still shows', () => {
    expect(liveStatus([...failed, earlier], published)).toEqual({
      state: 'failed',
      at: '2026-12-06T09:03:00.000Z',
      shows: '2026-12-06T08:40:00.000Z',
      runUrl: `${RUN}1`,
    });
  });
  it('a rebuild from before the publish does not count', () => {
    expect(liveStatus([earlier], published)).toEqual({ state: 'none' });
    expect(liveStatus(live, null)).toEqual({ state: 'unpublished' });
  });
});
