const { errors } = require('@strapi/utils');
const { DRAFTS_NEED_TOKEN, draftAccess, publishedQuery } = require('../security/drafts');

/**
 * `global::published-only`, on every Content API route of Blog, Category and Author. Policies
 * run after Strapi's authentication, so `state.auth` says who the request is (src/security/drafts.js).
 * @param {{ request: { query: Record<string, unknown> }, state: { auth?: import('../security/drafts').RequestAuth } }} policyContext
 */
module.exports = (policyContext) => {
  const { request, state } = policyContext;
  const access = draftAccess({ auth: state.auth, query: request.query });
  // A PolicyError (a 403 ForbiddenError) is the one error Strapi answers with its own message.
  if (access === 'refuse') throw new errors.PolicyError(DRAFTS_NEED_TOKEN);
  // Set through Koa's setter, so the controller parses the published-only query string.
  if (access === 'published') request.query = publishedQuery(request.query);
  return true;
};
