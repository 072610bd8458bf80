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
});
