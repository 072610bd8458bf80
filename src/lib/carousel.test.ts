import { describe, expect, it } from 'vitest';
import { CAROUSEL_TIMING, needsWrapReset, nextIndex, prevIndex, realIndex, swipeDirection } from './carousel';

describe('carousel index arithmetic', () => {
  it('moves forward one at a time and lands on the clone after the last item', () => {
    const seq = [0];
    for (let i = 0; i < 8; i++) seq.push(nextIndex(seq.at(-1)!, 8));
    expect(seq).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(needsWrapReset(8, 8)).toBe(true);
    expect(realIndex(8, 8)).toBe(0);
  });

  it('moving on from the clone continues at item 1', () => {
    expect(nextIndex(8, 8)).toBe(1);
  });

  it('goes backwards with wraparound', () => {
    expect(prevIndex(3, 8)).toBe(2);
    expect(prevIndex(0, 8)).toBe(7);
    expect(prevIndex(8, 8)).toBe(7);
  });

  it('does nothing with one or no item', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(prevIndex(0, 1)).toBe(0);
    expect(needsWrapReset(1, 1)).toBe(false);
    expect(realIndex(3, 0)).toBe(0);
  });

  it('maps positions to real items', () => {
    expect([0, 1, 7, 8, 9, -1].map((p) => realIndex(p, 8))).toEqual([0, 1, 7, 0, 1, 7]);
  });

  it('swipes need 50px', () => {
    expect(CAROUSEL_TIMING.swipeThresholdPx).toBe(50);
    expect(swipeDirection(-49)).toBeNull();
    expect(swipeDirection(-50)).toBe('next');
    expect(swipeDirection(50)).toBe('prev');
    expect(swipeDirection(12)).toBeNull();
  });

  it('uses the timings of SPEC §9', () => {
    expect(CAROUSEL_TIMING).toEqual({
      autoplayMs: 4000,
      transitionMs: 500,
      wrapResetDelayMs: 500,
      wrapReenableDelayMs: 50,
      swipeThresholdPx: 50,
    });
  });
});
