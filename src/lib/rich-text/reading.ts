import { inlineText, type ListEntry, type RichBlock } from './types';

/**
 * Reading time of a post: prose (headings, paragraphs, lists, quotes, captions) at
 * WORDS_PER_MINUTE, code at half that (it is read slowly, token by token), and a few seconds
 * for each image. Never less than a minute.
 */
export const WORDS_PER_MINUTE = 220;
export const SECONDS_PER_IMAGE = 10;

const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const entryWords = (items: readonly ListEntry[]): number =>
  items.reduce((n, e) => n + (e.kind === 'item' ? words(inlineText(e.children)) : entryWords(e.items)), 0);

export function readingMinutes(blocks: readonly RichBlock[]): number {
  let prose = 0;
  let code = 0;
  let images = 0;
  for (const block of blocks) {
    switch (block.kind) {
      case 'list':
        prose += entryWords(block.items);
        break;
      case 'code':
        code += words(block.text);
        break;
      case 'image':
        images += 1;
        prose += words(block.caption ?? '');
        break;
      default:
        prose += words(inlineText(block.children));
    }
  }
  const minutes = prose / WORDS_PER_MINUTE + code / (WORDS_PER_MINUTE / 2) + (images * SECONDS_PER_IMAGE) / 60;
  return Math.max(1, Math.round(minutes));
}

/** "6 min read". */
export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
