import { isPlainClick } from '../routing/navigation';
import { startPrefetch } from './prefetch';

/**
 * `client:intent`: an Astro client directive that hydrates an island only when a visitor shows
 * intent to use it (a pointer or touch going down on it, or keyboard focus entering it; a tap on
 * a button that opens its dialog by itself, once the dialog is drawn), so a page ships no
 * framework code until then. The action that woke the island is not lost: a click
 * (or form submission) made while its code is still loading is held back and replayed once the
 * island is live, and so is the text typed or the option chosen meanwhile (React does not see
 * what changed in the DOM before it took over, so the change is played to it again).
 *
 * Options (the directive's value, all optional):
 * - `media`: arm only while this media query matches (the header drawer: narrow screens only).
 * - `storageKey`: wake at once when sessionStorage holds this key (answers to restore).
 * - `queryParams`: wake at once when the page's URL carries one of these (a state to show).
 * - `rootMatches`: wake at once when the page's root element matches this selector, as an inline
 *   script before the island set it (/404 showing a post the build did not know).
 * - `nativeLinks`: the island's links only navigate (the drawer's): a click on one is followed at
 *   once, not held for the island's code.
 * - `prefetch`: woken by intent on an element matching `on`, the directive also starts fetching
 *   `url`, the island's first request, beside its code (lib/hydration/prefetch.ts).
 */
export interface IntentOptions {
  media?: string;
  storageKey?: string;
  queryParams?: readonly string[];
  rootMatches?: string;
  nativeLinks?: boolean;
  prefetch?: { on: string; url: string };
}

type Load = () => Promise<() => Promise<void> | void>;
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Events that show intent: pointer or touch down, keyboard focus. (Astro inlines this module into
 * every page that has an island using it: js-budget.json holds its size.)
 */
export const WAKE_EVENTS = ['pointerdown', 'focusin'] as const;

/**
 * The fields the visitor changed before the island's code ran, with their values. A checkbox's,
 * radio's or button's value is its attribute, so it never differs from its default: only text
 * typed and options chosen are listed.
 */
export function changedFields(root: Element): Array<[Field, string]> {
  return [...root.querySelectorAll<Field>('input,textarea,select')]
    .filter((f) => ('defaultValue' in f ? f.value !== f.defaultValue : [...f.options].some((o) => o.selected !== o.defaultSelected)))
    .map((f) => [f, f.value]);
}

/**
 * Tells the hydrated component that a field holds `value`, as if the visitor had just typed it:
 * React's value tracker is reset to the rendered value through the element's own setter, the DOM
 * value is set past it through the prototype's, and the event React listens to is fired.
 */
export function replayFieldValue(field: Field, value: string): void {
  const select = field.tagName === 'SELECT';
  if (!select) {
    const rendered = field.value;
    field.value = rendered === value ? '' : rendered;
  }
  Object.getOwnPropertyDescriptor(field.constructor.prototype as object, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event(select ? 'change' : 'input', { bubbles: true }));
}

/**
 * Makes React finish hydrating the island now. Astro's hydrate() only schedules it (in a
 * transition), and on a busy phone the commit can come frames later; a value played to a field
 * before then is taken by React, as it hydrates, for the field's own, so onChange never fires
 * and the text typed is lost to the component.
 *
 * This relies on React's selective hydration, the one place the site does: a root still to
 * hydrate is hydrated synchronously when one of React's discrete events reaches it (React 18+,
 * "hydration is prioritised for the part the user interacts with"). React has no public API that
 * hydrates a root now (`flushSync` does not apply to a root being hydrated), so a discrete event
 * no island listens to is sent: `dragend`, which does not bubble past the island.
 * components/islands/shared/hydrate-now.test.tsx pins the behaviour against the installed React: if an
 * upgrade stops honouring it, that test fails, not a visitor's typing.
 */
export function hydrateNow(el: Element): void {
  el.firstElementChild?.dispatchEvent(new Event('dragend'));
}

export function intentDirective(load: Load, options: { value?: unknown }, el: HTMLElement): void {
  const opts = (options.value || {}) as IntentOptions;
  /** Adds (`on`) or removes the capturing `handler` for each of `types` on the island. */
  const listen = (types: readonly string[], handler: (event: Event) => void, on: boolean) =>
    types.forEach((type) => (on ? el.addEventListener(type, handler, true) : el.removeEventListener(type, handler, true)));
  /** Whether the island wakes on the visitor's intent. */
  const armWake = (on: boolean) => listen(WAKE_EVENTS, intent, on);
  /** Whether clicks and submissions are held back (while the code loads). */
  const holdActions = (on: boolean) => listen(['click', 'submit'], hold, on);
  let held: Event[] | undefined;
  // Whether the browser runs invoker commands (a button's `commandfor` opening its dialog by
  // itself): where it does not, the island's own click handler opens the dialog, so that click is
  // held and played like any other.
  const commands = 'commandForElement' in HTMLButtonElement.prototype;
  // A command button's tap under way: its island wakes after the click, not on the focus it gives.
  let tapping = false;

  // While the island's code loads, clicks and submissions inside it are held back (a native form
  // submission would reload the page) and replayed afterwards on the same elements: hydration
  // keeps the server-rendered nodes.
  const hold = (event: Event) => {
    const target = event.target as Element;
    // A button that opens or closes a dialog by itself (an invoker command) does it now: the
    // island, once awake, finds the dialog as the visitor left it.
    if (commands && target.closest('[commandfor]')) return;
    // A click for a new tab or window on a link is the browser's to follow, as it would be later,
    // and so is any click on a link of an island whose links only navigate.
    if ((opts.nativeLinks || !isPlainClick(event as MouseEvent)) && target.closest('a[href]')) return;
    event.preventDefault();
    held!.push(event);
  };

  // A tap on a button that opens its dialog by itself (an invoker command) wakes the island once
  // the click has run and the dialog has been drawn: asked for on pointerdown, the code's requests
  // are set up while the browser still has the tap to finish, and the dialog shows that much later.
  // A tap that never becomes a click (a scroll that starts on the button) leaves the island to the
  // next click, or to a pointer going down elsewhere in it; the focus that taps give is let pass.
  function intent(event: Event) {
    if (commands && event.type == 'pointerdown' && (event.target as Element).closest('[commandfor]')) {
      if (!tapping) el.addEventListener('click', () => requestAnimationFrame(() => setTimeout(wake)), { once: true });
      tapping = true;
    } else if (!tapping || event.type != 'focusin') void wake(event);
  }

  async function wake(event?: Event) {
    if (held) return;
    if (opts.prefetch && event && (event.target as Element).closest(opts.prefetch.on)) startPrefetch(opts.prefetch.url);
    held = [];
    armWake(false);
    holdActions(true);
    let typed: Array<[Field, string]> = [];
    let restored = false;
    /**
     * What the visitor typed or chose before the component took over, played to it: the values
     * noted while the code loaded (hydrating, React may put a select back) and what the fields
     * hold now. Focus first, so the component hears of it (React missed the first focus).
     */
    const restore = () => {
      restored = true;
      const fields = new Map([...typed, ...changedFields(el)]);
      const focused = document.activeElement;
      if (el.contains(focused)) {
        (focused as HTMLElement).blur();
        (focused as HTMLElement).focus();
      }
      fields.forEach((value, field) => replayFieldValue(field, value));
    };
    try {
      const hydrate = await load();
      typed = changedFields(el);
      await hydrate();
      // React hydrates now, not frames later: a letter typed before its commit would be lost.
      hydrateNow(el);
      // At once, before the component can render again: a controlled field rendered with a state
      // that has not heard of the text typed would lose it.
      restore();
      await new Promise(requestAnimationFrame);
    } finally {
      holdActions(false);
      if (!restored) restore();
      // A click is dispatched rather than click()ed: its target may be an icon (SVG has no click()),
      // and the link or button around it still receives it and does what it does.
      held.forEach(({ type, target }) =>
        type === 'submit'
          ? (target as HTMLFormElement).requestSubmit()
          : target!.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true })),
      );
    }
  }

  let stored: unknown;
  try {
    stored = opts.storageKey && sessionStorage.getItem(opts.storageKey) !== null;
  } catch {
    /* storage blocked: nothing to restore */
  }
  if (
    stored ||
    opts.queryParams?.some((name) => new URLSearchParams(location.search).has(name)) ||
    (opts.rootMatches && document.documentElement.matches(opts.rootMatches))
  )
    wake();
  else if (opts.media) {
    const query = matchMedia(opts.media);
    const onMedia = () => armWake(query.matches);
    onMedia();
    query.addEventListener('change', onMedia);
  } else armWake(true);
}

export default intentDirective;
