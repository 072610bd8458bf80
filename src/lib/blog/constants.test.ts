import { describe, expect, it } from 'vitest';
import { BLOG } from './constants';

/** The numbers of SPEC §9, written out: the code and the e2e specs import them, so only this pins them (the breakpoints: config/breakpoints.test.ts). */
describe('SPEC §9 constants', () => {
  it('blog limits', () => {
    expect(BLOG).toMatchObject({
      homeCount: 3,
      pageSize: 6,
      suggestionsMax: 5,
      carouselAutoplayMs: 5000,
      titleMax: { home: 45, list: 50 },
      excerptMax: { home: 80, list: 140 },
    });
  });
});
