import { describe, expect, it } from 'vitest';
import { errors } from '@strapi/utils';
import drafts from './drafts.js';
import publishedOnly from '../policies/published-only.js';
import { publishedOnlyRoutes } from './routes.js';

const { asksForDrafts, draftAccess, mayReadDrafts, publishedQuery, DRAFTS_NEED_TOKEN } = drafts;

/** What Strapi leaves in ctx.state.auth after its strategies ran. */
const AUTH = {
  apiToken: { strategy: { name: 'content-api-token' }, credentials: { id: 1, type: 'custom' } },
  legacyApiToken: { strategy: { name: 'api-token' }, credentials: { id: 1, type: 'read-only' } },
  publicRole: { strategy: { name: 'users-permissions' }, credentials: null },
  user: { strategy: { name: 'users-permissions' }, credentials: { id: 7 } },
  tokenStrategyWithoutCredentials: { strategy: { name: 'content-api-token' }, credentials: null },
  none: undefined,
};

describe('who may read drafts', () => {
  it.each([
    ['an API token', AUTH.apiToken, true],
    ['an API token (pre-5.x strategy name)', AUTH.legacyApiToken, true],
    ['the public role (any header Strapi did not recognise ends here)', AUTH.publicRole, false],
    ['a logged-in site user', AUTH.user, false],
    ['the token strategy with no token', AUTH.tokenStrategyWithoutCredentials, false],
    ['no auth state at all', AUTH.none, false],
  ])('%s: %s', (_name, auth, may) => {
    expect(mayReadDrafts(auth)).toBe(may);
  });
});

describe('which queries ask for drafts', () => {
  it.each([
    [{ status: 'draft' }, true],
    [{ status: 'DRAFT' }, true],
    [{ status: '' }, true],
    [{ status: null }, true],
    [{ status: ['draft'] }, true],
    [{ status: ['published', 'draft'] }, true],
    [{ status: { $eq: 'draft' } }, true],
    [{ status: 'modified' }, true],
    [{ publicationState: 'preview' }, true],
    [{ publicationState: 'live', status: 'draft' }, true],
    [{ hasPublishedVersion: 'false' }, true],
    [{ hasPublishedVersion: 'true' }, true],
    [{ publicationFilter: 'never-published' }, true],
    [{}, false],
    [{ status: 'published' }, false],
    [{ publicationState: 'live' }, false],
    [{ populate: '*', filters: { title: { $containsi: 'status' } } }, false],
  ])('%o: %s', (query, asks) => {
    expect(asksForDrafts(query)).toBe(asks);
  });
});

describe('the decision', () => {
  it('a token gets whatever it asks; the public gets published only, or a refusal when it asks for drafts', () => {
    expect(draftAccess({ auth: AUTH.apiToken, query: { status: 'draft' } })).toBe('any');
    expect(draftAccess({ auth: AUTH.publicRole, query: { status: 'draft' } })).toBe('refuse');
    expect(draftAccess({ auth: AUTH.user, query: { publicationState: 'preview' } })).toBe('refuse');
    expect(draftAccess({ auth: AUTH.publicRole, query: { populate: '*' } })).toBe('published');
  });

  it('the published query drops every draft parameter and keeps the rest', () => {
    expect(publishedQuery({ populate: '*', status: 'published', publicationState: 'live', filters: { slug: { $eq: 'a' } } })).toEqual({
      populate: '*',
      filters: { slug: { $eq: 'a' } },
      status: 'published',
    });
  });
});

describe('the published-only policy', () => {
  /** A Koa-like request whose query setter re-parses, as Strapi's query middleware does. */
  function context(auth, query) {
    let current = query;
    const request = {
      get query() {
        return current;
      },
      set query(value) {
        current = value;
      },
    };
    return { request, state: { auth } };
  }

  it('refuses a public request for drafts with 403 and a clear message', () => {
    expect(() => publishedOnly(context(AUTH.publicRole, { status: 'draft' }))).toThrow(DRAFTS_NEED_TOKEN);
    expect(() => publishedOnly(context(AUTH.publicRole, { publicationState: 'preview' }))).toThrow(errors.ForbiddenError);
    // Strapi replaces the message of any other ForbiddenError thrown past authorization with "Forbidden".
    expect(() => publishedOnly(context(AUTH.publicRole, { hasPublishedVersion: 'true' }))).toThrow(errors.PolicyError);
  });

  it('forces status=published on every other public read', () => {
    const ctx = context(AUTH.publicRole, { populate: '*' });
    expect(publishedOnly(ctx)).toBe(true);
    expect(ctx.request.query).toEqual({ populate: '*', status: 'published' });
  });

  it('leaves an API token alone (the preview reads drafts)', () => {
    const ctx = context(AUTH.apiToken, { status: 'draft' });
    expect(publishedOnly(ctx)).toBe(true);
    expect(ctx.request.query).toEqual({ status: 'draft' });
  });

  it('sits on every core route of the content types', () => {
    for (const action of ['find', 'findOne', 'create', 'update', 'delete']) {
      expect(publishedOnlyRoutes.config[action].policies).toEqual(['global::published-only']);
    }
  });
});
