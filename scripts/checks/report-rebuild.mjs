// The deploy workflow's report to the CMS (.github/workflows/deploy.yml): where this run stands,
// signed with the secret the workflow and the CMS share (cms/src/rebuilds/report.js says how).
//   node scripts/checks/report-rebuild.mjs start
//   node scripts/checks/report-rebuild.mjs end live|failed [failed step] [log file]
// Reads REBUILD_REPORT_URL and REBUILD_REPORT_SECRET, and GitHub's own variables of the run.
// A report that cannot be sent is said in the log and never fails the deploy.
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/** The report's body for this run, from GitHub's variables. @param {string[]} args @param {Record<string, string | undefined>} env */
export function reportBody([phase, outcome, failedStep, logFile], env, now = new Date()) {
  const request = env.REBUILD_REQUEST || null;
  const failed = phase === 'end' && outcome === 'failed';
  const errorLines =
    failed && logFile && existsSync(logFile)
      ? readFileSync(logFile, 'utf8')
          .split('\n')
          .filter((l) => /error|failed|✘/i.test(l))
          .slice(0, 5)
          .join('\n')
      : null;
  return {
    phase,
    runId: String(env.GITHUB_RUN_ID ?? ''),
    runUrl: `${env.GITHUB_SERVER_URL ?? 'https://github.com'}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`,
    trigger: request ? 'cms' : env.GITHUB_EVENT_NAME === 'push' ? 'push' : 'manual',
    request,
    commit: env.GITHUB_SHA ?? '',
    at: now.toISOString(),
    ...(phase === 'end' ? { outcome } : {}),
    ...(failed ? { failedStep: failedStep || 'a step', error: (errorLines || 'See the run for the error.').slice(0, 1000) } : {}),
  };
}

/** The signed request. @param {string} body @param {number} time @param {string} secret */
export const signature = (body, time, secret) => `sha256=${createHmac('sha256', secret).update(`${time}.${body}`).digest('hex')}`;

/** Send it; answers what to print. @param {string[]} args @param {Record<string, string | undefined>} env */
export async function report(args, env = process.env, fetchImpl = fetch) {
  if (!env.REBUILD_REPORT_URL || !env.REBUILD_REPORT_SECRET)
    return 'REBUILD_REPORT_URL or REBUILD_REPORT_SECRET is not set: the CMS is not told.';
  const body = JSON.stringify(reportBody(args, env));
  const time = Math.floor(Date.now() / 1000);
  try {
    const res = await fetchImpl(env.REBUILD_REPORT_URL, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Rebuild-Time': String(time),
        'X-Rebuild-Signature': signature(body, time, env.REBUILD_REPORT_SECRET),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    return res.ok
      ? `The CMS was told: ${args.join(' ')}.`
      : `::warning::The CMS refused the report (${res.status}): ${(await res.text()).slice(0, 200)}`;
  } catch (err) {
    return `::warning::The CMS could not be told (${err instanceof Error ? err.message : String(err)}); the deploy goes on.`;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await report(process.argv.slice(2)));
