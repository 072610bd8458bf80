import type { ImageMetadata } from 'astro';

/** Shapes of the fixed marketing content (product §3). */
export interface FaqEntry {
  question: string;
  answer: string;
}

export interface SectionHeaderContent {
  labelText?: string | undefined;
  primaryHeading: string;
  subHeading?: string | undefined;
  description?: string | undefined;
  btnText?: string | undefined;
  btnLink?: string | undefined;
}

export interface Testimonial {
  name: string;
  role: string;
  review: string;
  /** Shown as that many stars out of 5. */
  rating: number;
  avatar: ImageRef;
}

export interface PortfolioItem {
  id: number;
  title: string;
  category: string;
  image: ImageRef;
}

/** A statically imported image (what `import x from './a.svg'` yields in Astro). */
export type ImageRef = ImageMetadata;

export interface NavLink {
  label: string;
  href: string;
}
