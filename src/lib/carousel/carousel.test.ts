import { describe, expect, it } from 'vitest';
import { CAROUSEL_TIMING, EMBLA_DURATION, isInView, swipeDirection, swipeTarget } from './carousel';

/**
 * Milliseconds until a move of `distance` px comes within a pixel of rest, stepping Embla 8's
 * scroll body as it does (ScrollBody.seek at a fixed 60 steps a second, base friction 0.68).
 */
function emblaMoveMs(duration: number, distance: number): number {
  let location = 0;
  let velocity = 0;
  for (let step = 1; step < 600; step++) {
    velocity += (distance - location) / duration;
    velocity *= 0.68;
    location += velocity;
    if (Math.abs(distance - location) < 1) return (step * 1000) / 60;
  }
  return Infinity;
}

describe('carousel timings (product §9)', () => {
  it('advances every 4 s, moves in 0.5 s, swipes from 50 px', () => {
    expect(CAROUSEL_TIMING).toEqual({ autoplayMs: 4000, transitionMs: 500, swipeThresholdPx: 50 });
  });

  // A phone slide (366 px), a two-up slide at 768 px and a three-up one at 1440 px.
  it.each([366, 384, 400])('Embla moves a %i px slide in about 0.5 s', (width) => {
    expect(Math.abs(emblaMoveMs(EMBLA_DURATION, width) - CAROUSEL_TIMING.transitionMs)).toBeLessThanOrEqual(50);
    // Embla's default would be visibly slower.
    expect(emblaMoveMs(25, width)).toBeGreaterThan(800);
  });
});

describe('swipes', () => {
  it('need 50 px', () => {
    expect(swipeDirection(-49)).toBeNull();
    expect(swipeDirection(-50)).toBe('next');
    expect(swipeDirection(50)).toBe('prev');
    expect(swipeDirection(12)).toBeNull();
  });

  it.each([
    // start, dx, dy, target
    [0, -60, 0, 1],
    [0, -30, 0, 0],
    [0, 70, 0, 7],
    [7, -50, 10, 0],
    [3, 49, 0, 3],
    // Mostly vertical: the visitor was scrolling the page.
    [2, -60, 80, 2],
  ])('from %i by (%i, %i) px leads to %i of 8', (start, dx, dy, target) => {
    expect(swipeTarget(start, dx, dy, 8)).toBe(target);
  });

  it('do nothing with one item', () => {
    expect(swipeTarget(0, -90, 0, 1)).toBe(0);
  });
});

describe('slides in view', () => {
  const shown = (selected: number, perView: number) => [0, 1, 2, 3, 4, 5, 6, 7].filter((i) => isInView(i, selected, perView, 8));

  it.each([
    [0, 1, [0]],
    [0, 3, [0, 1, 2]],
    [5, 3, [5, 6, 7]],
    // Past the last item the first ones follow.
    [7, 3, [0, 1, 7]],
    [6, 2, [6, 7]],
    [7, 2, [0, 7]],
  ])('item %i first, %i per view: %j', (selected, perView, expected) => {
    expect(shown(selected, perView)).toEqual(expected);
  });

  it('none without items', () => {
    expect(isInView(0, 0, 3, 0)).toBe(false);
  });
});
