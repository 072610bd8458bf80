/**
 * Desktop Services dropdown (product §2 Header): opens on hover, closes on leaving, on choosing
 * an item or on a click outside; the chevron button and Escape make it keyboard-usable.
 * A click on the chevron of a panel that hovering opened keeps it open: the visitor who points
 * at it and clicks wants it open, so hover, click and keyboard agree.
 */
export function enhanceDropdown(root: HTMLElement): () => void {
  const toggle = root.querySelector<HTMLButtonElement>('[data-dropdown-toggle]');
  const panel = root.querySelector<HTMLElement>('[data-dropdown-panel]');
  if (!toggle || !panel) return () => {};
  root.dataset.enhanced = '';

  /** How the panel was opened: by hovering (a click then keeps it open) or by the chevron. */
  let openedBy: 'hover' | 'toggle' | null = null;
  const setOpen = (open: boolean, by: 'hover' | 'toggle' | null = null) => {
    openedBy = open ? by : null;
    if (open) root.dataset.open = '';
    else delete root.dataset.open;
    toggle.setAttribute('aria-expanded', String(open));
  };
  const isOpen = () => root.dataset.open !== undefined;

  const onEnter = () => {
    if (!isOpen()) setOpen(true, 'hover');
  };
  const onLeave = () => setOpen(false);
  const onToggle = () => {
    if (isOpen() && openedBy === 'hover') openedBy = 'toggle';
    else setOpen(!isOpen(), 'toggle');
  };
  const onChoose = (e: Event) => {
    if ((e.target as HTMLElement).closest('a')) setOpen(false);
  };
  const onDocClick = (e: MouseEvent) => {
    if (isOpen() && !root.contains(e.target as Node)) setOpen(false);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && isOpen()) {
      setOpen(false);
      toggle.focus();
    }
  };
  const onFocusOut = (e: FocusEvent) => {
    if (!root.contains(e.relatedTarget as Node | null)) setOpen(false);
  };

  // One signal takes every listener off again.
  const listening = new AbortController();
  const on = { signal: listening.signal };
  root.addEventListener('mouseenter', onEnter, on);
  root.addEventListener('mouseleave', onLeave, on);
  toggle.addEventListener('click', onToggle, on);
  panel.addEventListener('click', onChoose, on);
  root.addEventListener('keydown', onKey, on);
  root.addEventListener('focusout', onFocusOut, on);
  document.addEventListener('click', onDocClick, on);

  return () => listening.abort();
}
