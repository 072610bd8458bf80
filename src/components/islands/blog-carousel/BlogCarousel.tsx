import { useCallback, useEffect, useState } from 'react';
import { withErrorBoundary } from '../ErrorBoundary';
import useEmblaCarousel from 'embla-carousel-react';
import { BLOG } from '../../../lib/cms/constants';
import type { BlogCard } from '../../../lib/cms/mappers';
import { BlogCardView } from '../../blog/BlogCardView';
import { CarouselControls } from '../carousel/CarouselControls';
import { usePrefersReducedMotion } from '../carousel/hooks';

/**
 * Home latest-blogs carousel (SPEC §2 Home, §4, §9): autoplays every 5000 ms, pausing on hover,
 * on keyboard focus, with the pause button and for visitors who prefer reduced motion.
 */
function BlogCarousel({ cards }: { cards: BlogCard[] }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' });
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [selected, setSelected] = useState(0);
  // On wide screens all three cards fit: nothing to scroll, so no controls and no autoplay.
  const [canScroll, setCanScroll] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onReInit = () => setCanScroll(embla.canScrollNext() || embla.canScrollPrev());
    onReInit();
    embla.on('select', onSelect);
    embla.on('reInit', onReInit);
    return () => {
      embla.off('select', onSelect);
      embla.off('reInit', onReInit);
    };
  }, [embla]);

  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const prev = useCallback(() => embla?.scrollPrev(), [embla]);

  const playing = canScroll && !reducedMotion && !hovered && !focused && !userPaused && cards.length > 1;
  useEffect(() => {
    if (!playing) return;
    const id = window.setInterval(next, BLOG.carouselAutoplayMs);
    return () => window.clearInterval(id);
  }, [playing, next]);

  return (
    // Hover and focus only pause the autoplay; the controls inside are the interactive parts.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label="Latest blog posts"
      data-testid="blog-carousel"
      data-selected={selected}
      data-playing={playing}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div ref={viewportRef} className="relative -mx-3 overflow-hidden">
        <div className="flex touch-pan-y">
          {cards.map((card, i) => (
            <div
              key={card.id || i}
              className="min-w-0 shrink-0 grow-0 basis-full px-3 sm:basis-1/2 lg:basis-1/3"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${cards.length}`}
            >
              <BlogCardView card={card} headingLevel="h3" />
            </div>
          ))}
        </div>
      </div>
      {canScroll && (
        <div className="mt-6 flex justify-end">
          <CarouselControls
            paused={userPaused || reducedMotion}
            onTogglePause={() => setUserPaused((p) => !p)}
            onPrevious={prev}
            onNext={next}
            itemName="post"
          />
        </div>
      )}
    </section>
  );
}

export default withErrorBoundary(BlogCarousel);
