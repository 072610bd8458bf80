import { describe, expect, it, vi } from 'vitest';
import { changesTheSite, rebuildRequest, registerRebuildHook, DEBOUNCE_MS } from './rebuild-hook.js';

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
    const handlers = {};
    const strapi = { eventHub: { on: (e, fn) => (handlers[e] = fn) }, log: { info: vi.fn(), error: vi.fn() } };
    const fetchImpl = vi.fn(async () => ({ ok: true }));
    registerRebuildHook(strapi, env, fetchImpl);
    handlers['entry.update']({ model: 'blog', entry: draft });
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS + 10);
    expect(fetchImpl).not.toHaveBeenCalled();
    handlers['entry.update']({ model: 'blog', entry: published });
    handlers['entry.publish']({ model: 'blog', entry: published });
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS + 10);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchImpl.mock.calls[0][1].body).inputs.reason).toBe('entry.publish blog hello');
    vi.useRealTimers();
  });
});
