/**
 * Controls that only work with JavaScript (the blog's search and category filters, the enquiry
 * wizard, the header's menu button...) carry this class. Without JavaScript, NO_JS_STYLE (in a
 * <noscript> of every page's head, so its hash is in the CSP like any inline style) hides them,
 * and nothing on screen looks usable and does nothing; a plain link or a sentence with the phone
 * number stands in for each. With JavaScript they show from the first paint, before their island
 * wakes: client:intent wakes it on the first touch, click or focus, and replays that action.
 * NO_JS_STYLE also carries the keyboard's rule (below).
 */
export const JS_ONLY_CLASS = 'js-only';

/**
 * Content a control of an island would reveal (the drawer's Services sub-list under its chevron)
 * carries this class: without JavaScript the control is hidden and the content shown.
 */
export const NO_JS_SHOWN_CLASS = 'no-js-shown';

/**
 * The cascade layer of NO_JS_STYLE, named first in global.css: Tailwind's preflight hides
 * `[hidden]` with !important inside its base layer, and an !important rule in an earlier layer
 * beats one in a later layer or in none, so only a layer named before Tailwind's can reveal.
 */
export const NO_JS_LAYER = 'no-js';

/**
 * Sections below the first render only near the window (content-visibility, global.css). A
 * keyboard visitor's focus has them all rendered at once, so that none grows under the focus as
 * it moves: with JavaScript, the head's script marks the page on the first Tab (BaseLayout).
 * Without it, this rule does. A `:has(:focus-visible)` on the root restyles the whole page at
 * every move of the focus, so only a visitor without JavaScript pays for it.
 */
export const NO_JS_KEYBOARD_STYLE = 'html:has(:focus-visible) main>*,html:has(:focus-visible) body>footer{content-visibility:visible}';

/**
 * The rules behind JS_ONLY_CLASS and NO_JS_SHOWN_CLASS, and the keyboard's rule: outside the
 * layer, where it outranks global.css's `content-visibility: auto` by its selector.
 */
export const NO_JS_STYLE = `@layer ${NO_JS_LAYER}{.${JS_ONLY_CLASS}{display:none!important}.${NO_JS_SHOWN_CLASS}[hidden]{display:block!important}}${NO_JS_KEYBOARD_STYLE}`;
