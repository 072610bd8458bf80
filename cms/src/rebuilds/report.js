// @ts-check
/**
 * How the deploy workflow tells the CMS where a rebuild stands (.github/workflows/deploy.yml,
 * scripts/checks/report-rebuild.mjs): a small JSON body, signed with a secret the workflow and the
 * CMS share (REBUILD_REPORT_SECRET), over the time it was sent and the body's exact bytes:
 *
 *   X-Rebuild-Time: <unix seconds>
 *   X-Rebuild-Signature: sha256=<hex HMAC-SHA256 of "<time>.<body>">
 *
 * A report without a signature, with a wrong one, older or newer than five minutes, over 4 KB, or
 * not of the shape below is refused before anything is read from it.
 */
const { createHmac, timingSafeEqual } = require('node:crypto');

const MAX_BYTES = 4096;
const MAX_SKEW_S = 300;
const PHASES = ['start', 'end'];
const OUTCOMES = ['live', 'failed'];

/**
 * @typedef {{ phase: 'start' | 'end', runId: string, runUrl: string, trigger: 'cms' | 'push' | 'manual', request: string | null,
 *   commit: string, at: string, outcome: 'live' | 'failed' | null, failedStep: string | null, error: string | null }} RebuildReport
 */

/** The signature of `body` sent at `time` (unix seconds). @param {string} body @param {number} time @param {string} secret */
function signReport(body, time, secret) {
  return `sha256=${createHmac('sha256', secret).update(`${time}.${body}`).digest('hex')}`;
}

/** @param {unknown} v @param {number} max */
const text = (v, max) => (typeof v === 'string' && v.length > 0 && v.length <= max ? v : null);
/** @param {unknown} v */
const isoTime = (v) => (typeof v === 'string' && v.length <= 40 && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString() : null);

/**
 * The report a body holds, or null when it is not one.
 * @param {unknown} value @returns {RebuildReport | null}
 */
function parseReport(value) {
  const v = /** @type {Record<string, unknown>} */ (value);
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const phase = PHASES.includes(String(v.phase)) ? /** @type {'start' | 'end'} */ (v.phase) : null;
  const runId = typeof v.runId === 'string' && /^\d{1,20}$/.test(v.runId) ? v.runId : null;
  const runUrl = text(v.runUrl, 300);
  const trigger = ['cms', 'push', 'manual'].includes(String(v.trigger)) ? /** @type {'cms' | 'push' | 'manual'} */ (v.trigger) : null;
  const request = v.request === undefined || v.request === null || v.request === '' ? null : text(v.request, 64);
  const commit = typeof v.commit === 'string' && /^[0-9a-f]{7,40}$/.test(v.commit) ? v.commit : null;
  const at = isoTime(v.at);
  const outcome =
    v.outcome === undefined || v.outcome === null
      ? null
      : OUTCOMES.includes(String(v.outcome))
        ? /** @type {'live' | 'failed'} */ (v.outcome)
        : undefined;
  if (!phase || !runId || !runUrl || !/^https:\/\/github\.com\/[^\s]+\/actions\/runs\/\d+/.test(runUrl) || !trigger || !commit || !at)
    return null;
  if (outcome === undefined || (phase === 'end') !== (outcome !== null)) return null;
  if (request !== null && !/^[0-9a-f-]{36}$/.test(request)) return null;
  if (trigger === 'cms' && request === null) return null;
  const failedStep = outcome === 'failed' ? (text(v.failedStep, 100) ?? 'a step') : null;
  const error = outcome === 'failed' && typeof v.error === 'string' ? v.error.slice(0, 1000) : null;
  return { phase, runId, runUrl, trigger, request, commit, at, outcome, failedStep, error };
}

/**
 * The report a signed request carries, or why it is refused (with the HTTP status to answer).
 * @param {{ body: string, time: string | undefined, signature: string | undefined }} request
 * @param {{ secret: string | undefined, nowS: number }} options
 * @returns {{ report: RebuildReport } | { status: number, refusal: string }}
 */
function openReport({ body, time, signature }, { secret, nowS }) {
  if (!secret) return { status: 404, refusal: 'Not Found' };
  if (Buffer.byteLength(body) > MAX_BYTES) return { status: 413, refusal: 'The report is too large.' };
  const sentAt = Number(time);
  if (!time || !/^\d{1,12}$/.test(time) || Math.abs(nowS - sentAt) > MAX_SKEW_S)
    return { status: 401, refusal: 'The report is unsigned, or too old.' };
  const expected = Buffer.from(signReport(body, sentAt, secret));
  const given = Buffer.from(String(signature ?? ''));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { status: 401, refusal: 'The report is unsigned, or too old.' };
  let value;
  try {
    value = JSON.parse(body);
  } catch {
    return { status: 400, refusal: 'The report is not one.' };
  }
  const report = parseReport(value);
  return report ? { report } : { status: 400, refusal: 'The report is not one.' };
}

module.exports = { MAX_BYTES, MAX_SKEW_S, openReport, parseReport, signReport };
