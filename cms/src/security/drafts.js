/**
 * Who may read a draft: a request that Strapi authenticated with an API token (the edge's
 * read-only preview token, an editor's tool). Nobody else, through any route, path spelling,
 * header or query. The question is answered from Strapi's authenticated state, after its auth
 * strategies ran, never from the shape of a header or a path: Strapi's token strategy steps
 * aside for a header it does not recognise (`Authorization: x`, `Bearer a b`) and the request
 * then runs as the public role, and its router matches `/API/Blogs` like `/api/blogs`.
 *
 * Applied by the `global::published-only` policy on every Content API route of Blog, Category
 * and Author (src/api/<type>/routes). The inverse relations Category.blogs and Author.blogs are
 * private, so no filter or populate can reach a post through them.
 */

/** Strapi 5's content API token strategy (and its name before 5.x renamed it). */
const TOKEN_STRATEGIES = ['content-api-token', 'api-token'];

/**
 * Query parameters with which Strapi 5 (or its v4 compatibility) selects drafts or draft
 * cohorts: `status=draft`, `publicationState=preview`, `hasPublishedVersion`, `publicationFilter`.
 */
const DRAFT_PARAMS = ['status', 'publicationState', 'hasPublishedVersion', 'publicationFilter'];

const DRAFTS_NEED_TOKEN = 'Drafts can only be read with an API token (Authorization: Bearer <token>).';

/**
 * How Strapi says who made a request (ctx.state.auth), and a request's query as Koa parsed it.
 * @typedef {{ credentials?: unknown, strategy?: { name?: string } } | null | undefined} RequestAuth
 * @typedef {Record<string, unknown>} RequestQuery
 */

/** True when Strapi authenticated this request with an API token. @param {RequestAuth} auth */
function mayReadDrafts(auth) {
  return Boolean(auth && auth.credentials && TOKEN_STRATEGIES.includes(auth.strategy?.name ?? ''));
}

/**
 * True when the query asks for anything but the published versions. Only `status=published`
 * and the v4 `publicationState=live` ask for nothing more; any other value, an array, an
 * operator object or an empty value asks.
 * @param {RequestQuery} [query]
 */
function asksForDrafts(query = {}) {
  return DRAFT_PARAMS.some((param) => {
    if (!Object.prototype.hasOwnProperty.call(query, param)) return false;
    const value = query[param];
    if (param === 'status') return value !== 'published';
    if (param === 'publicationState') return value !== 'live';
    return true;
  });
}

/**
 * The one decision for a Content API read: 'any' (an API token: whatever it asks),
 * 'refuse' (no token, and it asks for drafts: 403 with DRAFTS_NEED_TOKEN, never the published
 * list in disguise), or 'published' (no token: the published versions only, whatever else).
 * @param {{ auth: RequestAuth, query: RequestQuery | undefined }} request
 * @returns {'any' | 'refuse' | 'published'}
 */
function draftAccess({ auth, query }) {
  if (mayReadDrafts(auth)) return 'any';
  return asksForDrafts(query) ? 'refuse' : 'published';
}

/** The query with every draft parameter removed and `status=published` set. @param {RequestQuery} [query] @returns {RequestQuery} */
function publishedQuery(query = {}) {
  const out = { ...query };
  for (const param of DRAFT_PARAMS) delete out[param];
  out.status = 'published';
  return out;
}

module.exports = { TOKEN_STRATEGIES, DRAFT_PARAMS, DRAFTS_NEED_TOKEN, mayReadDrafts, asksForDrafts, draftAccess, publishedQuery };
