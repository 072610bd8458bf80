// @vitest-environment jsdom
import { startTransition, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { hydrateNow } from '../../../lib/hydration/intent';

/**
 * What hydrateNow (intent.ts) relies on, pinned against the installed React: a root that Astro
 * has asked to hydrate (inside a transition, so React only schedules it) is hydrated
 * synchronously when a discrete event reaches it. If a React upgrade stops doing so, this fails.
 */
describe('hydrateNow', () => {
  it('hydrates at once a root that React had only scheduled', () => {
    const seen: string[] = [];
    function Probe() {
      useLayoutEffect(() => void seen.push('hydrated'), []);
      return <input aria-label="Name" defaultValue="" />;
    }
    const el = document.createElement('astro-island');
    el.innerHTML = renderToString(<Probe />);
    document.body.replaceChildren(el);
    startTransition(() => void hydrateRoot(el, <Probe />));
    // Scheduled, not done: this is the window in which a value played to a field is lost.
    expect(seen).toEqual([]);
    hydrateNow(el);
    expect(seen).toEqual(['hydrated']);
  });

  it('without it, the root is still waiting in the same task', async () => {
    const seen: string[] = [];
    function Probe() {
      useLayoutEffect(() => void seen.push('hydrated'), []);
      return <p>text</p>;
    }
    const el = document.createElement('astro-island');
    el.innerHTML = renderToString(<Probe />);
    document.body.replaceChildren(el);
    startTransition(() => void hydrateRoot(el, <Probe />));
    el.firstElementChild!.dispatchEvent(new Event('mouseleave'));
    expect(seen).toEqual([]);
    // And it does hydrate later, inside this test: left to run after the file's window is gone,
    // it threw there and failed the tier though every test passed (seen with lint and check beside it).
    await vi.waitFor(() => expect(seen).toEqual(['hydrated']));
  });
});
