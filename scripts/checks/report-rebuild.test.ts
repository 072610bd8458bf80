import { createServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { report, reportBody, signature } from './report-rebuild.mjs';

const env = {
  GITHUB_RUN_ID: '12345',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'agency/site',
  GITHUB_SHA: 'a'.repeat(40),
  GITHUB_EVENT_NAME: 'workflow_dispatch',
  REBUILD_REQUEST: '7d9c1f2e-3b4a-4c5d-8e6f-0a1b2c3d4e5f',
};

describe("the deploy workflow's report to the CMS", () => {
  it('says which run, for which request, at which commit', () => {
    const now = new Date('2026-12-06T09:01:00Z');
    expect(reportBody(['start'], env, now)).toEqual({
      phase: 'start',
      runId: '12345',
      runUrl: 'https://github.com/agency/site/actions/runs/12345',
      trigger: 'cms',
      request: env.REBUILD_REQUEST,
      commit: 'a'.repeat(40),
      at: '2026-12-06T09:01:00.000Z',
    });
    expect(reportBody(['start'], { ...env, REBUILD_REQUEST: '', GITHUB_EVENT_NAME: 'push' }, now)).toMatchObject({
      trigger: 'push',
      request: null,
    });
  });

  it('a failure carries its step and the first error lines of its log', () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'build.log'), 'building\n[ERROR] src/pages/blog.astro: the post "x" has no title\nmore\n');
    expect(reportBody(['end', 'failed', 'The build', join(dir, 'build.log')], env)).toMatchObject({
      outcome: 'failed',
      failedStep: 'The build',
      error: '[ERROR] src/pages/blog.astro: the post "x" has no title',
    });
  });

  it('sends it signed over its time and bytes, and a CMS that is down fails nothing', async () => {
    const received: Array<{ headers: Record<string, unknown>; body: string }> = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(202).end('{"ok":true}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    onTestFinished(() => new Promise<void>((r) => server.close(() => r())));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/rebuilds/report`;
    const said = await report(['end', 'live'], { ...env, REBUILD_REPORT_URL: url, REBUILD_REPORT_SECRET: 's3cret' });
    expect(said).toBe('The CMS was told: end live.');
    const { headers, body } = received[0]!;
    expect(headers['x-rebuild-signature']).toBe(signature(body, Number(headers['x-rebuild-time']), 's3cret'));
    expect(JSON.parse(body)).toMatchObject({ phase: 'end', outcome: 'live' });
    expect(await report(['start'], { ...env, REBUILD_REPORT_URL: 'http://127.0.0.1:9/', REBUILD_REPORT_SECRET: 's' })).toMatch(
      /^::warning::The CMS could not be told/,
    );
    expect(await report(['start'], env)).toContain('is not set');
  });
});
