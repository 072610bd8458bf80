/**
 * What a phone on a slow connection receives of a document in two round trips: TCP's first window
 * (ten packets, 14.6 KB) and the doubled one after it, as Lighthouse's simulated phone counts them.
 * A page whose gzipped HTML is larger paints a round trip (about 150 ms there) later.
 */
export const TWO_ROUND_TRIPS_BYTES = 14_600 + 29_200;

/**
 * The pages of the sample build over the two round trips, each with why: none today.
 * The check fails when one of them comes under, so that the list never outlives its reason.
 */
export const KNOWN_OVER = {};

/**
 * What is wrong with a build's HTML sizes: a page over the two round trips that is not known to be,
 * or a page known to be over that no longer is. `sizes` maps dist-relative paths to gzipped bytes.
 * @param {Record<string, number>} sizes
 * @param {Record<string, string>} [knownOver]
 * @param {number} [limit]
 * @returns {string[]}
 */
export function htmlBudgetProblems(sizes, knownOver = KNOWN_OVER, limit = TWO_ROUND_TRIPS_BYTES) {
  const problems = [];
  for (const [page, bytes] of Object.entries(sizes)) {
    const over = bytes > limit;
    if (over && !(page in knownOver)) problems.push(`${page}: ${bytes} bytes gzipped, over the ${limit} of two round trips`);
    if (!over && page in knownOver) problems.push(`${page}: ${bytes} bytes gzipped, within two round trips: take it off KNOWN_OVER`);
  }
  for (const page of Object.keys(knownOver)) if (!(page in sizes)) problems.push(`${page}: on KNOWN_OVER but not built`);
  return problems;
}
