import { useEffect, useRef, useState } from 'react';
import { imagePriority } from '../../../lib/ui/image-priority';

export interface PortfolioCardItem {
  id: number;
  title: string;
  category: string;
  image: { src: string; width: number; height: number };
}

/**
 * One portfolio image card. An eager one (the first row of the portfolio page) is asked for at
 * high priority: on a phone it is the page's largest paint. A failed image becomes a plain
 * light-grey placeholder (product §8), also when it failed before hydration.
 */
export function PortfolioCard({ item, eager = false }: { item: PortfolioCardItem; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <figure className="group overflow-hidden rounded-3xl bg-white shadow-card">
      <div className="aspect-4/3 overflow-hidden bg-gray-200" data-testid="portfolio-image">
        {failed ? (
          <div className="h-full w-full bg-gray-200" role="img" aria-label={item.title} data-placeholder="" />
        ) : (
          <img
            ref={imgRef}
            src={item.image.src}
            width={item.image.width}
            height={item.image.height}
            alt={item.title}
            {...imagePriority(eager)}
            decoding="async"
            onError={() => setFailed(true)}
            data-placeholder-on-error=""
            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        )}
      </div>
      <figcaption className="p-5">
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-brand">{item.category}</p>
        <p className="mt-1 font-heading text-lg font-semibold text-ink">{item.title}</p>
      </figcaption>
    </figure>
  );
}
