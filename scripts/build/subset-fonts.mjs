// Writes two subsets of the web fonts, cut down to the characters the site's copy uses:
// - src/assets/fonts/inter-basic-wght.woff2: Inter (variable, weights 400-700), about 24 KB
//   instead of 48 KB for the full Latin file (fonts-late.css, loaded after the page);
// - src/assets/fonts/poppins-basic-700.woff2: Poppins Bold, the headings' face, about 6 KB, small
//   enough to travel inside the page's CSS (global.css), so headings paint in their own face at
//   the first paint, with no request and no swap.
// Each is declared after the full face with the same unicode-range, so a character outside it (a
// name with an accent in a CMS post) still renders in the right face, from the full file, fetched
// only by the pages that need it. Run again after changing the range:
//   node scripts/build/subset-fonts.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

/** Keep in step with the unicode-range of the subset face in src/styles/global.css. */
export const SUBSET_RANGES = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xa0], // no-break space
  [0xa9, 0xa9], // ©
  [0xc0, 0xff], // Latin-1 letters: the accents of names (a testimonial's Rodríguez, a CMS author's)
  [0x2010, 0x2027], // dashes, quotes, bullet, ellipsis
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // arrows
];

const text = SUBSET_RANGES.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join('');

async function subset(from, to, options = {}) {
  const source = readFileSync(new URL(`../../node_modules/${from}`, import.meta.url));
  const out = await subsetFont(source, text, { targetFormat: 'woff2', ...options });
  writeFileSync(new URL(`../../src/assets/fonts/${to}`, import.meta.url), out);
  console.log(`${to}: ${out.length} bytes (from ${source.length})`);
}

await subset('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', 'inter-basic-wght.woff2', {
  variationAxes: { wght: { min: 400, max: 700 } },
});
await subset('@fontsource/poppins/files/poppins-latin-700-normal.woff2', 'poppins-basic-700.woff2');
