import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The deploy workflow, read as GitHub reads it: jobs, their order, their steps' commands.
const workflow = readFileSync(new URL('../../.github/workflows/deploy.yml', import.meta.url), 'utf8');

/** The text of one top-level job (from its name to the next job or the end). */
function job(name: string): string {
  const start = workflow.indexOf(`\n  ${name}:\n`);
  expect(start, `a job named ${name}`).toBeGreaterThan(-1);
  const rest = workflow.slice(start + 1);
  const next = rest.slice(1).search(/\n {2}[a-z-]+:\n/);
  return next === -1 ? rest : rest.slice(0, next + 1);
}

describe('the deploy workflow', () => {
  it('deploys only after the suite has passed', () => {
    expect(job('deploy')).toMatch(/\n {4}needs: verify\n/);
    expect(job('deploy')).toContain('wrangler deploy --config wrangler.jsonc --env production');
    expect(job('deploy')).not.toContain('pages deploy');
    expect(job('verify')).not.toContain('wrangler');
  });

  it('runs the type check, the lint and the unit tier every time, and the end-to-end tier for every push', () => {
    const verify = job('verify');
    for (const command of ['npm run check', 'npm run lint', 'npm run test:unit', 'npm run test:e2e']) expect(verify).toContain(command);
    const e2e = verify.slice(verify.indexOf('End-to-end tier'));
    expect(e2e).toContain("if: github.event_name == 'push'");
    expect(e2e).toContain('npm run test:e2e');
  });

  it('tells the CMS where each run stands, and never fails a run for it', () => {
    const verify = job('verify');
    const deploy = job('deploy');
    // The start before anything can fail; a failure of the checks or of the deploy; the deploy live.
    expect(verify.indexOf('report-rebuild.mjs start')).toBeGreaterThan(verify.indexOf('actions/checkout'));
    expect(verify.indexOf('report-rebuild.mjs start')).toBeLessThan(verify.indexOf('npm ci'));
    expect(verify).toContain('report-rebuild.mjs end failed');
    expect(deploy).toContain('report-rebuild.mjs end live');
    expect(deploy).toContain('report-rebuild.mjs end failed');
    expect(deploy.indexOf('report-rebuild.mjs end live')).toBeGreaterThan(deploy.indexOf('wrangler deploy'));
    const reports = workflow.split('\n      - ').filter((step) => step.includes('node scripts/checks/report-rebuild.mjs'));
    expect(reports).toHaveLength(4);
    for (const step of reports) {
      expect(step).toContain('continue-on-error: true');
      expect(step).toContain('REBUILD_REPORT_SECRET: ${{ secrets.REBUILD_REPORT_SECRET }}');
      expect(step).toContain('REBUILD_REQUEST: ${{ inputs.request }}');
    }
    expect(workflow).toMatch(/\n {6}request:\n {8}description: /);
  });
});
