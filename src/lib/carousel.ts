/**
 * Index arithmetic of the portfolio carousel (SPEC §4, §9). The track renders the items
 * followed by `perView` clones of the first items, so moving forward from the last real
 * position animates onto the clones and is then reset to 0 without animation.
 */
export const CAROUSEL_TIMING = {
  /** Auto-advance interval. */
  autoplayMs: 4000,
  /** CSS transition of one move. */
  transitionMs: 500,
  /** After landing on a clone: wait this long, then jump to the start without animation... */
  wrapResetDelayMs: 500,
  /** ...then re-enable the transition after this. */
  wrapReenableDelayMs: 50,
  /** A touch swipe must travel at least this far. */
  swipeThresholdPx: 50,
} as const;

/**
 * The next position. Moving past the last item lands on the clone position `itemCount`
 * (which looks like item 0); the caller resets to 0 after the transition.
 */
export function nextIndex(current: number, itemCount: number): number {
  if (itemCount <= 1) return 0;
  return current >= itemCount ? 1 : current + 1;
}

/** The previous position, wrapping from 0 to the last item. */
export function prevIndex(current: number, itemCount: number): number {
  if (itemCount <= 1) return 0;
  return current <= 0 ? itemCount - 1 : Math.min(current, itemCount) - 1;
}

/** The real item a position shows (the clone position shows item 0). */
export function realIndex(position: number, itemCount: number): number {
  if (itemCount <= 0) return 0;
  return ((position % itemCount) + itemCount) % itemCount;
}

/** Whether a position is the clone that needs a reset to 0. */
export function needsWrapReset(position: number, itemCount: number): boolean {
  return itemCount > 1 && position >= itemCount;
}

/** Direction of a horizontal swipe, or null under the threshold. */
export function swipeDirection(
  deltaX: number,
  threshold: number = CAROUSEL_TIMING.swipeThresholdPx,
): 'next' | 'prev' | null {
  if (deltaX <= -threshold) return 'next';
  if (deltaX >= threshold) return 'prev';
  return null;
}
