import { withErrorBoundary } from '../shared/ErrorBoundary';
import { BLOG } from '../../../lib/blog/constants';
import type { BlogCard } from '../../../lib/blog/model';
import { BlogCardView } from '../../blog/BlogCardView';
import { CarouselControls } from '../carousel/CarouselControls';
import { useCarousel } from '../carousel/useCarousel';

/**
 * Home latest-blogs carousel (product §2 Home, §4, §9): autoplays every 5000 ms, pausing on hover,
 * on keyboard focus, with the pause button and for visitors who prefer reduced motion (the
 * engine: `../carousel/useCarousel`).
 */
function BlogCarousel({ cards }: { cards: BlogCard[] }) {
  // On wide screens all three cards fit: nothing to scroll, so no controls and no autoplay.
  const { canScroll, rootProps, viewportProps, controlsProps } = useCarousel({ autoplayMs: BLOG.carouselAutoplayMs });

  return (
    // rootProps: hover and focus only pause the autoplay; the controls inside are the interactive parts.
    <section aria-roledescription="carousel" aria-label="Latest blog posts" data-testid="blog-carousel" {...rootProps}>
      <div {...viewportProps} className="relative -mx-3 overflow-hidden">
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
          <CarouselControls {...controlsProps} itemName="post" />
        </div>
      )}
    </section>
  );
}

export default withErrorBoundary(BlogCarousel);
