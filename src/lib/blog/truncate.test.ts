import { describe, expect, it } from 'vitest';
import { BLOG } from './constants';
import { plainText } from './format';
import { fromSample } from '../../build/strapi/sample.test-support';
import { truncate } from './truncate';
import { sampleBlog } from '../../data/sample-blog';

/**
 * True when `shown` (a truncate() result) is the start of `full` ending on a whole word: the text
 * after it in `full` is a space, or punctuation and then a space.
 */
function endsOnWholeWord(shown: string, full: string): boolean {
  if (!shown.endsWith('...')) return shown === full;
  const kept = shown.slice(0, -3);
  return full.startsWith(kept) && /^[^\s\p{L}\p{N}]*\s/u.test(full.slice(kept.length));
}

describe('truncate (product §9 limits, never splitting a word)', () => {
  it.each([
    // [text, max, expected]
    ['Short title', 50, 'Short title'],
    ['Exactly ten', 11, 'Exactly ten'],
    ['', 10, ''],
    // A cut that falls between two words keeps the last word.
    ['alpha beta gamma', 10, 'alpha beta...'],
    // A cut inside a word goes back to the previous boundary.
    ['alpha beta gamma', 13, 'alpha beta...'],
    ['From Lead to Client: Automating Follow-Ups Without Sounding Like a Robot', 45, 'From Lead to Client: Automating Follow-Ups...'],
    [
      'From Lead to Client: Automating Follow-Ups Without Sounding Like a Robot',
      50,
      'From Lead to Client: Automating Follow-Ups Without...',
    ],
    // Hyphenated words are one word: no cut at the hyphen.
    ['A well-structured-compound-word here', 20, 'A...'],
    // Punctuation left at the end goes before the ellipsis.
    ['From Lead to Client: Automating', 20, 'From Lead to Client...'],
    ['one, two, three', 9, 'one, two...'],
    ['Wait - what happened', 7, 'Wait...'],
    ['Done. Next sentence', 8, 'Done...'],
    // Whitespace of any kind is a boundary; runs of it are dropped.
    ['alpha\nbeta   gamma', 12, 'alpha\nbeta...'],
    // A single word longer than the limit is cut hard: there is no boundary to end at.
    ['Supercalifragilisticexpialidocious', 10, 'Supercalif...'],
    ['Supercalifragilisticexpialidocious and more', 10, 'Supercalif...'],
  ])('truncate(%j, %i) is %j', (text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
  });

  it('counts the limit before the ellipsis, which comes only when the text was cut', () => {
    for (const max of [BLOG.titleMax.home, BLOG.titleMax.list, BLOG.excerptMax.home, BLOG.excerptMax.list]) {
      const long = 'word '.repeat(60).trim();
      const out = truncate(long, max);
      expect(out.endsWith('...')).toBe(true);
      expect(out.length - 3).toBeLessThanOrEqual(max);
      expect(truncate(long.slice(0, max), max)).toBe(long.slice(0, max));
    }
  });

  it('never splits a word of any sample post, at every product §9 limit', () => {
    const { posts } = fromSample(sampleBlog);
    let cut = 0;
    for (const post of posts) {
      const texts = [
        [post.title, [BLOG.titleMax.home, BLOG.titleMax.list]],
        [plainText(post.content), [BLOG.excerptMax.home, BLOG.excerptMax.list]],
      ] as const;
      for (const [full, limits] of texts) {
        for (const max of limits) {
          const shown = truncate(full, max);
          if (shown !== full) cut++;
          expect(shown.length - (shown === full ? 0 : 3), `${post.slug} at ${max}`).toBeLessThanOrEqual(max);
          expect(endsOnWholeWord(shown, full), `${JSON.stringify(shown)} of ${post.slug}`).toBe(true);
        }
      }
    }
    // Every excerpt is cut, and at least one title: the check above is not vacuous.
    expect(cut).toBeGreaterThan(posts.length * 2);
  });

  it('never splits a word over many generated texts, and keeps as many whole words as fit', () => {
    const words = ['a', 'to', 'CRM', 'SEO,', 'design-led', 'conversion', 'Interaction', '$1,000', '(LCP)', 'e.g.', 'Follow-Ups:'];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let n = 0; n < 2000; n++) {
      const text = Array.from({ length: 3 + (next() % 25) }, () => words[next() % words.length]).join(' ');
      const max = 5 + (next() % 60);
      const shown = truncate(text, max);
      if (shown === text) {
        expect(text.length).toBeLessThanOrEqual(max);
        continue;
      }
      const kept = shown.slice(0, -3);
      expect(kept.length).toBeLessThanOrEqual(max);
      const firstWord = text.split(' ')[0]!;
      // Either whole words, or the hard cut of a first word longer than the limit.
      if (firstWord.length > max) expect(kept).toBe(firstWord.slice(0, max).replace(/[,;:.!?-]+$/, '') || firstWord.slice(0, max));
      else {
        expect(endsOnWholeWord(shown, text), `${JSON.stringify(shown)} of ${JSON.stringify(text)}`).toBe(true);
        // No further whole word would have fitted.
        const nextWord = /^\S*\s+\S+/.exec(text.slice(kept.length))!;
        expect(kept.length + nextWord[0].length).toBeGreaterThan(max);
      }
    }
  });
});
