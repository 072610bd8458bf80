import { describe, expect, it, vi } from 'vitest';
import { rebuildRequest, registerRebuildHook, DEBOUNCE_MS } from './rebuild-hook.js';

const env = { REBUILD_DISPATCH_URL: 'https://api.github.com/repos/agency/site/dispatches', REBUILD_DISPATCH_TOKEN: 'tok' };

describe('rebuild request', () => {
  it('asks GitHub for a strapi-content-changed dispatch', () => {
    const r = rebuildRequest('entry.publish', { model: 'blog', entry: { documentId: 'd1', slug: 'hello' } }, env);
    expect(r.url).toBe(env.REBUILD_DISPATCH_URL);
    expect(r.init.headers.Authorization).toBe('Bearer tok');
    expect(JSON.parse(r.init.body)).toEqual({
      event_type: 'strapi-content-changed',
      client_payload: { event: 'entry.publish', model: 'blog', documentId: 'd1', slug: 'hello' },
    });
  });

  it('ignores other models, other events, and an unconfigured hook', () => {
    expect(rebuildRequest('entry.publish', { model: 'user' }, env)).toBeNull();
    expect(rebuildRequest('media.create', { model: 'blog' }, env)).toBeNull();
    expect(rebuildRequest('entry.publish', { model: 'blog' }, {})).toBeNull();
  });

  it('a burst of edits makes one call', async () => {
    vi.useFakeTimers();
    const handlers = {};
    const strapi = { eventHub: { on: (e, fn) => (handlers[e] = fn) }, log: { info: vi.fn(), error: vi.fn() } };
    const fetchImpl = vi.fn(async () => ({ ok: true }));
    registerRebuildHook(strapi, env, fetchImpl);
    handlers['entry.update']({ model: 'blog', entry: { slug: 'a' } });
    handlers['entry.publish']({ model: 'blog', entry: { slug: 'a' } });
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS + 10);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchImpl.mock.calls[0][1].body).client_payload.event).toBe('entry.publish');
    vi.useRealTimers();
  });
});
