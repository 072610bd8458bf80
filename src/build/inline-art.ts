import { gzipSync } from 'node:zlib';
import { svgDataUrl } from '../lib/ui/svg-data-url';

/**
 * The largest drawing a page carries inside its own HTML, gzipped (what it adds to the page on the
 * wire): the pages that carry them must stay inside the two round trips a phone on a slow
 * connection takes for its first bytes, which scripts/checks/html-budget.mjs holds every page to (the
 * sizes measured: docs/performance.md). A photograph goes on being a file.
 */
export const INLINE_ART_MAX_BYTES = 4_096;

/**
 * The `src` of an image in a page's first screen, given its file's URL and, for an SVG, its text.
 * An SVG of up to {@link INLINE_ART_MAX_BYTES} gzipped is drawn from the page itself, as a `data:`
 * URL: a phone paints it with the text, where a file is asked for only once the HTML is in, a
 * round trip later (it was /portfolio's largest paint; e2e/first-view.spec.ts checks the largest
 * paint is asked for first, docs/performance.md has the Lighthouse figures). Anything else keeps
 * its file's URL.
 */
export function firstScreenArtSrc(src: string, svg: string | undefined, maxBytes = INLINE_ART_MAX_BYTES): string {
  if (svg === undefined) return src;
  return gzipSync(svg).byteLength <= maxBytes ? svgDataUrl(svg) : src;
}
