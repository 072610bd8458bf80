// @vitest-environment jsdom
import { createElement, startTransition, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { intentDirective } from '../../../lib/hydration/intent';

afterEach(() => vi.unstubAllGlobals());

/**
 * client:intent (lib/hydration/intent.ts) with React's own hydration, as Astro's React client
 * runs it: in a transition, committed after hydrate() has returned. A search box island,
 * server-rendered, with what its component heard; `release` ends the code's load.
 */
function searchIsland() {
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
  let release!: () => void;
  const loaded = new Promise<void>((r) => (release = r));
  const load = async () => {
    await loaded;
    return async () => startTransition(() => void hydrateRoot(el, createElement(Search)));
  };
  intentDirective(load, {}, el);
  return { input: el.querySelector('input')!, heard, release };
}

/**
 * A letter as the browser types it: the value changes, past React's watch on the field's own
 * setter (as typing does), then the input event.
 */
function type(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

it('plays text typed while the code loaded to the component, even before its hydration commits', async () => {
  // The frame the directive waits for comes before React's commit, as on a busy phone.
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => (cb(0), 0));
  const { input, heard, release } = searchIsland();
  input.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  type(input, 's');
  release();
  await vi.waitFor(() => expect(heard).toEqual(['s']));
  expect(input.value).toBe('s');
});

it('a letter typed in the frame after the code ran reaches the component', async () => {
  // The visitor types while the directive waits for a frame (long on a busy phone).
  let typed = false;
  const field: { input?: HTMLInputElement } = {};
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    if (!typed) type(field.input!, 's');
    typed = true;
    return setTimeout(() => cb(0), 0);
  });
  const island = searchIsland();
  const input = (field.input = island.input);
  input.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  island.release();
  await vi.waitFor(() => expect(island.heard.at(-1)).toBe('s'));
  expect(input.value).toBe('s');
});
