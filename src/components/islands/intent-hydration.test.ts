// @vitest-environment jsdom
import { createElement, startTransition, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { intentDirective } from '../../lib/hydration/intent';

afterEach(() => vi.unstubAllGlobals());

/**
 * client:intent (lib/hydration/intent.ts) with React's own hydration, as Astro's React client
 * runs it: in a transition, committed after hydrate() has returned.
 */
it('plays text typed while the code loaded to the component, even before its hydration commits', async () => {
  // The frame the directive waits for comes before React's commit, as on a busy phone.
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => (cb(0), 0));
  const heard: string[] = [];
  function Search() {
    const [text, setText] = useState('');
    const onChange = (e: { target: HTMLInputElement }) => {
      heard.push(e.target.value);
      setText(e.target.value);
    };
    return createElement('div', null, createElement('input', { 'aria-label': 'Search', value: text, onChange }));
  }
  const el = document.createElement('astro-island');
  el.innerHTML = renderToString(createElement(Search));
  document.body.replaceChildren(el);
  const input = el.querySelector('input')!;
  let release!: () => void;
  const loaded = new Promise<void>((r) => (release = r));
  const load = async () => {
    await loaded;
    return async () => startTransition(() => void hydrateRoot(el, createElement(Search)));
  };
  intentDirective(load, {}, el);
  input.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  input.value = 's';
  release();
  await vi.waitFor(() => expect(heard).toEqual(['s']));
  expect(input.value).toBe('s');
});
