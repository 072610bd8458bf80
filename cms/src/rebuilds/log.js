// @ts-check
/**
 * The rebuilds of the site, as the CMS knows them: each one asked for (a publish, an editor's
 * "Rebuild now"), then started, then live or failed as the deploy workflow reports it
 * (./report.js). Kept in Strapi's store, the newest 20; the admin's widget and a post's edit view
 * read it (src/plugins/rebuilds/), and a failure reaches the team's alert channel.
 */
const { randomUUID } = require('node:crypto');

const STORE = { type: 'plugin', name: 'agency-rebuilds', key: 'log' };
const KEEP = 20;

/**
 * @typedef {{ request: string | null, reason: string, askedBy: string, askedAt: string,
 *   state: 'asked' | 'running' | 'live' | 'failed' | 'replaced', trigger: 'cms' | 'push' | 'manual',
 *   runId: string | null, runUrl: string | null, commit: string | null, startedAt: string | null,
 *   endedAt: string | null, failedStep: string | null, error: string | null }} Rebuild
 * @typedef {import('./report').RebuildReport} RebuildReport
 */

/** A rebuild just asked for. @param {{ reason: string, askedBy: string, now: Date }} ask @returns {Rebuild} */
function asked({ reason, askedBy, now }) {
  return {
    request: randomUUID(),
    reason,
    askedBy,
    askedAt: now.toISOString(),
    state: 'asked',
    trigger: 'cms',
    runId: null,
    runUrl: null,
    commit: null,
    startedAt: null,
    endedAt: null,
    failedStep: null,
    error: null,
  };
}

/** The rebuild that is asked for or running, if any (the newest first). @param {Rebuild[]} log */
const pending = (log) => log.find((r) => r.state === 'asked' || r.state === 'running') ?? null;

/**
 * The log with `report` applied, or why it is refused (nothing is written then). Only a run the
 * CMS asked for (its request id) or one a push or a person started may be reported; each phase
 * once, in order, by the run it names.
 * @param {Rebuild[]} log newest first
 * @param {RebuildReport} report
 * @returns {{ log: Rebuild[], rebuild: Rebuild } | { refusal: string }}
 */
function withReport(log, report) {
  const refused = { refusal: 'This report does not match a rebuild the CMS knows.' };
  if (report.phase === 'start') {
    let rebuild;
    if (report.request) {
      rebuild = log.find((r) => r.request === report.request);
      if (!rebuild || rebuild.state !== 'asked' || rebuild.runId !== null) return refused;
    } else {
      if (report.trigger === 'cms' || log.some((r) => r.runId === report.runId)) return refused;
      rebuild = {
        ...asked({
          reason: report.trigger === 'push' ? "a change to the site's code" : 'run by hand',
          askedBy: 'GitHub',
          now: new Date(report.at),
        }),
        request: null,
        trigger: report.trigger,
      };
      log = [rebuild, ...log];
    }
    if (log.some((r) => r !== rebuild && r.runId === report.runId)) return refused;
    const started = {
      ...rebuild,
      state: /** @type {const} */ ('running'),
      runId: report.runId,
      runUrl: report.runUrl,
      commit: report.commit,
      startedAt: report.at,
    };
    // The workflow cancels a run when a newer one starts (its concurrency group): an older
    // rebuild still asked for or running is replaced by this one, which includes its change.
    const at = log.indexOf(rebuild);
    const next = log.map((r, i) =>
      r === rebuild
        ? started
        : i > at && (r.state === 'asked' || r.state === 'running')
          ? { ...r, state: /** @type {const} */ ('replaced') }
          : r,
    );
    return { log: next.slice(0, KEEP), rebuild: started };
  }
  const rebuild = log.find((r) => r.runId === report.runId);
  if (!rebuild || rebuild.state !== 'running' || (report.request ?? null) !== rebuild.request) return refused;
  const ended = {
    ...rebuild,
    state: /** @type {'live' | 'failed'} */ (report.outcome),
    endedAt: report.at,
    failedStep: report.failedStep,
    error: report.error,
  };
  return { log: log.map((r) => (r === rebuild ? ended : r)), rebuild: ended };
}

/**
 * Whether the live site includes what was published at `publishedAt`: a rebuild that started (or
 * was asked for) after it and went live, is waiting or running, or failed.
 * @param {Rebuild[]} log newest first
 * @param {string | null} publishedAt
 * @returns {{ state: 'live', since: string } | { state: 'waiting', since: string } | { state: 'failed', at: string, shows: string | null, runUrl: string | null } | { state: 'none' } | { state: 'unpublished' }}
 */
function liveStatus(log, publishedAt) {
  if (!publishedAt) return { state: 'unpublished' };
  const after = log.filter((r) => (r.startedAt ?? r.askedAt) >= publishedAt);
  const live = after.filter((r) => r.state === 'live').at(-1);
  if (live) return { state: 'live', since: /** @type {string} */ (live.endedAt) };
  const waiting = after.find((r) => r.state === 'asked' || r.state === 'running');
  if (waiting) return { state: 'waiting', since: waiting.startedAt ?? waiting.askedAt };
  const failed = after.find((r) => r.state === 'failed');
  if (failed) {
    const shown = log.find((r) => r.state === 'live' && (r.startedAt ?? '') < (failed.startedAt ?? failed.askedAt));
    return { state: 'failed', at: /** @type {string} */ (failed.endedAt), shows: shown?.startedAt ?? null, runUrl: failed.runUrl };
  }
  return { state: 'none' };
}

/** The log, newest first. @param {CmsStrapi} strapi @returns {Promise<Rebuild[]>} */
async function readLog(strapi) {
  const value = await strapi.store(STORE).get();
  return Array.isArray(value) ? /** @type {Rebuild[]} */ (value) : [];
}

/** Writes of this process, one after the other: a report and an ask may land together. @type {Promise<unknown>} */
let writes = Promise.resolve();

/**
 * Change the log under `change` (read, changed, written, one change at a time in this process).
 * @template T @param {CmsStrapi} strapi @param {(log: Rebuild[]) => { log: Rebuild[], result: T } | { refusal: string }} change
 * @returns {Promise<{ result: T } | { refusal: string }>}
 */
function changeLog(strapi, change) {
  const write = writes.then(async () => {
    const next = change(await readLog(strapi));
    if ('refusal' in next) return next;
    await strapi.store(STORE).set({ value: next.log });
    return { result: next.result };
  });
  writes = write.catch(() => {});
  return write;
}

module.exports = { KEEP, STORE, asked, changeLog, liveStatus, pending, readLog, withReport };
