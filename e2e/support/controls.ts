import type { Page } from '@playwright/test';

/**
 * The controls a visitor sees on the page (a button, anything with role=button, an input, a
 * select, a textarea) that would do nothing without JavaScript, each described for a failure
 * message. A control passes when it demonstrably works without script:
 * - it belongs to a form that submits to a real address (an http(s) URL other than the page
 *   itself); a `type=button` there still does nothing, so it does not pass;
 * - it is, or sits in, a `<summary>`: the browser opens and closes its `<details>`;
 * - it is a link (`a[href]`) that merely carries role=button;
 * - it is a button with an invoker command (`commandfor`) naming an element of the page: the
 *   browser opens or closes that dialog itself.
 * "Sees" means rendered, not hidden by visibility or opacity, and with a box on the page (a
 * honeypot parked 10000px to the left is not seen).
 */
export async function deadControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = (el: Element) => {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.right + window.scrollX > 0 && box.bottom + window.scrollY > 0;
    };
    const submitsSomewhere = (form: HTMLFormElement | null) => {
      const action = form?.getAttribute('action')?.trim();
      if (!form || !action) return false;
      const target = new URL(action, document.baseURI);
      const here = new URL(window.location.href);
      target.hash = '';
      here.hash = '';
      return /^https?:$/.test(target.protocol) && target.href !== here.href;
    };
    const works = (el: Element) => {
      if (el.closest('summary')) return true;
      if (el instanceof HTMLAnchorElement && el.hasAttribute('href')) return true;
      const target = el.getAttribute('commandfor');
      if (el instanceof HTMLButtonElement && target && el.getAttribute('command') && document.getElementById(target)) return true;
      if (el instanceof HTMLButtonElement || (el instanceof HTMLInputElement && ['button', 'submit', 'reset', 'image'].includes(el.type))) {
        return el.type !== 'button' && submitsSomewhere(el.form);
      }
      if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement)
        return submitsSomewhere(el.form);
      return false;
    };
    const describe = (el: Element) => {
      const label = 'labels' in el ? (el.labels as NodeListOf<HTMLLabelElement> | null)?.[0]?.textContent : null;
      const name = (el.getAttribute('aria-label') ?? label ?? el.getAttribute('name') ?? el.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 50);
      const type = el.getAttribute('type');
      return `<${el.tagName.toLowerCase()}${type ? ` type=${type}` : ''}${el.id ? ` id=${el.id}` : ''}> "${name}"`;
    };
    return [...document.querySelectorAll('button, [role=button], input, select, textarea')]
      .filter((el) => seen(el) && !works(el))
      .map(describe);
  });
}
