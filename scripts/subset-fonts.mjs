// Writes src/assets/fonts/inter-basic-wght.woff2: Inter (variable, weights 400-700) cut down to
// the characters the site's copy uses, about 22 KB instead of 48 KB for the full Latin file.
// src/styles/global.css declares it after the full faces with the same unicode-range, so a
// character outside it (a name with an accent in a CMS post) still renders in Inter, from the
// full file, fetched only by the pages that need it. Run again after changing the range:
//   node scripts/subset-fonts.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

/** Keep in step with the unicode-range of the subset face in src/styles/global.css. */
export const SUBSET_RANGES = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xa0], // no-break space
  [0xa9, 0xa9], // ©
  [0x2010, 0x2027], // dashes, quotes, bullet, ellipsis
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // arrows
];

const text = SUBSET_RANGES.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join('');
const source = readFileSync(new URL('../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', import.meta.url));
const out = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 700 } } });
writeFileSync(new URL('../src/assets/fonts/inter-basic-wght.woff2', import.meta.url), out);
console.log(`inter-basic-wght.woff2: ${out.length} bytes (from ${source.length})`);
