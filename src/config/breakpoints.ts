import values from './breakpoints.json' with { type: 'json' };

/**
 * Breakpoints of product §9, in px, written once in breakpoints.json: tailwind.config.cjs builds its
 * screens from the same file (sm = mobile, md = tablet, lg = portfolioWide, popup, nav = one past
 * headerNarrowMax, xl = wide), TypeScript reads them here, and image `sizes` are derived below.
 *
 * - mobile: under this is "mobile": swipe lists, 1 portfolio card, 1 blog card per row, 4 bubbles.
 * - tablet: 600-900 is "tablet": hero gallery two per row.
 * - portfolioWide: portfolio and blog cards: 2 per row under this, 3 from it.
 * - popup: the booking popup switches to its phone layout under this.
 * - headerNarrowMax: the header is narrow up to and including this width.
 * - wide: the widest screen step (service approach in four columns).
 */
export const breakpoints: Readonly<typeof values> = values;

/** Widest the page's content gets (Tailwind's max-w-content) and its side padding under and from `mobile`. */
const CONTENT_MAX = 1200;
const PAD_PHONE = 20;
const PAD_WIDE = 32;
/** Gap between blog cards in the list grid (gap-6). */
const CARD_GAP = 24;

/**
 * `sizes` of a blog card's image: one card per row under `mobile`, two under `portfolioWide`,
 * three from it, never wider than a third of the content column. The list grid
 * (`sm:grid-cols-2 lg:grid-cols-3`) and the carousel (`sm:basis-1/2 lg:basis-1/3`) switch there.
 */
export const CARD_IMAGE_SIZES = [
  `(min-width: ${CONTENT_MAX}px) ${Math.ceil((CONTENT_MAX - 2 * PAD_WIDE - 2 * CARD_GAP) / 3)}px`,
  `(min-width: ${breakpoints.portfolioWide}px) calc((100vw - ${2 * PAD_WIDE + 2 * CARD_GAP}px) / 3)`,
  `(min-width: ${breakpoints.mobile}px) calc((100vw - ${2 * PAD_WIDE + CARD_GAP}px) / 2)`,
  `calc(100vw - ${2 * PAD_PHONE}px)`,
].join(', ');

/** Portfolio cards per view for a viewport width (product §9: 1 under 600, 2 under 960, else 3). */
export function portfolioCardsPerView(width: number): 1 | 2 | 3 {
  if (width < breakpoints.mobile) return 1;
  if (width < breakpoints.portfolioWide) return 2;
  return 3;
}

/** Screens wider than a phone: they fetch covers from their `srcset`; phones draw the copy the HTML carries. */
export const WIDER_THAN_PHONE = `(min-width: ${breakpoints.mobile}px)`;

/** Media query of the narrow header (drawer, phone button): up to and including 1024px. */
export const NARROW_HEADER_QUERY = `(max-width: ${breakpoints.headerNarrowMax}px)`;
