import type { FocalPoint } from '../../lib/blog/model';

/** A window into an image scaled to `scale`: what sharp's resize then extract take. */
export interface FocalWindow {
  scale: number;
  width: number;
  height: number;
  left: number;
  top: number;
}

/**
 * The crop of a `source`-sized image that fills a `target`-sized box (as CSS's object-fit: cover
 * does) with the editor's focal point as near the box's centre as the image allows: scaled to
 * cover the box, then the box's window centred on the point and held inside the image. No point
 * is the centre.
 */
export function focalWindow(
  source: { width: number; height: number },
  target: { width: number; height: number },
  point: FocalPoint | null,
): FocalWindow {
  const scale = Math.max(target.width / source.width, target.height / source.height);
  const width = Math.max(target.width, Math.round(source.width * scale));
  const height = Math.max(target.height, Math.round(source.height * scale));
  const at = (percent: number, size: number, box: number) =>
    Math.min(size - box, Math.max(0, Math.round((percent / 100) * size - box / 2)));
  return { scale, width, height, left: at(point?.x ?? 50, width, target.width), top: at(point?.y ?? 50, height, target.height) };
}
