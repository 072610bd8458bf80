import gallery1 from '../assets/images/gallery/gallery-1.svg';
import gallery2 from '../assets/images/gallery/gallery-2.svg';
import gallery3 from '../assets/images/gallery/gallery-3.svg';
import gallery4 from '../assets/images/gallery/gallery-4.svg';
import type { ImageRef } from './types';

/** The hero gallery's four images (product §2). */
export const galleryImages: Array<{ image: ImageRef; alt: string }> = [
  { image: gallery1, alt: 'A designer sketching a website layout at her desk' },
  { image: gallery2, alt: 'An analytics dashboard showing traffic growth on a large screen' },
  { image: gallery3, alt: 'The team brainstorming ideas around a whiteboard' },
  { image: gallery4, alt: 'A mobile-first design shown on two phones' },
];
