import type { ImageRef } from '../../data/types';
import { firstScreenArtSrc } from '../../build/inline-art';

// Every drawing of the site, as the module src/data imports and as text, read once at build.
const drawings = import.meta.glob('../../assets/images/**/*.svg', { eager: true, import: 'default' });
const drawingTexts = import.meta.glob<string>('../../assets/images/**/*.svg', { eager: true, query: '?raw', import: 'default' });

/**
 * The `src` of an image a phone may show in its first screen: a drawing small enough travels in
 * the page as a `data:` URL (src/build/inline-art), anything else is its file. A file asked for
 * while the page is still being drawn held a phone's largest paint back by a round trip.
 */
export function firstScreenSrc(image: ImageRef): string {
  const path = Object.keys(drawings).find((p) => drawings[p] === image);
  return firstScreenArtSrc(image.src, path ? drawingTexts[path] : undefined);
}
