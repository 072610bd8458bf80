import { useId } from 'react';
import { LEAD_COVER_ATTRIBUTE, type BlogCard } from '../../lib/blog/model';
import { isAvif } from '../../lib/blog/format';
import { blogHref } from '../../config/routes';
import { JS_ONLY_CLASS } from '../../lib/hydration/no-js';
import { imagePriority } from '../../lib/ui/image-priority';
import { focalClasses } from '../../lib/ui/focal';
import { cn } from '../../lib/ui/cn';
import { buttonClasses } from '../ui/button';
import { ArrowRightIcon } from '../ui/icons';
import { CARD_IMAGE_SIZES, WIDER_THAN_PHONE } from '../../config/breakpoints';

/** The card image's attributes (but its alt), whichever file it draws: cropped around the editor's focal point. */
function coverAttributes(priority: boolean, focus: BlogCard['imageFocus']) {
  return {
    width: 500,
    height: 263,
    ...imagePriority(priority),
    decoding: 'async',
    className: cn('absolute inset-0 h-full w-full object-cover', focalClasses(focus)),
  } as const;
}

/**
 * A blog card (home carousel and list grid). Its button opens /blog/{slug}; a post without
 * slug cannot be opened, and says so through onMissingSlug (product §8).
 */
export function BlogCardView({
  card,
  headingLevel = 'h2',
  onMissingSlug,
  priority = false,
  phoneImage = null,
}: {
  card: BlogCard;
  headingLevel?: 'h2' | 'h3';
  onMissingSlug?: () => void;
  /** The first card of a list: its image is the page's largest paint, so it loads first. */
  priority?: boolean;
  /** The cover for phones as a `data:` URL the HTML carries (src/build/phone-cover), on the build's first card. */
  phoneImage?: string | null;
}) {
  const Heading = headingLevel;
  // The article is named by its title, so a screen reader's list of articles reads the titles.
  const titleId = useId();
  return (
    <article
      className="vt-card relative flex h-full flex-col overflow-hidden rounded-3xl border border-brand-100 bg-white shadow-card"
      aria-labelledby={titleId}
      data-testid="blog-card"
    >
      {/* Everything above the title has one fixed height (the cover box, whatever the image's own
          proportions, with the chip laid over it; one line of date), so the titles of a row of
          cards start on one line. */}
      <div className="vt-card-cover relative aspect-1200/630 bg-linear-to-br from-brand-100 to-brand-200">
        {card.imageUrl &&
          (phoneImage && card.imageSrcset ? (
            // A phone draws the copy that came with the HTML; wider screens choose from the srcset.
            <picture {...{ [LEAD_COVER_ATTRIBUTE]: card.id }}>
              <source media={WIDER_THAN_PHONE} srcSet={card.imageSrcset} sizes={CARD_IMAGE_SIZES} />
              {isAvif(phoneImage) && <source type="image/avif" srcSet={phoneImage} />}
              <img
                src={isAvif(phoneImage) ? (card.imageUrl ?? phoneImage) : phoneImage}
                alt={card.imageAlt}
                {...coverAttributes(priority, card.imageFocus)}
              />
            </picture>
          ) : (
            <img
              src={card.imageUrl}
              srcSet={card.imageSrcset ?? undefined}
              sizes={card.imageSrcset ? CARD_IMAGE_SIZES : undefined}
              alt={card.imageAlt}
              {...coverAttributes(priority, card.imageFocus)}
            />
          ))}
        <span
          className="absolute left-4 top-4 max-w-[calc(100%-2rem)] truncate rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand shadow-card"
          data-testid="card-category"
        >
          {card.categoryLabel}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex min-w-0 gap-2 text-sm text-ink-muted">
          <span className="truncate" data-testid="card-date">
            {card.dateLabel}
          </span>
          <span aria-hidden="true">·</span>
          <span className="shrink-0" data-testid="card-reading-time">
            {card.readingTime}
          </span>
        </p>
        <Heading id={titleId} className="vt-card-title mt-2 wrap-break-word text-xl leading-snug" title={card.title}>
          {card.title}
        </Heading>
        <p className="mt-3 flex-1 text-ink-muted" data-testid="card-excerpt">
          {card.excerpt}
        </p>
        <div className="mt-5">
          {card.slug ? (
            <a href={blogHref(card.slug)} className={buttonClasses('secondary', 'sm')}>
              Read More<span className="sr-only">: {card.title}</span>
              <ArrowRightIcon />
            </a>
          ) : (
            // It can only say why it opens nothing (product §8), which needs JavaScript.
            <button type="button" onClick={onMissingSlug} className={buttonClasses('secondary', 'sm', JS_ONLY_CLASS)}>
              Read More<span className="sr-only">: {card.title}</span>
              <ArrowRightIcon />
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
