/**
 * Rules of the carousels (product §4, §9). Embla moves the slides (`islands/carousel/useCarousel.ts`);
 * these functions decide what the visitor sees and what a swipe means.
 */
export const CAROUSEL_TIMING = {
  /** Portfolio auto-advance interval (the blog carousel's is `BLOG.carouselAutoplayMs`). */
  autoplayMs: 4000,
  /** One move, from start to rest. */
  transitionMs: 500,
  /** A touch swipe must travel at least this far. */
  swipeThresholdPx: 50,
} as const;

/**
 * Embla's `duration` for a move of about `CAROUSEL_TIMING.transitionMs`. Embla takes no
 * milliseconds: it eases towards the target with a spring stepped 60 times a second (velocity +=
 * distance / duration, then × 0.68 friction), and at 19 a slide-wide move comes within a pixel of
 * rest after about 0.5 s (its default, 25, takes about 0.85 s). carousel.test.ts steps the same
 * spring; e2e/portfolio-carousel.spec.ts watches the move in Chromium.
 */
export const EMBLA_DURATION = 19;

/** Direction of a horizontal swipe, or null under the threshold. */
export function swipeDirection(deltaX: number, threshold: number = CAROUSEL_TIMING.swipeThresholdPx): 'next' | 'prev' | null {
  if (deltaX <= -threshold) return 'next';
  if (deltaX >= threshold) return 'prev';
  return null;
}

/**
 * The item a touch swipe that began on item `start` leads to: one on in its direction when the
 * finger travelled at least the threshold, wrapping around the ends, else back to `start`. A
 * gesture that went more up or down than sideways was the visitor scrolling the page, not a swipe.
 */
export function swipeTarget(start: number, deltaX: number, deltaY: number, itemCount: number): number {
  if (itemCount <= 1) return 0;
  const dir = Math.abs(deltaX) > Math.abs(deltaY) ? swipeDirection(deltaX) : null;
  const step = dir === 'next' ? 1 : dir === 'prev' ? -1 : 0;
  return (((start + step) % itemCount) + itemCount) % itemCount;
}

/**
 * Whether item `index` is among the `perView` items shown when `selected` is the first, counting
 * on past the last item to the first ones (the carousels loop).
 */
export function isInView(index: number, selected: number, perView: number, itemCount: number): boolean {
  if (itemCount <= 0) return false;
  return (((index - selected) % itemCount) + itemCount) % itemCount < perView;
}
