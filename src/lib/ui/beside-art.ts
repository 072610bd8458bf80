/**
 * The text column of a row whose other column is an illustration drawn from the HTML (a `data:`
 * URL, ui/FirstScreenArt.astro). A slow connection or a busy phone paints what has been parsed, and
 * the text comes before the drawing: a row as tall as the text alone, then taller when the drawing
 * came, moved the centred text down (e2e/first-frame.spec.ts stalls the HTML before each drawing).
 * From two columns up, the text column is at least as tall as the drawing will be (its width times
 * the drawing's ratio), so the row has its final height before the drawing is parsed, and holds
 * its one child, a wrapper of the text, at its top: a wrapper painted before its text had all
 * arrived only grows downwards as the rest comes (centred, it moved up by half of what it grew).
 *
 * The ratio is a class, not a style attribute: the site's Content Security Policy refuses inline
 * styles. Tailwind finds the class names below in this file; a drawing of another ratio fails the
 * build with the class to add.
 */
const RATIO_CLASSES: ReadonlyArray<readonly [ratio: number, className: string]> = [
  [4 / 3, 'md:aspect-4/3'],
  [5 / 3, 'md:aspect-5/3'],
  // A 4:3 drawing beside a text column 1.05 times as wide (HomeHero: md:grid-cols-[1.05fr_1fr]).
  [(4 * 1.05) / 3, 'md:aspect-[4.2/3]'],
];

/**
 * The classes of the text column beside `art`, whose column the text's takes `share` times the
 * width of (1.05 in a `1.05fr 1fr` row).
 */
export function besideArtClass(art: { width: number; height: number }, share = 1): string {
  if (!(art.width > 0 && art.height > 0 && share > 0)) throw new Error(`an illustration needs its size: ${art.width}x${art.height}`);
  const ratio = (art.width * share) / art.height;
  const known = RATIO_CLASSES.find(([r]) => Math.abs(r - ratio) < 1e-9);
  if (!known)
    throw new Error(
      `no class for a text column of ratio ${art.width * share}/${art.height} beside an illustration: add md:aspect-${art.width * share}/${art.height} to lib/ui/beside-art.ts`,
    );
  return `w-full md:flex md:flex-col md:justify-start ${known[1]}`;
}
