import { isAvif, srcsetOf } from '../../lib/blog/format';
import type { Blog, BlogImage } from '../../lib/blog/model';
import { POST_COVER_SIZES } from '../../lib/blog/post-page';
import { WIDER_THAN_PHONE } from '../../config/breakpoints';
import { focalClasses } from '../../lib/ui/focal';
import { cn } from '../../lib/ui/cn';

/**
 * The cover: on a phone the copy that came with the HTML (when the build made one), on wider
 * screens the rendition their width needs from the `srcset`.
 */
function Cover({ image, phoneCover }: { image: BlogImage; phoneCover: string | null }) {
  const srcset = srcsetOf(image.sources);
  const drawn = {
    width: image.width ?? undefined,
    height: image.height ?? undefined,
    // Cropped from tablets up (the 400 px box), around the editor's focal point.
    className: cn('block h-auto w-full md:h-full md:object-cover', focalClasses(image.focalPoint)),
    fetchPriority: 'high',
  } as const;
  if (phoneCover && srcset) {
    return (
      <picture>
        <source media={WIDER_THAN_PHONE} srcSet={srcset} sizes={POST_COVER_SIZES} />
        {isAvif(phoneCover) && <source type="image/avif" srcSet={phoneCover} />}
        <img src={isAvif(phoneCover) ? image.url : phoneCover} alt={image.alt} {...drawn} />
      </picture>
    );
  }
  // sizes only beside a srcset (HTML requires it; React copies it into the preload link).
  return <img src={image.url} srcSet={srcset ?? undefined} sizes={srcset ? POST_COVER_SIZES : undefined} alt={image.alt} {...drawn} />;
}

/** A post's cover, or the title's first letter on the brand's gradient when it has none (product §8). */
export function PostCover({ blog, phoneCover }: { blog: Blog; phoneCover: string | null }) {
  return blog.coverImage ? (
    <Cover image={blog.coverImage} phoneCover={phoneCover} />
  ) : (
    <div
      className="flex aspect-1200/630 w-full items-center justify-center bg-linear-to-br from-brand-100 to-brand-200 md:aspect-auto md:h-full"
      role="img"
      aria-label="No cover image"
    >
      <span className="font-heading text-6xl font-bold text-brand/40" aria-hidden="true">
        {blog.title.charAt(0)}
      </span>
    </div>
  );
}
