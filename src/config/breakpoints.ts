/**
 * Breakpoints of SPEC §9, in px. tailwind.config.cjs declares the same values as named
 * screens (a unit test keeps the two in step, since the .cjs config cannot import TS).
 */
export const breakpoints = {
  /** Under this is "mobile": swipe lists, 1 portfolio card, 4 bubbles. */
  mobile: 600,
  /** 600-900 is "tablet": hero gallery two per row. */
  tablet: 900,
  /** Portfolio cards: 2 under this, 3 from it. */
  portfolioWide: 960,
  /** Booking popup switches to its phone layout under this. */
  popup: 975,
  /** Header is narrow up to and including this width. */
  headerNarrowMax: 1024,
} as const;

/** Portfolio cards per view for a viewport width (SPEC §9: 1 under 600, 2 under 960, else 3). */
export function portfolioCardsPerView(width: number): 1 | 2 | 3 {
  if (width < breakpoints.mobile) return 1;
  if (width < breakpoints.portfolioWide) return 2;
  return 3;
}

/** Media query of the narrow header (drawer, phone button): up to and including 1024px. */
export const NARROW_HEADER_QUERY = `(max-width: ${breakpoints.headerNarrowMax}px)`;
