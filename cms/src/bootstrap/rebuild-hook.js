/**
 * The editors' rebuild flow: a change that the site shows (a post published, unpublished or
 * deleted, a published post edited, any change to a category or an author) asks GitHub to run
 * the deploy workflow (.github/workflows/deploy.yml) through its `workflow_dispatch` API. A draft
 * saved, created or deleted changes nothing on the site and asks for nothing.
 *
 * Why not a deploy hook: the site is built in GitHub Actions (lockfile installs, the no-secrets
 * check) and uploaded with wrangler; Cloudflare's deploy hooks only exist for projects that
 * Cloudflare builds from Git itself. So the CMS holds a fine-grained GitHub token whose only
 * permission is **Actions: Read and write** (start a workflow), never Contents: write (which
 * could push code). Strapi's admin-panel webhooks cannot shape the body GitHub requires, so the
 * call is made here, from Strapi's event hub. Set REBUILD_DISPATCH_URL
 * (https://api.github.com/repos/OWNER/REPO/actions/workflows/deploy.yml/dispatches) and
 * REBUILD_DISPATCH_TOKEN to turn it on; REBUILD_REF picks the branch (default main).
 *
 * Each request carries an id of the CMS's own (the workflow's `request` input), under which the
 * rebuild is recorded (src/rebuilds/log.js): the workflow reports its start and its end with it,
 * and the admin shows editors where their change stands. An editor's "Rebuild now"
 * (src/plugins/rebuilds/) asks through askForRebuild too.
 */
const { KEEP, asked, changeLog, pending, readLog } = require('../rebuilds/log');
const { oneInstance } = require('../backup/schedule');

const EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'];
/** Draft & publish content: only what touches a published version changes the site. */
const PUBLISHABLE = ['blog'];
/** Content without drafts: every change is live at once. */
const ALWAYS_LIVE = ['category', 'author'];
const DEBOUNCE_MS = 10_000;
/** The advisory lock two instances take so that one "Rebuild now" sends one request (backups hold 4_821_907_365). */
const REBUILD_LOCK = 4_821_907_366;

/**
 * @typedef {{ model?: string, entry?: { publishedAt?: string | null, slug?: string, documentId?: string } }} ContentEvent
 * @typedef {{ url: string, init: RequestInit }} RebuildRequest
 */

/** True when this content event changes what the site shows. @param {string} event @param {ContentEvent | undefined} payload */
function changesTheSite(event, payload) {
  const model = payload?.model;
  if (!EVENTS.includes(event)) return false;
  if (!model || ALWAYS_LIVE.includes(model)) return Boolean(model);
  if (!PUBLISHABLE.includes(model)) return false;
  if (event === 'entry.publish' || event === 'entry.unpublish') return true;
  // A create, save or delete is about the published version only when the entry has one.
  return Boolean(payload?.entry?.publishedAt);
}

/** What a rebuild for this content event says it is for, or null when none is due. @param {string} event @param {ContentEvent} payload */
function reasonOf(event, payload) {
  if (!changesTheSite(event, payload)) return null;
  return [event, payload.model, payload.entry?.slug ?? payload.entry?.documentId ?? ''].filter(Boolean).join(' ').slice(0, 200);
}

/**
 * GitHub's workflow_dispatch for `reason`, under the CMS's request id; null when rebuilds are not set up.
 * @param {string} reason @param {string | null} request @param {CmsEnv} env @returns {RebuildRequest | null}
 */
function dispatchRequest(reason, request, env) {
  if (!env.REBUILD_DISPATCH_URL || !env.REBUILD_DISPATCH_TOKEN) return null;
  return {
    url: env.REBUILD_DISPATCH_URL,
    init: {
      method: 'POST',
      headers: {
        Accept: 'application/vnd.github+json',
        Authorization: `Bearer ${env.REBUILD_DISPATCH_TOKEN}`,
        'Content-Type': 'application/json',
        'X-GitHub-Api-Version': '2022-11-28',
      },
      body: JSON.stringify({ ref: env.REBUILD_REF || 'main', inputs: { reason, ...(request ? { request } : {}) } }),
    },
  };
}

/**
 * Ask GitHub for a rebuild and record it. With `unlessPending` (an editor's "Rebuild now"), a
 * rebuild already asked for or running is a refusal, with its reason; on PostgreSQL two instances
 * asking at once send one request (an advisory lock).
 * @param {CmsStrapi} strapi
 * @param {{ reason: string, askedBy: string, unlessPending?: boolean, env?: CmsEnv, fetchImpl?: typeof fetch, now?: () => Date }} ask
 * @returns {Promise<{ asked: import('../rebuilds/log').Rebuild } | { refusal: string }>}
 */
async function askForRebuild(
  strapi,
  { reason, askedBy, unlessPending = false, env = process.env, fetchImpl = fetch, now = () => new Date() },
) {
  if (!env.REBUILD_DISPATCH_URL || !env.REBUILD_DISPATCH_TOKEN) return { refusal: 'Rebuilds are not set up on this CMS.' };
  /** @returns {Promise<{ asked: import('../rebuilds/log').Rebuild } | { refusal: string }>} */
  const ask = async () => {
    const waiting = unlessPending ? pending(await readLog(strapi)) : null;
    if (waiting) {
      const since = (waiting.startedAt ?? waiting.askedAt).slice(11, 16);
      return {
        refusal: `A rebuild is already ${waiting.state === 'running' ? `running since ${since} UTC` : `waiting to start (asked for at ${since} UTC)`}: the site will include every change made before it started.`,
      };
    }
    const rebuild = asked({ reason, askedBy, now: now() });
    const request = /** @type {RebuildRequest} */ (dispatchRequest(reason, rebuild.request, env));
    const res = await fetchImpl(request.url, request.init);
    if (!res.ok) throw new Error(`GitHub answered ${res.status}`);
    await changeLog(strapi, (log) => ({ log: [rebuild, ...log].slice(0, KEEP), result: null }));
    return { asked: rebuild };
  };
  // One ask at a time in this process, and on PostgreSQL in all instances: a second "Rebuild now"
  // sees the first one's record, never sends a request beside it.
  const run = asking.then(() => oneInstance(strapi, ask, REBUILD_LOCK));
  asking = run.catch(() => {});
  return (await run) ?? { refusal: 'Another instance of the CMS is asking for a rebuild right now.' };
}

/** The asks of this process, one after the other. @type {Promise<unknown>} */
let asking = Promise.resolve();

/**
 * Subscribe to content events; bursts of edits within 10 s make one rebuild.
 * @param {CmsStrapi} strapi @param {CmsEnv} [env] @param {typeof fetch} [fetchImpl]
 */
function registerRebuildHook(strapi, env = process.env, fetchImpl = fetch) {
  // The tests shorten the quiet time (REBUILD_DEBOUNCE_MS) to see the request arrive.
  const debounceMs = Number(env.REBUILD_DEBOUNCE_MS) || DEBOUNCE_MS;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** The reason of the last change in the burst. @type {string | null} */
  let due = null;
  for (const event of EVENTS) {
    strapi.eventHub.on(event, async (/** @type {ContentEvent} */ payload) => {
      if (!env.REBUILD_DISPATCH_URL || !env.REBUILD_DISPATCH_TOKEN) return;
      const reason = reasonOf(event, payload);
      if (!reason) return;
      due = reason;
      clearTimeout(timer);
      timer = setTimeout(async () => {
        try {
          if (!due) return;
          const outcome = await askForRebuild(strapi, { reason: due, askedBy: 'a change published', env, fetchImpl });
          if ('refusal' in outcome) strapi.log.error(`Rebuild request refused: ${outcome.refusal}`);
          else strapi.log.info('Asked for a site rebuild.');
        } catch (err) {
          strapi.log.error(`Rebuild request failed: ${err instanceof Error ? err.message : String(err)}`);
        }
      }, debounceMs);
    });
  }
}

module.exports = { askForRebuild, changesTheSite, dispatchRequest, reasonOf, registerRebuildHook, EVENTS, DEBOUNCE_MS };
