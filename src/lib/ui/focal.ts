/**
 * An editor's focal point on a cover (Strapi's media library: `focalPoint`, x and y in percent),
 * kept in view wherever the cover is cropped in the browser (cards, the post's cover from tablets
 * up, the phone's copy): the image's object-position, set by classes that exist, as the site's
 * Content-Security-Policy refuses inline styles. Tailwind generates the classes it finds written
 * here: the position to the nearest 10% on each axis.
 */
/** Percent from the left and from the top (lib/blog/model.ts FocalPoint has this shape). */
interface Point {
  x: number;
  y: number;
}

/** The cover's object-position, from the two variables the classes below set (the centre without them). */
export const FOCAL_POSITION_CLASS = 'object-[var(--focus-x,50%)_var(--focus-y,50%)]';

// Written out in full, for Tailwind's scan of the source.
const FOCUS_X = [
  '[--focus-x:0%]',
  '[--focus-x:10%]',
  '[--focus-x:20%]',
  '[--focus-x:30%]',
  '[--focus-x:40%]',
  '[--focus-x:50%]',
  '[--focus-x:60%]',
  '[--focus-x:70%]',
  '[--focus-x:80%]',
  '[--focus-x:90%]',
  '[--focus-x:100%]',
] as const;
const FOCUS_Y = [
  '[--focus-y:0%]',
  '[--focus-y:10%]',
  '[--focus-y:20%]',
  '[--focus-y:30%]',
  '[--focus-y:40%]',
  '[--focus-y:50%]',
  '[--focus-y:60%]',
  '[--focus-y:70%]',
  '[--focus-y:80%]',
  '[--focus-y:90%]',
  '[--focus-y:100%]',
] as const;

const step = (value: number) => Math.min(10, Math.max(0, Math.round(value / 10)));

/** The classes that keep `point` in view in an object-cover image ('' for none: the centre). */
export function focalClasses(point: Point | null | undefined): string {
  if (!point) return '';
  return `${FOCAL_POSITION_CLASS} ${FOCUS_X[step(point.x)]} ${FOCUS_Y[step(point.y)]}`;
}
