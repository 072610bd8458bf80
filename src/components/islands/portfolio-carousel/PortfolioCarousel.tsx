import { withErrorBoundary } from '../shared/ErrorBoundary';
import { portfolioCardsPerView } from '../../../config/breakpoints';
import { CAROUSEL_TIMING, isInView } from '../../../lib/carousel/carousel';
import { CarouselControls } from '../carousel/CarouselControls';
import { CarouselDots } from '../carousel/CarouselDots';
import { usePerView } from '../carousel/hooks';
import { useCarousel } from '../carousel/useCarousel';
import { PortfolioCard, type PortfolioCardItem } from './PortfolioCard';
import { useHydrated } from '../shared/hooks';

export interface PortfolioCarouselProps {
  items: PortfolioCardItem[];
  label?: string;
}

/**
 * product §4 Portfolio carousel: advances every 4 s, moves in 0.5 s, wraps around both ways, dots
 * jump, a touch swipe of 50px moves it under 600px (the engine: `../carousel/useCarousel`).
 * Before hydration (or without JavaScript) the cards are a plain horizontally scrollable list.
 */
function PortfolioCarousel({ items, label = 'Portfolio projects' }: PortfolioCarouselProps) {
  const count = items.length;
  const perView = usePerView(portfolioCardsPerView);
  const enhanced = useHydrated();
  const { selected, playing, scrollTo, rootProps, viewportProps, controlsProps } = useCarousel({
    autoplayMs: CAROUSEL_TIMING.autoplayMs,
    phoneSwipes: true,
  });

  return (
    // rootProps: hover and focus only pause the autoplay; the controls inside are the interactive parts.
    <section aria-roledescription="carousel" aria-label={label} className="relative" data-testid="portfolio-carousel" {...rootProps}>
      {/* `relative`: the viewport is the containing block of what it clips, so a phone lays the page out at its width. */}
      <div
        {...viewportProps}
        data-testid="carousel-viewport"
        className={enhanced ? 'relative -mx-3 overflow-hidden' : 'no-scrollbar relative -mx-3 snap-x snap-mandatory overflow-x-auto'}
        // Before hydration the list scrolls, so keyboard users must be able to reach it.
        tabIndex={enhanced ? undefined : 0}
      >
        <div className={enhanced ? 'flex touch-pan-y' : 'flex'} aria-live={playing ? 'off' : 'polite'} data-testid="carousel-track">
          {items.map((item, i) => {
            const hidden = enhanced && !isInView(i, selected, perView, count);
            return (
              <div
                key={item.id}
                className="w-full shrink-0 snap-start px-3 sm:w-1/2 lg:w-1/3"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={hidden || undefined}
                inert={hidden || undefined}
              >
                <PortfolioCard item={item} />
              </div>
            );
          })}
        </div>
      </div>

      {/* On phones the dots take a row of their own, so they never wrap beside the buttons. */}
      <div className={`mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-between sm:gap-4 ${enhanced ? '' : 'invisible'}`}>
        <CarouselDots
          labels={items.map((item, i) => `Show project ${i + 1}: ${item.title}`)}
          selected={selected}
          onSelect={scrollTo}
          groupLabel="Choose a project"
        />
        <CarouselControls {...controlsProps} itemName="project" />
      </div>
    </section>
  );
}

export default withErrorBoundary(PortfolioCarousel);
