import { LEAD_COVER_ATTRIBUTE, type LeadCover } from './model';

/**
 * A list page's lead cover on its way into the list's island (BlogList). Its copy (`src`, a
 * `data:` URL) is drawn into the first card's <picture> by the server, and must not travel a
 * second time in the island's props: on a list whose lead cover is a photograph that nearly
 * doubled the page (e2e/reading.spec.ts counts the copy once; sizes: docs/performance.md).
 */

/** The lead cover as the island's props carry it: the copy is there on the server only. */
export type IslandLeadCover = Omit<LeadCover, 'src'> & { src?: string };

/**
 * The cover for the island's props. Its copy stays readable where the server draws the island, but
 * is not enumerable: Astro's props serialization (an `Object.entries` walk:
 * e2e/reading.spec.ts counts the copies in the built page) leaves it out, and the browser reads it back from the card (leadCoverSrc).
 */
export function islandLeadCover(cover: LeadCover | null | undefined): IslandLeadCover | null {
  if (!cover) return null;
  const { src, ...rest } = cover;
  return Object.defineProperty({ ...rest }, 'src', { value: src, enumerable: false });
}

/** What leadCoverSrc reads of the document, by shape: the module runs anywhere, the DOM only in the browser. */
interface Attributed {
  getAttribute(name: string): string | null;
}
interface PicturesRoot {
  querySelectorAll(selectors: string): Iterable<Attributed & { querySelector(selectors: string): Attributed | null }>;
}

/**
 * The lead cover's copy: its own on the server; in the browser, where the props came without it,
 * the one the server drew into the <picture> of the card it was made for (`root`, the document at
 * hydration): an AVIF's <source>, or a WebP as the <img> itself (BlogCardView). Null when neither
 * has it, and the card then draws its files.
 */
export function leadCoverSrc(cover: IslandLeadCover | null, root: PicturesRoot | null): string | null {
  if (!cover) return null;
  if (cover.src) return cover.src;
  const picture = [...(root?.querySelectorAll(`picture[${LEAD_COVER_ATTRIBUTE}]`) ?? [])].find(
    (el) => el.getAttribute(LEAD_COVER_ATTRIBUTE) === cover.cardId,
  );
  const avif = picture?.querySelector('source[type="image/avif"]')?.getAttribute('srcset');
  const img = picture?.querySelector('img')?.getAttribute('src');
  return avif || (img?.startsWith('data:') ? img : null);
}
