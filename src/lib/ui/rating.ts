/** Maximum of every star rating on the site. */
export const MAX_STARS = 5;

/** Five booleans, the first `rating` (rounded, clamped to 0-5) true: product §3 "that many stars out of 5". */
export function starStates(rating: number): boolean[] {
  const filled = Math.max(0, Math.min(MAX_STARS, Math.round(Number.isFinite(rating) ? rating : 0)));
  return Array.from({ length: MAX_STARS }, (_, i) => i < filled);
}
