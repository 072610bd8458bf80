import { useCallback, useEffect, useRef, useState, type FocusEvent, type TouchEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaOptionsType } from 'embla-carousel';
import { breakpoints } from '../../../config/breakpoints';
import { EMBLA_DURATION, swipeTarget } from '../../../lib/carousel/carousel';
import { usePrefersReducedMotion } from './hooks';

export interface CarouselOptions {
  /** Auto-advance interval in ms. */
  autoplayMs: number;
  /**
   * product §4 (portfolio): only a touch swipe under the mobile breakpoint moves it, by exactly one
   * item once the finger travelled the swipe threshold. Without it, Embla's own drag: mouse and
   * touch at any width, deciding by the flick's speed.
   */
  phoneSwipes?: boolean;
}

const underMobile = () => window.innerWidth < breakpoints.mobile;

/** Embla's `watchDrag` for `phoneSwipes`: touches, on narrow screens. */
const touchUnderMobile: NonNullable<EmblaOptionsType['watchDrag']> = (_api, evt) => evt.type === 'touchstart' && underMobile();

/**
 * One carousel engine for the portfolio and blog islands: Embla, looping both ways, with a
 * 0.5 s move (product §9), and an autoplay that pauses while the pointer is over the carousel, while
 * keyboard focus is inside it, after the visitor pressed Pause, and never starts for visitors who
 * prefer reduced motion (WCAG 2.2.2). A plain interval rather than embla-carousel-autoplay: these
 * pause rules are React state that the islands render (the Pause button, `aria-live`), and the
 * home page's JavaScript stays smaller.
 */
export function useCarousel({ autoplayMs, phoneSwipes = false }: CarouselOptions) {
  const [viewportRef, embla] = useEmblaCarousel({
    loop: true,
    align: 'start',
    duration: EMBLA_DURATION,
    ...(phoneSwipes ? { watchDrag: touchUnderMobile } : {}),
  });
  const reducedMotion = usePrefersReducedMotion();
  const [selected, setSelected] = useState(0);
  // Nothing to scroll (all items fit, or only one): no autoplay, and the islands may hide controls.
  // Null until Embla has measured the slides: till then the state below is the server's, not the
  // carousel's own (data-ready says which).
  const [scrollable, setScrollable] = useState<boolean | null>(null);
  const canScroll = scrollable === true;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onReInit = () => {
      onSelect();
      setScrollable(embla.canScrollNext() || embla.canScrollPrev());
    };
    onReInit();
    embla.on('select', onSelect).on('reInit', onReInit);
    return () => {
      embla.off('select', onSelect).off('reInit', onReInit);
    };
  }, [embla]);

  const scrollTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const prev = useCallback(() => embla?.scrollPrev(), [embla]);

  const playing = canScroll && !reducedMotion && !hovered && !focused && !userPaused;
  useEffect(() => {
    if (!playing) return;
    const id = window.setInterval(next, autoplayMs);
    return () => window.clearInterval(id);
  }, [playing, next, autoplayMs]);

  // Embla's drag lets the slides follow the finger; where the finger ends decides the item.
  const touchStart = useRef<{ x: number; y: number; index: number } | null>(null);
  const onTouchStart = (e: TouchEvent) => {
    const touch = e.touches[0];
    touchStart.current = embla && touch && underMobile() ? { x: touch.clientX, y: touch.clientY, index: embla.selectedScrollSnap() } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchStart.current;
    touchStart.current = null;
    const touch = e.changedTouches[0];
    if (!embla || !start || !touch) return;
    // Embla has let go already (it listens on the viewport, below React's root listener) and
    // picked an item by the flick's speed; the spec's threshold overrides it.
    embla.scrollTo(swipeTarget(start.index, touch.clientX - start.x, touch.clientY - start.y, embla.scrollSnapList().length));
  };

  return {
    /** Index of the first item in view. */
    selected,
    canScroll,
    playing,
    scrollTo,
    /** Spread on the carousel's outermost element: hover and focus pause it; tests read the state. */
    rootProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
      'data-active': selected,
      'data-ready': scrollable !== null,
      'data-playing': playing,
    },
    /** Spread on Embla's viewport, the element that clips the track. */
    viewportProps: phoneSwipes ? { ref: viewportRef, onTouchStart, onTouchEnd } : { ref: viewportRef },
    /** Props of `CarouselControls`. */
    controlsProps: {
      paused: userPaused || reducedMotion,
      onTogglePause: () => setUserPaused((p) => !p),
      onPrevious: prev,
      onNext: next,
    },
  };
}
