/**
 * The small rounded label above a heading.
 * - Hidden while it is empty: a phone paints a page while its HTML is still arriving, and a pill
 *   painted before its words was its padding alone, placed where its words then moved it from (a
 *   centred one moved sideways, every one downwards). Hidden until they come, it appears with them.
 * - Aligned to the top of its line, not to its baseline: on the baseline, the line's height came
 *   from the font's ascent and descent, so when the body font replaced its fallback the line grew a
 *   pixel and moved everything below it.
 */
export const LABEL_PILL =
  'inline-flex rounded-full bg-brand-100 px-3 py-1 align-top text-xs font-semibold uppercase tracking-[0.14em] text-brand empty:hidden';
