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
 */
const EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'];
/** Draft & publish content: only what touches a published version changes the site. */
const PUBLISHABLE = ['blog'];
/** Content without drafts: every change is live at once. */
const ALWAYS_LIVE = ['category', 'author'];
const DEBOUNCE_MS = 10_000;

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

/**
 * The request GitHub expects for one content change, or null when no rebuild is due.
 * @param {string} event @param {ContentEvent} payload @param {CmsEnv} env @returns {RebuildRequest | null}
 */
function rebuildRequest(event, payload, env) {
  if (!env.REBUILD_DISPATCH_URL || !env.REBUILD_DISPATCH_TOKEN) return null;
  if (!changesTheSite(event, payload)) return null;
  const reason = [event, payload.model, payload.entry?.slug ?? payload.entry?.documentId ?? ''].filter(Boolean).join(' ');
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
      body: JSON.stringify({ ref: env.REBUILD_REF || 'main', inputs: { reason: reason.slice(0, 200) } }),
    },
  };
}

/**
 * Subscribe to content events; bursts of edits within 10 s make one rebuild.
 * @param {CmsStrapi} strapi @param {CmsEnv} [env] @param {typeof fetch} [fetchImpl]
 */
function registerRebuildHook(strapi, env = process.env, fetchImpl = fetch) {
  // The tests shorten the quiet time (REBUILD_DEBOUNCE_MS) to see the request arrive.
  const debounceMs = Number(env.REBUILD_DEBOUNCE_MS) || DEBOUNCE_MS;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {RebuildRequest | null} */
  let pending = null;
  for (const event of EVENTS) {
    strapi.eventHub.on(event, async (/** @type {ContentEvent} */ payload) => {
      const request = rebuildRequest(event, payload, env);
      if (!request) return;
      pending = request;
      clearTimeout(timer);
      timer = setTimeout(async () => {
        try {
          if (!pending) return;
          const res = await fetchImpl(pending.url, pending.init);
          if (!res.ok) strapi.log.error(`Rebuild request answered ${res.status}`);
          else strapi.log.info('Asked for a site rebuild.');
        } catch (err) {
          strapi.log.error(`Rebuild request failed: ${err instanceof Error ? err.message : String(err)}`);
        }
      }, debounceMs);
    });
  }
}

module.exports = { rebuildRequest, changesTheSite, registerRebuildHook, EVENTS, DEBOUNCE_MS };
