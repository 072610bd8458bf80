// @vitest-environment jsdom
import { changedFields, intentDirective, replayFieldValue } from './intent';

/** An island as Astro renders it: server HTML inside, no handlers until hydrate() runs. */
function island(html: string): HTMLElement {
  const el = document.createElement('astro-island');
  el.innerHTML = html;
  document.body.replaceChildren(el);
  return el;
}

/** A fake `load` whose hydrate() attaches `onHydrate`, resolving when `release` is called. */
function deferredLoad(onHydrate: () => void = () => {}) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const load = vi.fn(async () => {
    await gate;
    return async () => onHydrate();
  });
  return { load, release: () => release() };
}

const flush = () => new Promise((r) => setTimeout(r, 30));
const pointerdown = (target: Element) => target.dispatchEvent(new Event('pointerdown', { bubbles: true }));

beforeEach(() => {
  window.sessionStorage.clear();
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0));
  vi.stubGlobal('matchMedia', (query: string) => mediaQuery(query));
});
afterEach(() => vi.unstubAllGlobals());

let mediaMatches = true;
const mediaListeners: Array<() => void> = [];
function mediaQuery(media: string) {
  return {
    media,
    get matches() {
      return mediaMatches;
    },
    addEventListener: (_: string, cb: () => void) => mediaListeners.push(cb),
  } as unknown as MediaQueryList;
}

describe('intentDirective', () => {
  it('loads nothing until a pointer goes down on the island, then loads once', async () => {
    const el = island('<button type="button">Menu</button>');
    const { load, release } = deferredLoad();
    intentDirective(load, {}, el);
    await flush();
    expect(load).not.toHaveBeenCalled();
    pointerdown(el.querySelector('button')!);
    pointerdown(el.querySelector('button')!);
    release();
    await flush();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('wakes on keyboard focus', async () => {
    const el = island('<button type="button">Menu</button>');
    const { load } = deferredLoad();
    intentDirective(load, {}, el);
    el.querySelector('button')!.focus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('replays a click made while the code was loading, once the handlers exist', async () => {
    const el = island('<div><button type="button">Menu</button></div>');
    const clicks: string[] = [];
    const { load, release } = deferredLoad(() => el.querySelector('button')!.addEventListener('click', () => clicks.push('hydrated')));
    intentDirective(load, {}, el);
    const button = el.querySelector('button')!;
    pointerdown(button);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    release();
    await vi.waitFor(() => expect(clicks).toEqual(['hydrated']));
    // Later clicks go straight through.
    button.click();
    expect(clicks).toEqual(['hydrated', 'hydrated']);
  });

  it("replays a click on a link's icon to the link, once hydrated", async () => {
    const el = island('<nav><a href="/blog/page/2">Next <svg><path d="M0 0"/></svg></a></nav>');
    const clicks: string[] = [];
    const { load, release } = deferredLoad(() =>
      el.querySelector('a')!.addEventListener('click', (e) => {
        e.preventDefault();
        clicks.push('turned in place');
      }),
    );
    intentDirective(load, {}, el);
    const icon = el.querySelector('path')!;
    pointerdown(icon);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    icon.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    release();
    await vi.waitFor(() => expect(clicks).toEqual(['turned in place']));
  });

  it('leaves a click for a new tab on a link to the browser', async () => {
    const el = island('<a href="/blog/page/2">2</a>');
    const { load } = deferredLoad();
    intentDirective(load, {}, el);
    const link = el.querySelector('a')!;
    pointerdown(link);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
  });

  describe('a button with an invoker command', () => {
    const commandIsland = () => island('<button commandfor="menu" command="show-modal"><svg></svg></button><dialog id="menu"></dialog>');
    /** A browser that runs invoker commands (jsdom does not). */
    const withCommands = () =>
      Object.defineProperty(HTMLButtonElement.prototype, 'commandForElement', { configurable: true, get: () => null });
    afterEach(() => delete (HTMLButtonElement.prototype as { commandForElement?: unknown }).commandForElement);

    it('where the browser runs it, is left to the platform: not held, not played again', async () => {
      withCommands();
      const el = commandIsland();
      const clicks: string[] = [];
      const { load, release } = deferredLoad(() => el.querySelector('button')!.addEventListener('click', () => clicks.push('island')));
      intentDirective(load, {}, el);
      const icon = el.querySelector('svg')!;
      // Woken by the keyboard, then the button pressed while the code loads.
      el.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      expect(load).toHaveBeenCalledTimes(1);
      const press = new MouseEvent('click', { bubbles: true, cancelable: true });
      icon.dispatchEvent(press);
      // The platform's command runs: nothing cancelled it.
      expect(press.defaultPrevented).toBe(false);
      release();
      await flush();
      // Awake, the island is not handed the same click again (a second opening).
      expect(clicks).toEqual([]);
    });

    it('where the browser runs it, a tap wakes the island only once its click has run, a frame on', async () => {
      withCommands();
      const el = commandIsland();
      const { load } = deferredLoad();
      intentDirective(load, {}, el);
      const icon = el.querySelector('svg')!;
      pointerdown(icon);
      el.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await flush();
      expect(load).not.toHaveBeenCalled();
      icon.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      expect(load).not.toHaveBeenCalled();
      await flush();
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('where the browser runs it, a tap that never became a click leaves the next pointer to wake the island', async () => {
      withCommands();
      const el = island('<button commandfor="menu" command="show-modal"></button><a href="/contact">Contact</a>');
      const { load } = deferredLoad();
      intentDirective(load, {}, el);
      pointerdown(el.querySelector('button')!);
      await flush();
      expect(load).not.toHaveBeenCalled();
      pointerdown(el.querySelector('a')!);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('where the browser does not run it, wakes on the tap and plays its click to the island', async () => {
      const el = commandIsland();
      const clicks: string[] = [];
      const { load, release } = deferredLoad(() => el.querySelector('button')!.addEventListener('click', () => clicks.push('island')));
      intentDirective(load, {}, el);
      const icon = el.querySelector('svg')!;
      pointerdown(icon);
      expect(load).toHaveBeenCalledTimes(1);
      const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
      icon.dispatchEvent(tap);
      expect(tap.defaultPrevented).toBe(true);
      release();
      await vi.waitFor(() => expect(clicks).toEqual(['island']));
    });
  });

  it('with nativeLinks, leaves a plain click on a link to the browser', async () => {
    const el = island('<a href="/about">About</a>');
    intentDirective(deferredLoad().load, { value: { nativeLinks: true } }, el);
    const link = el.querySelector('a')!;
    pointerdown(link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('holds a form submission back (no page reload) and submits it once hydrated', async () => {
    const el = island('<form><button type="submit">Send</button></form>');
    const submits: number[] = [];
    const { load, release } = deferredLoad(() =>
      el.querySelector('form')!.addEventListener('submit', (e) => {
        e.preventDefault();
        submits.push(1);
      }),
    );
    intentDirective(load, {}, el);
    pointerdown(el);
    const early = new Event('submit', { bubbles: true, cancelable: true });
    el.querySelector('form')!.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    release();
    await vi.waitFor(() => expect(submits).toEqual([1]));
  });

  it('plays text typed while loading to the hydrated component', async () => {
    const el = island('<input type="text" value="">');
    const input = el.querySelector('input')!;
    const heard: string[] = [];
    const { load, release } = deferredLoad(() => input.addEventListener('input', () => heard.push(input.value)));
    intentDirective(load, {}, el);
    input.focus();
    input.value = 'se';
    release();
    await vi.waitFor(() => expect(heard).toEqual(['se']));
    expect(input.value).toBe('se');
  });

  it('keeps a letter the hydrated component took in the last frame, over what was typed while loading', async () => {
    // A CI run's slow phone: "s" typed while the code loaded, "e" in the frame after hydration. The
    // component took "se", and React wrote it to the field's value attribute too, so the field no
    // longer looked changed: the "s" noted before hydration was played over it.
    const el = island('<input type="text" value="">');
    const input = el.querySelector('input')!;
    const heard: string[] = [];
    const { load, release } = deferredLoad(() =>
      input.addEventListener('input', () => {
        heard.push(input.value);
        input.defaultValue = input.value;
      }),
    );
    let frames = 0;
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
      if (frames++ === 0) {
        input.value = 'se';
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      return setTimeout(() => cb(0), 0);
    });
    intentDirective(load, {}, el);
    input.focus();
    input.value = 's';
    release();
    await vi.waitFor(() => expect(frames).toBeGreaterThan(0));
    await flush();
    expect(input.value).toBe('se');
    expect(heard.at(-1)).toBe('se');
  });

  it('plays what was typed at hydration, then nothing: a suggestion chosen in the next frame stays', async () => {
    const el = island('<input type="text" value="">');
    const input = el.querySelector('input')!;
    const heard: string[] = [];
    const { load, release } = deferredLoad(() => input.addEventListener('input', () => heard.push(input.value)));
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
      // "se" typed, then a suggestion chosen with Enter: the component writes the title.
      input.value = 'se';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.value = 'A Title';
      return setTimeout(() => cb(0), 0);
    });
    intentDirective(load, {}, el);
    input.focus();
    input.value = 's';
    release();
    await vi.waitFor(() => expect(heard).toEqual(['s', 'se']));
    await flush();
    expect(input.value).toBe('A Title');
    expect(heard).toEqual(['s', 'se']);
  });

  it('keeps what was typed while loading when the component renders its field again before the next letter', async () => {
    // A CI run's slow phone: "s" typed while the code loaded; once hydrated, the island rendered
    // again (the titles came) and its controlled field took the state, empty, before "e" came.
    const el = island('<input type="text" value="">');
    const input = el.querySelector('input')!;
    let state = '';
    const { load, release } = deferredLoad(() => {
      input.addEventListener('input', () => (state = input.value));
      setTimeout(() => {
        input.value = state; // the render: a controlled field shows the state
        input.value += 'e'; // the next letter
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }, 0);
    });
    intentDirective(load, {}, el);
    input.focus();
    input.value = 's';
    release();
    await vi.waitFor(() => expect(state).toContain('e'));
    await flush();
    expect(state).toBe('se');
    expect(input.value).toBe('se');
  });

  it('never arms while its media query does not match, and arms when it starts to', async () => {
    mediaMatches = false;
    const el = island('<button type="button">Menu</button>');
    const { load } = deferredLoad();
    intentDirective(load, { value: { media: '(max-width: 1024px)' } }, el);
    pointerdown(el.querySelector('button')!);
    expect(load).not.toHaveBeenCalled();
    mediaMatches = true;
    mediaListeners.forEach((cb) => cb());
    pointerdown(el.querySelector('button')!);
    expect(load).toHaveBeenCalledTimes(1);
    mediaMatches = true;
  });
});

describe('changedFields / replayFieldValue', () => {
  it('lists text fields and selects the visitor changed, not untouched ones nor checkboxes', () => {
    const el = island(
      '<input value="a"><input value=""><textarea></textarea><select><option value="" selected>All</option><option value="seo">SEO</option></select><input type="checkbox" value="on"><button value="x">Go</button>',
    );
    const [changed, , area, select, box] = el.querySelectorAll<HTMLInputElement & HTMLSelectElement>('input, textarea, select');
    box!.checked = true;
    changed!.value = 'ab';
    select!.value = 'seo';
    expect(changedFields(el)).toEqual([
      [changed, 'ab'],
      [select, 'seo'],
    ]);
    expect(area!.value).toBe('');
  });

  it('fires change for a select and input for a text field, leaving the value in place', () => {
    const el = island('<input value=""><select><option value="">All</option><option value="seo">SEO</option></select>');
    const input = el.querySelector('input')!;
    const select = el.querySelector('select')!;
    const events: string[] = [];
    input.addEventListener('input', () => events.push(`input:${input.value}`));
    select.addEventListener('change', () => events.push(`change:${select.value}`));
    replayFieldValue(input, 'core');
    replayFieldValue(select, 'seo');
    expect(events).toEqual(['input:core', 'change:seo']);
  });
});

/** What wakes an island at once, before any intent: each with how the page meets it, fails it, and is reset. */
const WAKE_AT_ONCE = [
  {
    option: 'storageKey',
    value: { storageKey: 'answers' },
    when: 'sessionStorage holds the given key (a draft kept)',
    meet: () => window.sessionStorage.setItem('answers', '{}'),
    unmet: () => window.sessionStorage.setItem('other', '{}'),
    reset: () => window.sessionStorage.clear(),
  },
  {
    option: 'queryParams',
    value: { queryParams: ['q', 'page'] },
    when: 'the URL carries one of them',
    meet: () => window.history.replaceState(null, '', '/blog?page=2'),
    unmet: () => window.history.replaceState(null, '', '/blog?utm_source=mail'),
    reset: () => window.history.replaceState(null, '', '/'),
  },
  {
    option: 'rootMatches',
    value: { rootMatches: '[data-blog-fallback]' },
    when: 'the root element matches, as the inline script before it set',
    meet: () => document.documentElement.setAttribute('data-blog-fallback', ''),
    unmet: () => document.documentElement.setAttribute('data-other', ''),
    reset: () => ['data-blog-fallback', 'data-other'].forEach((a) => document.documentElement.removeAttribute(a)),
  },
];

describe.each(WAKE_AT_ONCE)('intentDirective with $option', ({ value, when, meet, unmet, reset }) => {
  afterEach(reset);

  it(`wakes at once when ${when}`, () => {
    meet();
    const el = island('<button type="button">Go</button>');
    const { load } = deferredLoad();
    intentDirective(load, { value }, el);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('otherwise waits for intent, and wakes on it', () => {
    unmet();
    const el = island('<button type="button">Go</button>');
    const { load } = deferredLoad();
    intentDirective(load, { value }, el);
    expect(load).not.toHaveBeenCalled();
    pointerdown(el.querySelector('button')!);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
