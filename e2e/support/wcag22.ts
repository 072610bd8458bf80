import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { afterFrames } from './rendered';

/**
 * Checks of WCAG 2.2 success criteria that rule engines (axe, IBM) cannot make from a static
 * DOM: they need the keyboard, a narrow window, changed text spacing or time. Each returns the
 * findings as readable strings, empty when the page passes.
 */

const require = createRequire(import.meta.url);
/** IBM's Equal Access engine, the browser build, injected into the page from node_modules. */
const IBM_ENGINE = require.resolve('accessibility-checker-engine/ace.js');

/**
 * IBM Equal Access findings we accept, each with its reason: the rule, and a CSS selector the
 * flagged element matches.
 */
export const IBM_EXCEPTIONS: Array<{ rule: string; selector: string; reason: string }> = [
  {
    rule: 'element_tabbable_role_valid',
    selector: '.rich-text pre[tabindex="0"]',
    reason:
      'A code block keeps its lines and scrolls sideways when they are wider than the screen, so it is in the tab order for keyboard scrolling ' +
      "(WCAG 2.1.1; axe's scrollable-region-focusable asks for it). Whether it overflows depends on the screen, which static HTML cannot know; " +
      'IBM excuses the tabindex only where the box scrolls at the moment of the scan.',
  },
  {
    rule: 'element_tabbable_role_valid',
    selector: '[data-testid="testimonial-list"], [data-testid="hero-gallery"] > ul',
    reason:
      'Under 600px these lists are horizontal swipe lists (product §2) that a keyboard scrolls once focused; wider they are grids that do not ' +
      'scroll, and HTML cannot drop a tabindex by screen width without script (the site adds none before a visitor acts).',
  },
];
/** A short description of an element for a failure message: tag, id, class start, text. */
const DESCRIBE = `(el) => {
  const text = (el.getAttribute('aria-label') || el.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 40);
  const id = el.id ? '#' + el.id : '';
  const testid = el.getAttribute('data-testid') ? '[data-testid=' + el.getAttribute('data-testid') + ']' : '';
  const cls = !id && !testid && typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\\s+/).slice(0, 3).join('.') : '';
  return el.tagName.toLowerCase() + id + testid + cls + (text ? ' "' + text + '"' : '');
}`;

/** WCAG 2.2 AA and below, the bar of every page. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe over the whole page at WCAG_TAGS: each rule that fails, with the elements it fails on.
 * A page of one frame is scanned in axe's legacy mode, which runs the same rules in the page
 * itself: the default mode opens a second, blank page to merge the results of several frames,
 * and that page cost 1-3 s of every scan here. A page with a frame (the booking modal's Calendly)
 * keeps the default, which scans inside the frame too.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // Every node of every violation, and of the other result types (passes, incomplete) only the
    // first, which nothing here reads: describing each passing node was much of a scan
    // (docs/performance.md). Before withTags, as options() replaces whatever was set before it.
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** IBM's engine over the whole page: every rule of its IBM_Accessibility set that fails. */
export async function ibmViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: IBM_ENGINE });
  return page.evaluate(async (exceptions) => {
    type IbmReport = { results: Array<{ ruleId: string; value: [string, string]; path: { dom: string }; message: string }> };
    const ace = (window as unknown as { ace: { Checker: new () => { check(d: Document, r: string[]): Promise<IbmReport> } } }).ace;
    const report = await new ace.Checker().check(document, ['IBM_Accessibility']);
    const at = (xpath: string) => document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
    return report.results
      .filter((r) => r.value[0] === 'VIOLATION' && r.value[1] === 'FAIL')
      .filter((r) => {
        const node = at(r.path.dom);
        return !exceptions.some((e) => e.rule === r.ruleId && node instanceof Element && node.matches(e.selector));
      })
      .map((r) => `${r.ruleId} at ${r.path.dom}: ${r.message}`);
  }, IBM_EXCEPTIONS);
}

/**
 * Puts every `content-visibility: auto` box, for the rest of the page's life, in the state it has
 * while a visitor looks at it: drawn, with the layout, style and paint containment that value
 * keeps on screen. A box off screen is skipped by the browser and keeps the layout, even the
 * styles, of the last time it was drawn (at another window width, or with the text spacing that
 * was since removed): measured there, it would be a page nobody sees.
 */
async function drawEverything(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (document.getElementById('wcag-drawn')) return;
    for (const el of document.querySelectorAll('*')) {
      if (getComputedStyle(el).contentVisibility === 'auto') el.setAttribute('data-wcag-drawn', '');
    }
    const style = document.createElement('style');
    style.id = 'wcag-drawn';
    style.textContent = '[data-wcag-drawn] { content-visibility: visible !important; contain: layout style paint !important; }';
    document.head.append(style);
  });
}

/** Where the focused element is, and whether anything fixed or sticky covers it (marks it as walked). */
const FOCUS_READ = `() => {
      const describe = ${DESCRIBE};
      const el = document.activeElement;
      if (!el || el === document.body) return { done: true };
      // Each element once: the walk ends where it started.
      if (!el.dataset) return { done: true };
      if (el.dataset.focusWalk) return { done: true };
      el.dataset.focusWalk = '1';
      const r = el.getBoundingClientRect();
      const vw = document.documentElement.clientWidth;
      const vh = window.innerHeight;
      const name = describe(el) + ' at y=' + Math.round(r.top);
      if (r.width === 0 && r.height === 0) return { name, problem: null };
      // Taller or wider than the window: only its start has to show.
      const bottom = Math.min(r.bottom, r.top + vh);
      const right = Math.min(r.right, r.left + vw);
      if (r.top < -0.5 || bottom > vh + 0.5 || r.left < -0.5 || right > vw + 0.5) {
        return { name, problem: 'outside the viewport (top ' + Math.round(r.top) + ', bottom ' + Math.round(r.bottom) + ' of ' + vh + ')' };
      }
      const fixedAncestor = (node) => {
        for (let n = node; n && n !== document.documentElement; n = n.parentElement) {
          const p = getComputedStyle(n).position;
          if (p === 'fixed' || p === 'sticky') return n;
        }
        return null;
      };
      // The middle and the middle of each edge (a corner of a rounded box is not the box).
      const inset = 1;
      const mx = (r.left + right) / 2;
      const my = (r.top + bottom) / 2;
      const points = [[mx, my], [mx, r.top + inset], [mx, bottom - inset], [r.left + inset, my], [right - inset, my]];
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || hit === el || el.contains(hit) || hit.contains(el)) continue;
        const cover = fixedAncestor(hit);
        if (cover && !cover.contains(el)) return { name, problem: 'covered by ' + describe(cover).slice(0, 40) + ' at (' + Math.round(x) + ', ' + Math.round(y) + ')' };
      }
      return { name, problem: null };
    }`;
const FOCUS_CHECK = `(${FOCUS_READ})()`;

/**
 * Resolves once the focused element has kept its place for three frames (1.5 s at most, frames or
 * not: a page whose drawing has stopped must not hold the walk), and unmarks it for a second look.
 */
const SETTLE_FOCUS = `new Promise((resolve) => {
  const el = document.activeElement;
  let last = '';
  let still = 0;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    if (el && el.dataset) delete el.dataset.focusWalk;
    resolve(null);
  };
  const tick = () => {
    const r = el ? el.getBoundingClientRect() : null;
    const at = r ? r.left + ',' + r.top : '';
    still = at === last ? still + 1 : 0;
    last = at;
    if (still >= 3) finish();
    else if (!done) requestAnimationFrame(tick);
  };
  setTimeout(finish, 1500);
  requestAnimationFrame(tick);
})`;

/**
 * WCAG 2.4.11/2.4.12 Focus Not Obscured: Tab (or Shift+Tab) through the whole page, and after
 * each step check that the focused element is entirely inside the viewport and that nothing
 * fixed or sticky (the header) lies over any part of it. Starts from the top of the page
 * (forward) or from its end (backward, where the browser scrolls each element in from above).
 * A walk at the browser's pace first (walkedClear); only when that one is not clear, the walk a
 * Tab at a time, whose findings are the answer.
 */
export async function obscuredFocus(page: Page, direction: 'forward' | 'backward', maxSteps = 400): Promise<string[]> {
  await fromTheStart(page, direction);
  if (await walkedClear(page, direction, maxSteps)) return [];
  await fromTheStart(page, direction);
  return stepByStep(page, direction, maxSteps);
}

/**
 * Nothing focused, the page at its top, and the next Tab going to the first element (Shift+Tab to
 * the last) of the page, or of the modal dialog that holds the focus: as on a page just opened. A
 * blurred element stays the browser's starting point, so a second walk would begin where the first
 * stopped; a focused element that is removed leaves the starting point where it was. Under a modal
 * dialog the rest of the page is inert, and a place there could not be focused.
 */
async function fromTheStart(page: Page, direction: 'forward' | 'backward'): Promise<void> {
  await page.evaluate((backward) => {
    (document.activeElement as HTMLElement | null)?.blur();
    const scope = document.querySelector('dialog:modal') ?? document.body;
    const start = document.createElement('span');
    start.tabIndex = -1;
    if (backward) scope.append(start);
    else scope.prepend(start);
    start.focus({ preventScroll: true });
    start.remove();
    window.scrollTo(0, 0);
  }, direction === 'backward');
}

/**
 * Tabs sent to the browser at once, between two looks at whether the walk has ended: a larger
 * batch saves round trips, and costs the Tabs sent after the end (which move nothing).
 */
const TABS_AT_ONCE = 24;

/**
 * The walk at the browser's own pace: Tabs (each a key-down and its key-up, as a keyboard sends
 * them) go out in batches, with no round trip a step, so the browser may handle them back to back
 * without drawing a frame for each. The page reads the element the last Tab focused as the next
 * Tab arrives (a listener on the key, which runs before the key moves the focus; the reading forces
 * the layout it measures), and the last one at the end. True when every reading was clear and the
 * walk came back to where it started.
 *
 * A reading comes before any frame, so before scroll events, observers and animation frames: what
 * only they would move is not seen here. So a reading with a problem (an element caught mid-way,
 * as a carousel's own scroll to a focused slide), an animation that never ends, or the focus gone
 * into a frame (whose keys the page no longer hears) sends the caller to the walk a Tab at a time,
 * which judges each element where it comes to rest.
 */
export async function walkedClear(page: Page, direction: 'forward' | 'backward', maxSteps: number): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  const tab = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9, modifiers: direction === 'backward' ? 8 : 0 };
  try {
    await page.evaluate(`(() => {
      const read = ${FOCUS_READ};
      // An animation or transition of what places a box (a colour's moves nothing) is taken to
      // its end before a reading, as the frames a visitor waits for would take it (under reduced
      // motion, at once: global.css); one that never ends sends the caller to the walk a Tab at a time.
      const places = /^(transform|translate|scale|rotate|top|left|right|bottom|inset|margin|padding|width|height|min|max)/;
      const placesBox = (a) =>
        a.transitionProperty
          ? places.test(a.transitionProperty)
          : (a.effect?.getKeyframes() ?? []).some((k) => Object.keys(k).some((p) => places.test(p)));
      const atRest = () => {
        for (const a of document.getAnimations()) {
          if (a.playState !== 'running' || !placesBox(a)) continue;
          try {
            a.finish();
          } catch {
            return false;
          }
        }
        return true;
      };
      // The first Tab finds nothing focused yet: only the Tabs after it have a focus to read.
      const walk = { started: false, done: false, clear: true };
      walk.read = () => {
        if (walk.done) return;
        if (!atRest()) walk.clear = false;
        const { done, problem } = read();
        if (done) walk.done = true;
        else if (problem) walk.clear = false;
      };
      // The batch's Tabs after the end reach neither the browser's focus nor the page's own
      // listeners, so the walk stops where a walk a Tab at a time stops: what the scan checks next
      // reads the page as it is left.
      walk.onKey = (e) => {
        if (e.key !== 'Tab') return;
        if (!walk.done && walk.started) walk.read();
        walk.started = true;
        if (!walk.done) return;
        e.preventDefault();
        e.stopImmediatePropagation();
      };
      walk.onBlur = () => {
        if (document.activeElement?.tagName === 'IFRAME') walk.clear = false;
      };
      window.__focusWalk = walk;
      addEventListener('keydown', walk.onKey, true);
      addEventListener('blur', walk.onBlur);
    })()`);
    let done = false;
    for (let sent = 0; sent < maxSteps && !done; sent += TABS_AT_ONCE) {
      await Promise.all(
        Array.from({ length: TABS_AT_ONCE }, () => [
          cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...tab }),
          cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...tab }),
        ]).flat(),
      );
      done = (await page.evaluate('window.__focusWalk.done')) as boolean;
    }
    return (await page.evaluate(`(() => {
      const walk = window.__focusWalk;
      walk.read();
      return walk.done && walk.clear;
    })()`)) as boolean;
  } finally {
    // A page that has crashed or closed has nothing to clean: the walk's own error is the one to show.
    await page
      .evaluate(
        `(() => {
        const walk = window.__focusWalk;
        if (!walk) return;
        removeEventListener('keydown', walk.onKey, true);
        removeEventListener('blur', walk.onBlur);
        delete window.__focusWalk;
        document.querySelectorAll('[data-focus-walk]').forEach((el) => delete el.dataset.focusWalk);
      })()`,
      )
      .catch(() => {});
    await cdp.detach().catch(() => {});
  }
}

/** The walk one Tab at a time, each element judged where it comes to rest. */
async function stepByStep(page: Page, direction: 'forward' | 'backward', maxSteps: number): Promise<string[]> {
  const findings: string[] = [];
  const seen = new Set<string>();
  const check = () => page.evaluate(FOCUS_CHECK) as Promise<{ done?: boolean; name?: string; problem?: string | null }>;
  // Backward, Shift is held down for the whole walk, as a visitor holds it while tapping Tab: one
  // key's round trips a step instead of two keys'. The focus moves on Tab's key-down, so it is read
  // while the key-up is on its way.
  if (direction === 'backward') await page.keyboard.down('Shift');
  try {
    for (let step = 0; step < maxSteps; step++) {
      await page.keyboard.down('Tab');
      // Both settled, so a failed read leaves no key-up rejecting unheard.
      const [up, read] = await Promise.allSettled([page.keyboard.up('Tab'), check()]);
      if (read.status === 'rejected') throw read.reason;
      if (up.status === 'rejected') throw up.reason;
      let result = read.value;
      // A carousel brings a focused slide into view with a short scroll of its own (the browser's
      // own focus scroll is instant): judge where the element comes to rest, not mid-way. On a busy
      // machine the scroll can start after the element has already kept still for a few frames
      // (CI: a card's link in the home page's blog carousel, phone, Shift+Tab): up to three waits.
      for (let wait = 0; result.problem && wait < 3; wait++) {
        await page.evaluate(SETTLE_FOCUS);
        result = await check();
      }
      const { done, name, problem } = result;
      if (done) break;
      if (problem && name && !seen.has(name)) {
        seen.add(name);
        findings.push(`${direction}: ${name} ${problem}`);
      }
    }
  } finally {
    // A page that has crashed or closed cannot take the key-up: the walk's own error is the one to show.
    if (direction === 'backward') await page.keyboard.up('Shift').catch(() => {});
  }
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('[data-focus-walk]').forEach((el) => delete el.dataset.focusWalk));
  return findings;
}

/**
 * Brings each island that wakes on sight (`client:visible`) into view for a frame, as a reader
 * scrolling down the page would: the walks' Tabs come faster than the frames its observer needs.
 * Then scrolls back to where the page was, as the checks after it read the page where the walks
 * left it (what lies under the sticky header depends on the scroll).
 */
export async function showEachIsland(page: Page): Promise<void> {
  const scrolled = await page.evaluate(() => window.scrollY);
  for (const island of await page.locator('astro-island[client="visible"]').all()) {
    // An island is a box of its own only through its content (display: contents).
    await island.evaluate((el) => (el.firstElementChild ?? el).scrollIntoView({ block: 'center' }));
    await afterFrames(page);
  }
  await page.evaluate((y) => window.scrollTo(0, y), scrolled);
}

/**
 * WCAG 1.4.10 Reflow at the current window size (320 x 640 in the spec): the page never scrolls
 * sideways, and nothing sticks out of the window, since what sticks out is either reached only by
 * page-wide scrolling or cut off (a section with `content-visibility: auto` clips its paint).
 * Content that scrolls inside its own box (a code block) and a carousel's parked slides are fine.
 */
export async function reflowProblems(page: Page): Promise<string[]> {
  await afterFrames(page);
  await drawEverything(page);
  return page.evaluate(`(() => {
    const describe = ${DESCRIBE};
    const vw = document.documentElement.clientWidth;
    const findings = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > vw + 1) findings.push('the page scrolls sideways: ' + scrollWidth + 'px wide in a ' + vw + 'px window');
    const exempt = (el) => {
      for (let n = el.parentElement; n && n !== document.body; n = n.parentElement) {
        const s = getComputedStyle(n);
        if (s.overflowX === 'auto' || s.overflowX === 'scroll') return true;
        if (n.getAttribute('aria-roledescription') === 'carousel') return true;
        if (s.position === 'fixed') return true;
      }
      return false;
    };
    const hidden = (el, r) => r.width <= 1 || r.height <= 1 || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    // Nothing to read or use (a blurred decorative blob): harmless as long as the page does not scroll.
    const decorative = (el) => !el.textContent.trim() && !el.querySelector('a, button, input, select, textarea, img, svg, video') && !el.matches('a, button, input, select, textarea, img, svg, video');
    const relevant = (el, r) => !hidden(el, r) && !exempt(el) && !decorative(el) && r.right > 0;
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.right <= vw + 1 && r.left >= -1) continue;
      // Parked wholly to the left (a honeypot field) is hidden, not cut.
      if (!relevant(el, r)) continue;
      // Report the outermost element that sticks out, not each of its children.
      const parent = el.parentElement;
      if (parent && parent !== document.body) {
        const pr = parent.getBoundingClientRect();
        if ((pr.right > vw + 1 || pr.left < -1) && relevant(parent, pr)) continue;
      }
      findings.push(describe(el) + ' spans x ' + Math.round(r.left) + '..' + Math.round(r.right) + ' in a ' + vw + 'px window');
    }
    return findings;
  })()`);
}

/** The text-spacing overrides of WCAG 1.4.12, as a bookmarklet would apply them. */
export const TEXT_SPACING_CSS = `
  *, *::before, *::after {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-bottom: 2em !important; }
`;

/**
 * Text that no longer fits and is cut: an element holding text that sticks partly out of an
 * ancestor clipping its overflow (`overflow: hidden`/`clip`, or the paint containment of
 * `content-visibility: auto`), or that is cut short with an ellipsis. Wholly outside the box
 * (a carousel's parked slide) is not cut text.
 */
export async function clippedText(page: Page): Promise<string[]> {
  await afterFrames(page);
  await drawEverything(page);
  return page.evaluate(`(() => {
    const describe = ${DESCRIBE};
    const findings = [];
    const srOnly = (el) => {
      for (let n = el; n && n !== document.body; n = n.parentElement) {
        const r = n.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) return true;
        const s = getComputedStyle(n);
        if (s.clipPath !== 'none' || s.clip !== 'auto') return true;
      }
      return false;
    };
    // Each run of text, measured by its own extent (a paragraph's box may be narrower than its words).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const done = new Set();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || done.has(el) || !node.textContent.trim() || el.closest('script, style, noscript, template')) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || srOnly(el)) continue;
      const s = getComputedStyle(el);
      if (s.textOverflow === 'ellipsis' && (el.scrollWidth > el.clientWidth + 1)) {
        done.add(el);
        findings.push(describe(el) + ' is cut short with an ellipsis');
        continue;
      }
      for (let n = el; n && n !== document.body; n = n.parentElement) {
        const ns = getComputedStyle(n);
        // Inside a box that scrolls, the text is reached by scrolling it.
        if (['auto', 'scroll'].includes(ns.overflowX) || ['auto', 'scroll'].includes(ns.overflowY)) break;
        // Paint containment (content-visibility: auto keeps it on screen, drawEverything spells it
        // out) clips for good sideways; the box's height, held at an estimate while the section is
        // off screen, follows the content once it is drawn.
        const clipsX = ns.overflowX === 'hidden' || ns.overflowX === 'clip' || /paint|strict|content/.test(ns.contain);
        const clipsY = ns.overflowY === 'hidden' || ns.overflowY === 'clip';
        if (!clipsX && !clipsY) continue;
        const b = n.getBoundingClientRect();
        const outsideX = clipsX && (r.left < b.left - 1 || r.right > b.right + 1);
        const outsideY = clipsY && (r.top < b.top - 1 || r.bottom > b.bottom + 1);
        const wholly = r.right <= b.left || r.left >= b.right || r.bottom <= b.top || r.top >= b.bottom;
        if ((outsideX || outsideY) && !wholly) {
          done.add(el);
          findings.push(describe(el) + ' is cut by ' + describe(n).slice(0, 50));
          break;
        }
      }
    }
    return findings;
  })()`);
}

/**
 * WCAG 2.5.8 Target Size (Minimum): every pointer target at least 24 x 24 CSS px, unless a
 * 24 px circle centred on it meets no other target nor another small target's circle (the
 * spacing exception), or it is a link inside a sentence (the inline exception).
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const describe = ${DESCRIBE};
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=option], [tabindex]:not([tabindex="-1"])';
    const targets = [];
    for (const el of document.querySelectorAll(selector)) {
      if (el.closest('[inert], [aria-hidden=true]')) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      const s = getComputedStyle(el);
      // Not a target: no pointer events, or visually hidden until focused (the skip link).
      if (s.pointerEvents === 'none' || s.clip !== 'auto' || s.clipPath !== 'none') continue;
      // Inline exception: a link set in a line of text, its size fixed by the text's line-height.
      const inline = s.display === 'inline' && el.parentElement && el.parentElement.textContent.trim().length > el.textContent.trim().length;
      targets.push({ el, r, inline });
    }
    const small = (t) => t.r.width < 23.95 || t.r.height < 23.95;
    const centre = (t) => ({ x: t.r.left + t.r.width / 2, y: t.r.top + t.r.height / 2 });
    const circleMeetsRect = (c, r) => {
      const dx = Math.max(r.left - c.x, 0, c.x - r.right);
      const dy = Math.max(r.top - c.y, 0, c.y - r.bottom);
      return dx * dx + dy * dy < 12 * 12;
    };
    const findings = [];
    for (const t of targets) {
      if (!small(t) || t.inline) continue;
      const c = centre(t);
      const crowded = targets.some((o) => {
        if (o === t || o.el.contains(t.el) || t.el.contains(o.el)) return false;
        if (circleMeetsRect(c, o.r)) return true;
        if (!small(o)) return false;
        const oc = centre(o);
        return Math.hypot(oc.x - c.x, oc.y - c.y) < 24;
      });
      if (crowded) findings.push(describe(t.el) + ' is ' + Math.round(t.r.width) + ' x ' + Math.round(t.r.height) + 'px with another target within its 24px circle');
    }
    return findings;
  })()`);
}

/** Each carousel on the page that plays by itself, by what it says of itself. */
const PLAYING_CAROUSELS = () =>
  [...document.querySelectorAll('[aria-roledescription="carousel"]')].flatMap((c, i) =>
    c.getAttribute('data-playing') === 'true' ? [`carousel ${i + 1} plays by itself`] : [],
  );

/**
 * WCAG 2.3.3 / 2.2.2 for a visitor who asked for reduced motion: no CSS animation or transition
 * still running, and no carousel playing by itself. A carousel set up says whether its autoplay
 * runs (`data-playing` on its root). That a carousel not playing never moves, however long it is
 * left, is for the component tests to prove with their clocks (the carousels' *.test.tsx): what
 * needs the browser is its answer to prefers-reduced-motion reaching each island. So nothing here
 * waits out an autoplay interval.
 */
export async function motionWithReducedMotion(page: Page): Promise<string[]> {
  // The carousels wake as they come into view: bring each there, so an autoplay could start.
  const carousels = page.locator('[aria-roledescription="carousel"]');
  for (const carousel of await carousels.all()) await carousel.scrollIntoViewIfNeeded();
  // Set up (data-ready, useCarousel): its island read the media query before, and measured its
  // slides; the server's markup says nothing of either.
  for (const carousel of await carousels.all()) await expect(carousel).toHaveAttribute('data-ready', 'true');
  await page.mouse.move(0, 0);
  const findings = await page.evaluate(PLAYING_CAROUSELS);
  const running = await page.evaluate(() =>
    document
      .getAnimations()
      // Running and moving: an animation cut to 0.01 ms by the reduced-motion rule (global.css) is
      // still "running" while it waits out its delay, but never moves anything.
      .filter((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().activeDuration ?? 0) > 1)
      .map((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target;
        const name = a instanceof CSSAnimation ? a.animationName : a instanceof CSSTransition ? a.transitionProperty : 'script animation';
        return `${name} on ${target ? target.nodeName.toLowerCase() + (target instanceof Element && target.className ? '.' + String(target.className).split(' ')[0] : '') : '?'} still running`;
      }),
  );
  return [...findings, ...running];
}
