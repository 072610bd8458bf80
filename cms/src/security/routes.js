/**
 * Router options for a content type's core routes: every one of them runs the
 * `global::published-only` policy, so drafts are for API tokens only whichever route a request
 * takes (the public role can only find and findOne; tokens may do more).
 */
const ACTIONS = ['find', 'findOne', 'create', 'update', 'delete'];

const publishedOnlyRoutes = {
  config: Object.fromEntries(ACTIONS.map((action) => [action, { policies: ['global::published-only'] }])),
};

module.exports = { publishedOnlyRoutes, ACTIONS };
