// @ts-check
/**
 * POST /api/rebuilds/report: the deploy workflow's reports (./report.js), answered before Strapi's
 * body parser reads anything (src/middlewares/rebuild-report.js), since the signature covers the
 * body's exact bytes. A report is read whole only up to 4 KB. It writes the rebuild log and nothing
 * else; it answers "ok" or a refusal, and nothing about any rebuild. A failed rebuild reaches the
 * team's alert channel, with the run's link.
 */
const { openReport, MAX_BYTES } = require('./report');
const { changeLog, withReport } = require('./log');
const { WEBHOOK_ENV, chatLink, chatText, postToTeam } = require('../alerts/team');

const PATH = '/api/rebuilds/report';

/** The request's body, or null past `max` bytes (read no further). @param {import('node:http').IncomingMessage} req @param {number} max */
async function rawBody(req, max) {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) return null;
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > max) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** @param {string | null} iso */
const hhmm = (iso) => (iso ? `${iso.slice(11, 16)} UTC` : 'an earlier build');

/**
 * The middleware: this path's POSTs only; everything else goes on to Strapi.
 * @param {CmsStrapi} strapi @param {{ env?: CmsEnv, fetchImpl?: typeof fetch, nowS?: () => number }} [options]
 * @returns {(ctx: CmsContext, next: CmsNext) => Promise<void>}
 */
function rebuildReports(strapi, { env = process.env, fetchImpl = fetch, nowS = () => Math.floor(Date.now() / 1000) } = {}) {
  return async (ctx, next) => {
    if (ctx.path !== PATH) return next();
    const answer = (/** @type {number} */ status, /** @type {string} */ message) => {
      ctx.status = status;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = status < 300 ? { ok: true } : { error: message };
    };
    if (ctx.method !== 'POST') return answer(405, 'Method Not Allowed');
    const body = await rawBody(ctx.req, MAX_BYTES);
    if (body === null)
      return answer(env.REBUILD_REPORT_SECRET ? 413 : 404, env.REBUILD_REPORT_SECRET ? 'The report is too large.' : 'Not Found');
    const opened = openReport(
      { body, time: ctx.get('x-rebuild-time') || undefined, signature: ctx.get('x-rebuild-signature') || undefined },
      { secret: env.REBUILD_REPORT_SECRET, nowS: nowS() },
    );
    if ('refusal' in opened) return answer(opened.status, opened.refusal);
    const changed = await changeLog(strapi, (log) => {
      const next = withReport(log, opened.report);
      return 'refusal' in next ? next : { log: next.log, result: next.rebuild };
    });
    if ('refusal' in changed) return answer(409, changed.refusal);
    const rebuild = changed.result;
    strapi.log.info(`Rebuilds: run ${rebuild.runId} ${rebuild.state}.`);
    if (rebuild.state === 'failed') {
      const text =
        `The site's rebuild failed at ${hhmm(rebuild.endedAt)} in the step "${chatText(rebuild.failedStep, 60)}": ` +
        `${chatText((rebuild.error ?? '').split('\n').find((l) => l.trim()) ?? 'no error text', 160)} ` +
        `The site still shows what it showed before. ${chatLink(/** @type {string} */ (rebuild.runUrl), 'The run')}`;
      if (!env[WEBHOOK_ENV]) strapi.log.warn(`Rebuilds: ${WEBHOOK_ENV} is unset, so nobody was told of the failed rebuild.`);
      else
        await postToTeam(
          { text, rebuild: { kind: 'rebuild-failed', runUrl: rebuild.runUrl, step: rebuild.failedStep } },
          { env, fetchImpl },
        ).catch((/** @type {Error} */ err) => strapi.log.error(`Rebuilds: the team could not be told (${err.message}).`));
    }
    return answer(202, 'ok');
  };
}

module.exports = { PATH, rebuildReports };
