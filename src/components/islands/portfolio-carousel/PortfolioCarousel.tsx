import { useCallback, useEffect, useRef, useState } from 'react';
import { withErrorBoundary } from '../ErrorBoundary';
import { portfolioCardsPerView } from '../../../config/breakpoints';
import {
  CAROUSEL_TIMING,
  needsWrapReset,
  nextIndex,
  prevIndex,
  realIndex,
  swipeDirection,
} from '../../../lib/carousel';
import { CarouselControls } from '../carousel/CarouselControls';
import { PortfolioCard, type PortfolioCardItem } from './PortfolioCard';
import { usePerView, usePrefersReducedMotion } from '../carousel/hooks';
import { useHydrated } from '../hooks';

export interface PortfolioCarouselProps {
  items: PortfolioCardItem[];
  label?: string;
}

/**
 * SPEC §4 Portfolio carousel: advances every 4 s, wraps to the start with a 0.5 s transition
 * and a reset without animation, goes backwards with wraparound, dots jump, swipe under 600px.
 * Beyond the spec: pauses on hover, on keyboard focus and with the pause button, and never
 * autoplays for visitors who prefer reduced motion (WCAG 2.2.2). Before hydration (or without
 * JavaScript) the cards are a plain horizontally scrollable list.
 */
function PortfolioCarousel({ items, label = 'Portfolio projects' }: PortfolioCarouselProps) {
  const count = items.length;
  const perView = usePerView(portfolioCardsPerView);
  const reducedMotion = usePrefersReducedMotion();
  const enhanced = useHydrated();
  const [position, setPosition] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const touchStartX = useRef<number | null>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const later = (fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(fn, ms));
  };

  // The transform is set through the CSSOM, not a style attribute, so a strict CSP allows it.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || !enhanced) return;
    track.style.transition = animate ? `transform ${CAROUSEL_TIMING.transitionMs}ms ease-in-out` : 'none';
    track.style.transform = `translateX(-${(position * 100) / perView}%)`;
  }, [position, animate, perView, enhanced]);

  // Landing on the clones of the first items: jump back to the real start without animation.
  useEffect(() => {
    if (!needsWrapReset(position, count)) return;
    later(() => {
      setAnimate(false);
      setPosition(0);
      later(() => setAnimate(true), CAROUSEL_TIMING.wrapReenableDelayMs);
    }, CAROUSEL_TIMING.wrapResetDelayMs);
  }, [position, count]);

  const clearTimers = () => {
    timers.current.forEach((t) => window.clearTimeout(t));
    timers.current = [];
  };

  const goNext = useCallback(() => {
    clearTimers();
    setAnimate(true);
    setPosition((p) => nextIndex(p, count));
  }, [count]);

  const goPrev = useCallback(() => {
    clearTimers();
    setAnimate(true);
    setPosition((p) => prevIndex(p, count));
  }, [count]);

  const goTo = (index: number) => {
    clearTimers();
    setAnimate(true);
    setPosition(index);
  };

  const autoplay = enhanced && !reducedMotion && !hovered && !focused && !userPaused && count > 1;
  useEffect(() => {
    if (!autoplay) return;
    const id = window.setInterval(goNext, CAROUSEL_TIMING.autoplayMs);
    return () => window.clearInterval(id);
  }, [autoplay, goNext]);

  const onTouchStart = (e: React.TouchEvent) => {
    touchStartX.current = perView === 1 ? (e.touches[0]?.clientX ?? null) : null;
  };
  const onTouchEnd = (e: React.TouchEvent) => {
    const start = touchStartX.current;
    touchStartX.current = null;
    const end = e.changedTouches[0]?.clientX;
    if (start === null || end === undefined) return;
    const dir = swipeDirection(end - start);
    if (dir === 'next') goNext();
    if (dir === 'prev') goPrev();
  };

  const active = realIndex(position, count);
  const slides = enhanced ? [...items, ...items.slice(0, perView)] : items;

  return (
    // Hover and focus only pause the autoplay; the controls inside are the interactive parts.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      data-testid="portfolio-carousel"
      data-position={position}
      data-active={active}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className={enhanced ? 'relative -mx-3 overflow-hidden' : 'no-scrollbar relative -mx-3 snap-x snap-mandatory overflow-x-auto'}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        // Before hydration the list scrolls, so keyboard users must be able to reach it.
        tabIndex={enhanced ? undefined : 0}
      >
        <div ref={trackRef} className="flex" aria-live={autoplay ? 'off' : 'polite'} data-testid="carousel-track">
          {slides.map((item, i) => {
            const isClone = i >= count;
            const visible = !isClone && i >= position && i < position + perView;
            return (
              <div
                key={isClone ? `clone-${item.id}` : item.id}
                className="w-full shrink-0 snap-start px-3 sm:w-1/2 lg:w-1/3"
                role="group"
                aria-roledescription="slide"
                aria-label={`${(i % count) + 1} of ${count}`}
                aria-hidden={isClone || (enhanced && !visible) ? true : undefined}
                inert={isClone || (enhanced && !visible) ? true : undefined}
              >
                <PortfolioCard item={item} />
              </div>
            );
          })}
        </div>
      </div>

      {/* On phones the dots take a row of their own, so they never wrap beside the buttons. */}
      <div className={`mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-between sm:gap-4 ${enhanced ? '' : 'invisible'}`}>
        <div className="flex flex-nowrap items-center gap-0.5" role="group" aria-label="Choose a project" data-testid="carousel-dots">
          {items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              onClick={() => goTo(i)}
              aria-label={`Show project ${i + 1}: ${item.title}`}
              aria-current={i === active ? 'true' : undefined}
              className="group inline-flex h-6 w-6 items-center justify-center rounded-full"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${i === active ? 'w-6 bg-brand' : 'w-2.5 bg-brand-200 group-hover:bg-brand-300'}`}
              />
            </button>
          ))}
        </div>
        <CarouselControls
          paused={userPaused || reducedMotion}
          onTogglePause={() => setUserPaused((p) => !p)}
          onPrevious={goPrev}
          onNext={goNext}
          itemName="project"
        />
      </div>
    </section>
  );
}

export default withErrorBoundary(PortfolioCarousel);
