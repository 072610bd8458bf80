/**
 * The editors' rebuild flow: publishing, unpublishing, editing or deleting blog content asks
 * GitHub to rebuild and deploy the site (a `repository_dispatch` of type
 * `strapi-content-changed`, which .github/workflows/deploy.yml listens to).
 *
 * Strapi's admin-panel webhooks cannot shape their body the way GitHub requires
 * (`{ event_type, client_payload }`), so the call is made here, from Strapi's event hub.
 * Set REBUILD_DISPATCH_URL (https://api.github.com/repos/OWNER/REPO/dispatches) and
 * REBUILD_DISPATCH_TOKEN (a fine-grained token with Contents: read and write) to turn it on.
 */
const EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'];
const MODELS = ['blog', 'category', 'author'];
const DEBOUNCE_MS = 10_000;

/** The request GitHub expects for one content change, or null when it is not about the blog. */
function rebuildRequest(event, payload, env) {
  if (!env.REBUILD_DISPATCH_URL || !env.REBUILD_DISPATCH_TOKEN) return null;
  if (!EVENTS.includes(event) || !MODELS.includes(payload?.model)) return null;
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
      body: JSON.stringify({
        event_type: 'strapi-content-changed',
        client_payload: { event, model: payload.model, documentId: payload.entry?.documentId ?? null, slug: payload.entry?.slug ?? null },
      }),
    },
  };
}

/** Subscribe to content events; bursts of edits within 10 s make one rebuild. */
function registerRebuildHook(strapi, env = process.env, fetchImpl = fetch) {
  let timer = null;
  let pending = null;
  for (const event of EVENTS) {
    strapi.eventHub.on(event, (payload) => {
      const request = rebuildRequest(event, payload, env);
      if (!request) return;
      pending = request;
      clearTimeout(timer);
      timer = setTimeout(async () => {
        try {
          const res = await fetchImpl(pending.url, pending.init);
          if (!res.ok) strapi.log.error(`Rebuild request answered ${res.status}`);
          else strapi.log.info('Asked for a site rebuild.');
        } catch (err) {
          strapi.log.error(`Rebuild request failed: ${err.message}`);
        }
      }, DEBOUNCE_MS);
    });
  }
}

module.exports = { rebuildRequest, registerRebuildHook, EVENTS, DEBOUNCE_MS };
