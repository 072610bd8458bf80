import { describe, expect, it, vi } from 'vitest';
import { askForRebuild, changesTheSite, dispatchRequest, reasonOf, registerRebuildHook, DEBOUNCE_MS } from './rebuild-hook.js';

/** The request GitHub gets for one content change, or null when no rebuild is due. */
const rebuildRequest = (event, payload, env) => {
  const reason = reasonOf(event, payload);
  return reason ? dispatchRequest(reason, null, env) : null;
};

/** Strapi's store and log in memory, on SQLite (one instance: no lock). */
function fakeStrapi() {
  let value = null;
  const handlers = {};
  return {
    handlers,
    eventHub: { on: (e, fn) => (handlers[e] = fn) },
    log: { info: vi.fn(), error: vi.fn() },
    store: () => ({ get: async () => value, set: async ({ value: next }) => void (value = next) }),
    db: { dialect: { client: 'sqlite' } },
    value: () => value,
  };
}

const URL = 'https://api.github.com/repos/agency/site/actions/workflows/deploy.yml/dispatches';
const env = { REBUILD_DISPATCH_URL: URL, REBUILD_DISPATCH_TOKEN: 'tok' };
const published = { documentId: 'd1', slug: 'hello', publishedAt: '2026-11-24T10:00:00.000Z' };
const draft = { documentId: 'd2', slug: 'wip', publishedAt: null };

describe('rebuild request', () => {
  it('starts the deploy workflow on main, saying what changed', () => {
    const r = rebuildRequest('entry.publish', { model: 'blog', entry: published }, env);
    expect(r.url).toBe(URL);
    expect(r.init.method).toBe('POST');
    expect(r.init.headers.Authorization).toBe('Bearer tok');
    expect(JSON.parse(r.init.body)).toEqual({ ref: 'main', inputs: { reason: 'entry.publish blog hello' } });
    expect(
      JSON.parse(rebuildRequest('entry.publish', { model: 'blog', entry: published }, { ...env, REBUILD_REF: 'production' }).init.body).ref,
    ).toBe('production');
  });

  it.each([
    ['a post published', 'entry.publish', { model: 'blog', entry: published }, true],
    ['a post unpublished', 'entry.unpublish', { model: 'blog', entry: draft }, true],
    ['a published post deleted', 'entry.delete', { model: 'blog', entry: published }, true],
    ['a published version saved', 'entry.update', { model: 'blog', entry: published }, true],
    ['a post created published (API)', 'entry.create', { model: 'blog', entry: published }, true],
    ['a draft saved', 'entry.update', { model: 'blog', entry: draft }, false],
    ['a draft created', 'entry.create', { model: 'blog', entry: draft }, false],
    ['a draft-only post deleted', 'entry.delete', { model: 'blog', entry: draft }, false],
    ['a category renamed', 'entry.update', { model: 'category', entry: { name: 'SEO' } }, true],
    ['a category created', 'entry.create', { model: 'category', entry: {} }, true],
    ['an author deleted', 'entry.delete', { model: 'author', entry: {} }, true],
    ['another model', 'entry.publish', { model: 'user', entry: published }, false],
    ['a media event', 'media.create', { model: 'blog', entry: published }, false],
  ])('%s: %s', (_name, event, payload, rebuilds) => {
    expect(changesTheSite(event, payload)).toBe(rebuilds);
    expect(rebuildRequest(event, payload, env) !== null).toBe(rebuilds);
  });

  it('nothing while the hook is not configured', () => {
    expect(rebuildRequest('entry.publish', { model: 'blog', entry: published }, {})).toBeNull();
  });

  it('a burst of edits makes one call; draft saves in it change nothing', async () => {
    vi.useFakeTimers();
    const strapi = fakeStrapi();
    const { handlers } = strapi;
    const fetchImpl = vi.fn(async () => ({ ok: true }));
    registerRebuildHook(strapi, env, fetchImpl);
    handlers['entry.update']({ model: 'blog', entry: draft });
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS + 10);
    expect(fetchImpl).not.toHaveBeenCalled();
    handlers['entry.update']({ model: 'blog', entry: published });
    handlers['entry.publish']({ model: 'blog', entry: published });
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS + 10);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const { inputs } = JSON.parse(fetchImpl.mock.calls[0][1].body);
    expect(inputs.reason).toBe('entry.publish blog hello');
    // Recorded under the id the workflow reports back with.
    expect(strapi.value()).toEqual([
      expect.objectContaining({ request: inputs.request, state: 'asked', reason: 'entry.publish blog hello' }),
    ]);
    vi.useRealTimers();
  });
});

describe('Rebuild now', () => {
  /** An editor's Rebuild now, at 09:01. */
  const rebuildNow = (strapi, fetchImpl) =>
    askForRebuild(strapi, {
      reason: 'Rebuild now',
      askedBy: 'editor@agency.test',
      unlessPending: true,
      env,
      fetchImpl,
      now: () => new Date('2026-12-06T09:01:00Z'),
    });
  it('asks once, then refuses while that rebuild waits, with the reason', async () => {
    const strapi = fakeStrapi();
    const fetchImpl = vi.fn(async () => ({ ok: true }));
    const first = await rebuildNow(strapi, fetchImpl);
    expect(first).toMatchObject({ asked: { state: 'asked', askedBy: 'editor@agency.test' } });
    const second = await rebuildNow(strapi, fetchImpl);
    expect(second).toEqual({ refusal: expect.stringContaining('waiting to start (asked for at 09:01 UTC)') });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
  it('two asks at once in one process send one request', async () => {
    const strapi = fakeStrapi();
    const fetchImpl = vi.fn(async () => ({ ok: true }));
    const answers = await Promise.all([rebuildNow(strapi, fetchImpl), rebuildNow(strapi, fetchImpl)]);
    expect(answers.filter((a) => 'asked' in a)).toHaveLength(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
  it('records nothing when GitHub refuses, and says so', async () => {
    const strapi = fakeStrapi();
    await expect(
      askForRebuild(strapi, { reason: 'x', askedBy: 'e', env, fetchImpl: async () => ({ ok: false, status: 401 }) }),
    ).rejects.toThrow('GitHub answered 401');
    expect(strapi.value()).toBeNull();
  });
  it('is refused where rebuilds are not set up', async () => {
    expect(await askForRebuild(fakeStrapi(), { reason: 'x', askedBy: 'e', env: {} })).toEqual({
      refusal: 'Rebuilds are not set up on this CMS.',
    });
  });
});
