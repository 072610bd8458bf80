/**
 * Strapi 5 lets anyone who may `find` a content type read its drafts by adding `status=draft`
 * (or the v4 `publicationState=preview`) to the query. The public role may find blogs, so
 * without this a visitor could read every draft. Drafts are for API tokens only: the edge's
 * read-only preview token, and editors' tools.
 */
function asksForDrafts(query = {}) {
  return (query.status !== undefined && query.status !== 'published') || (query.publicationState !== undefined && query.publicationState !== 'live');
}

module.exports = () =>
  async function draftsNeedToken(ctx, next) {
    if (ctx.path.startsWith('/api/') && asksForDrafts(ctx.query) && !ctx.get('authorization')) {
      ctx.status = 403;
      ctx.body = { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Drafts can only be read with an API token.' } };
      return;
    }
    await next();
  };

module.exports.asksForDrafts = asksForDrafts;
