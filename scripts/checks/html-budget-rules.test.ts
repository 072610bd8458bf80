import { describe, expect, it } from 'vitest';
import { KNOWN_OVER, TWO_ROUND_TRIPS_BYTES, htmlBudgetProblems } from './html-budget-rules.mjs';

const known = { 'big.html': 'a photograph' };

describe("a page's HTML within the two round trips", () => {
  it('holds pages at the limit, and pages known to be over', () => {
    expect(htmlBudgetProblems({ 'a.html': TWO_ROUND_TRIPS_BYTES, 'big.html': 60_000 }, known)).toEqual([]);
  });

  it('names a page one byte over that is not known to be', () => {
    expect(htmlBudgetProblems({ 'a.html': TWO_ROUND_TRIPS_BYTES + 1, 'big.html': 60_000 }, known)).toEqual([
      `a.html: ${TWO_ROUND_TRIPS_BYTES + 1} bytes gzipped, over the ${TWO_ROUND_TRIPS_BYTES} of two round trips`,
    ]);
  });

  it('names a known page that came under, or that the build no longer makes', () => {
    expect(htmlBudgetProblems({ 'big.html': 40_000 }, known)).toEqual([
      'big.html: 40000 bytes gzipped, within two round trips: take it off KNOWN_OVER',
    ]);
    expect(htmlBudgetProblems({}, known)).toEqual(['big.html: on KNOWN_OVER but not built']);
  });

  it('is the 43.8 KB of a 14.6 KB first window and its double, and says why each known page is over', () => {
    expect(TWO_ROUND_TRIPS_BYTES).toBe(43_800);
    for (const why of Object.values(KNOWN_OVER)) expect(why).toMatch(/\w{3,}/);
  });
});
