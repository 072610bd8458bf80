import { describe, expect, it } from 'vitest';
import reportModule from './report.js';

const { MAX_BYTES, openReport, signReport } = reportModule;
const SECRET = 'a-report-secret-of-the-workflow-32';
const NOW = 1_796_600_000;
const REQUEST = '7d9c1f2e-3b4a-4c5d-8e6f-0a1b2c3d4e5f';
const start = {
  phase: 'start',
  runId: '12345',
  runUrl: 'https://github.com/agency/site/actions/runs/12345',
  trigger: 'cms',
  request: REQUEST,
  commit: 'a'.repeat(40),
  at: '2026-12-06T09:01:00.000Z',
};
const signed = (value, { time = NOW, secret = SECRET } = {}) => {
  const body = typeof value === 'string' ? value : JSON.stringify(value);
  return { body, time: String(time), signature: signReport(body, time, secret) };
};
const open = (request) => openReport(request, { secret: SECRET, nowS: NOW });

describe('a report of the deploy workflow', () => {
  it('is read when signed with the shared secret over its time and bytes', () => {
    expect(open(signed(start))).toEqual({ report: { ...start, outcome: null, failedStep: null, error: null } });
    const end = { ...start, phase: 'end', outcome: 'failed', failedStep: 'Build', error: 'x'.repeat(1500) };
    expect(open(signed(end)).report).toMatchObject({ outcome: 'failed', failedStep: 'Build', error: 'x'.repeat(1000) });
  });

  // The attacker's: no signature, a wrong one, another secret, an old time, a changed body, too big, not a report.
  it.each([
    ['no signature', { ...signed(start), signature: undefined }, 401],
    ['no time', { ...signed(start), time: undefined }, 401],
    ['a signature of another secret', signed(start, { secret: 'another-secret-of-thirty-two-chars' }), 401],
    ['a time six minutes old', signed(start, { time: NOW - 360 }), 401],
    ['a time from the future', signed(start, { time: NOW + 360 }), 401],
    ['the time changed after signing', { ...signed(start), time: String(NOW - 1) }, 401],
    ['the body changed after signing', { ...signed(start), body: JSON.stringify({ ...start, runId: '99999' }) }, 401],
    ['an oversized body', signed({ ...start, error: 'x'.repeat(MAX_BYTES) }), 413],
    ['not JSON', signed('not json'), 400],
    ['a run link elsewhere than GitHub', signed({ ...start, runUrl: 'https://evil.example/actions/runs/1' }), 400],
    ['an end without an outcome', signed({ ...start, phase: 'end' }), 400],
    ['a start with an outcome', signed({ ...start, outcome: 'live' }), 400],
    ["the CMS's trigger without its request", signed({ ...start, request: null }), 400],
    ['a run id that is not a number', signed({ ...start, runId: '../1' }), 400],
  ])('%s: refused (%s)', (_, request, status) => {
    expect(open(request)).toMatchObject({ status });
  });

  it('answers as if there were no route where no secret is set', () => {
    expect(openReport(signed(start), { secret: undefined, nowS: NOW })).toEqual({ status: 404, refusal: 'Not Found' });
  });
});
