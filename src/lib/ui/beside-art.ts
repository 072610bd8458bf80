/**
 * The text column of a row whose other column is an illustration drawn into the HTML (an inline
 * SVG, ui/Illustration.astro). A slow connection or a busy phone paints what has been parsed, and
 * the text comes before the drawing: a row as tall as the text alone, then taller when the drawing
 * came, moved the centred text down (19 px on the CRM page, 75 px on the booking page at 1,440 px).
 * From two columns up, the text column is at least as tall as the drawing will be (its width times
 * the drawing's ratio) and centres its one child, a wrapper of the text, inside that height: the
 * row has its final height before the drawing is parsed.
 */
export const BESIDE_ART_CLASS = 'w-full md:flex md:flex-col md:justify-center md:[aspect-ratio:var(--beside-art)]';

/**
 * The column's ratio: the drawing's, widened by the share of the row the text column takes beside
 * it (1.05 in a `1.05fr 1fr` row).
 */
export function besideArtStyle(art: { width: number; height: number }, share = 1): string {
  if (!(art.width > 0 && art.height > 0 && share > 0)) throw new Error(`an illustration needs its size: ${art.width}x${art.height}`);
  return `--beside-art: ${art.width * share} / ${art.height}`;
}
