import { vi } from 'vitest';

/** jsdom has no layout: observers that see nothing. */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/**
 * Lays a carousel out for its component tests (jsdom measures nothing): a 900 px track whose
 * slides are `slideWidth` wide side by side, observers that never fire, and `prefers-reduced-motion`
 * as asked. Embla reads the track's and the slides' offsets. Undone by `vi.restoreAllMocks()` and the
 * unit tier's `unstubGlobals`.
 */
export function layOutCarousel({ slideWidth, reducedMotion = false }: { slideWidth: number; reducedMotion?: boolean }) {
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  const isSlide = (el: Element) => el.getAttribute('aria-roledescription') === 'slide';
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isSlide(this) ? slideWidth : 900;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return isSlide(this) ? slideWidth * [...this.parentElement!.children].indexOf(this) : 0;
  });
}
