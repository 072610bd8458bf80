import { isPlainClick } from '../navigation';

/**
 * `client:intent`: an Astro client directive that hydrates an island only when a visitor shows
 * intent to use it (a pointer or touch going down on it, or keyboard focus entering it), so a
 * page ships no framework code until then. The action that woke the island is not lost: a click
 * (or form submission) made while its code is still loading is held back and replayed once the
 * island is live, and so is the text typed or the option chosen meanwhile (React does not see
 * what changed in the DOM before it took over, so the change is played to it again).
 *
 * Options (the directive's value, all optional):
 * - `media`: arm only while this media query matches (the header drawer: narrow screens only).
 * - `storageKey`: wake at once when sessionStorage holds this key (answers to restore).
 * - `queryParams`: wake at once when the page's URL carries one of these (a state to show).
 */
export interface IntentOptions {
  media?: string;
  storageKey?: string;
  queryParams?: readonly string[];
}

type Load = () => Promise<() => Promise<void> | void>;

/** Events that show intent: pointer or touch down, keyboard focus. */
export const WAKE_EVENTS = ['pointerdown', 'focusin'] as const;

/** Child indexes from `root` down to `node`, to find the same element after hydration. */
export function pathFrom(root: Element, node: Element): number[] | null {
  const path: number[] = [];
  let current: Element | null = node;
  while (current && current !== root) {
    const parent: Element | null = current.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
    current = parent;
  }
  return current === root ? path : null;
}

/** The element at `path` below `root`, or null when the tree changed shape. */
export function atPath(root: Element, path: number[]): Element | null {
  let current: Element | null = root;
  for (const index of path) current = current?.children[index] ?? null;
  return current;
}

function storageHas(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isTextField = (node: Element): node is HTMLInputElement | HTMLTextAreaElement =>
  node instanceof HTMLTextAreaElement ||
  (node instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'hidden', 'file'].includes(node.type));

/** The fields the visitor changed before the island's code ran: their paths and values. */
export function changedFields(root: Element): Array<{ path: number[]; value: string }> {
  return [...root.querySelectorAll<Field>('input, textarea, select')]
    .filter((field) =>
      field instanceof HTMLSelectElement
        ? [...field.options].some((o) => o.selected !== o.defaultSelected)
        : isTextField(field) && field.value !== field.defaultValue,
    )
    .map((field) => ({ path: pathFrom(root, field)!, value: field.value }));
}

/**
 * Tells the hydrated component that a field holds `value`, as if the visitor had just typed it:
 * React's value tracker is reset to the rendered value through the element's own setter, the DOM
 * value is set past it through the prototype's, and the event React listens to is fired.
 */
export function replayFieldValue(field: Field, value: string): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const rendered = field.value;
  field.value = rendered === value ? '' : rendered;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The element a held click is played to: the one clicked, or for an icon (SVG) its HTML parent. */
export function clickableFrom(node: Element | null): HTMLElement | null {
  let current = node;
  while (current && !(current instanceof HTMLElement)) current = current.parentElement;
  return current;
}

/** Replays held-back actions on the next frame, once React has taken over the DOM. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

export function intentDirective(load: Load, options: { value?: unknown }, el: HTMLElement): void {
  const opts = (typeof options.value === 'object' && options.value !== null ? options.value : {}) as IntentOptions;
  let woken = false;
  const held: Array<{ kind: 'click' | 'submit'; path: number[] }> = [];

  // While the island's code loads, clicks and submissions inside it are held back (a native
  // form submission would reload the page) and replayed afterwards.
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    // A click for a new tab or window on a link is the browser's to follow, as it would be later.
    if (event instanceof MouseEvent && target?.closest('a[href]') && !isPlainClick(event)) return;
    const path = target && pathFrom(el, target);
    if (!path) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ kind: event.type === 'submit' ? 'submit' : 'click', path });
  };

  const wake = async () => {
    if (woken) return;
    woken = true;
    disarm();
    el.addEventListener('click', hold, true);
    el.addEventListener('submit', hold, true);
    let typed: Array<{ path: number[]; value: string }> = [];
    let focused: number[] | null = null;
    try {
      const hydrate = await load();
      typed = changedFields(el);
      focused = document.activeElement ? pathFrom(el, document.activeElement) : null;
      await hydrate();
      await nextFrame();
    } finally {
      el.removeEventListener('click', hold, true);
      el.removeEventListener('submit', hold, true);
      // Focus again, so the component hears of it (React missed the first focus), then the values.
      const focusTarget = focused && atPath(el, focused);
      if (focusTarget instanceof HTMLElement && document.activeElement === focusTarget) {
        focusTarget.blur();
        focusTarget.focus();
      }
      for (const { path, value } of typed) {
        const field = atPath(el, path);
        if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) {
          replayFieldValue(field, value);
        }
      }
      for (const { kind, path } of held.splice(0)) {
        const target = atPath(el, path);
        if (kind === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
        else clickableFrom(target)?.click();
      }
    }
  };

  const onWake = () => void wake();
  const arm = () => WAKE_EVENTS.forEach((type) => el.addEventListener(type, onWake, { capture: true, passive: true }));
  const disarm = () => WAKE_EVENTS.forEach((type) => el.removeEventListener(type, onWake, { capture: true }));

  const params = new URLSearchParams(window.location.search);
  if ((opts.storageKey && storageHas(opts.storageKey)) || opts.queryParams?.some((name) => params.has(name))) {
    void wake();
    return;
  }
  if (!opts.media) {
    arm();
    return;
  }
  const query = window.matchMedia(opts.media);
  const onMedia = () => (query.matches ? arm() : disarm());
  onMedia();
  query.addEventListener('change', onMedia);
}

export default intentDirective;
