import { describe, expect, it } from 'vitest';
import { BLOG } from './constants';

/** The numbers of product §9, written out: the code and the e2e specs import them, so only this pins them (the breakpoints: config/breakpoints.test.ts). */
describe('product §9 constants', () => {
  it.each([
    ['posts on the home page', BLOG.homeCount, 3],
    ['cards on a list page', BLOG.pageSize, 6],
    ['search suggestions at most', BLOG.suggestionsMax, 5],
    ['carousel autoplay (ms)', BLOG.carouselAutoplayMs, 5000],
    ['title characters on a home card', BLOG.titleMax.home, 45],
    ['title characters on a list card', BLOG.titleMax.list, 50],
    ['excerpt characters on a home card', BLOG.excerptMax.home, 80],
    ['excerpt characters on a list card', BLOG.excerptMax.list, 140],
  ])('%s: %i', (_, actual, spec) => {
    expect(actual).toBe(spec);
  });
});
