import { describe, expect, it } from 'vitest';
import { readingMinutes, readingTimeLabel, WORDS_PER_MINUTE } from './reading';
import type { RichBlock } from './types';
import { run } from './tree.test-support';

const p = (words: number): RichBlock => ({ kind: 'paragraph', children: [run(Array.from({ length: words }, () => 'word').join(' '))] });
const code = (words: number): RichBlock => ({
  kind: 'code',
  language: null,
  text: Array.from({ length: words }, (_, i) => `x${i}`).join(' '),
});
const image = (caption: string | null): RichBlock => ({
  kind: 'image',
  src: 'https://cms.test/a.png',
  alt: '',
  caption,
  width: null,
  height: null,
});

describe('reading time', () => {
  it.each<[string, RichBlock[], number]>([
    ['an empty post still takes a minute', [], 1],
    ['punctuation alone is no word', [{ kind: 'paragraph', children: [run('— … !!')] }], 1],
    [`${WORDS_PER_MINUTE * 6} words of prose: 6 minutes`, [p(WORDS_PER_MINUTE * 6)], 6],
    ['code reads at half speed', [code(WORDS_PER_MINUTE * 3)], 6],
    [
      'images add seconds, captions are read',
      [
        p(WORDS_PER_MINUTE * 2),
        image(null),
        image(null),
        image(null),
        image(Array.from({ length: WORDS_PER_MINUTE }, () => 'w').join(' ')),
      ],
      4,
    ],
    [
      'list items and nested lists count',
      [
        {
          kind: 'list',
          ordered: false,
          items: [
            { kind: 'item', children: [run('one two')] },
            { kind: 'list', ordered: true, items: [{ kind: 'item', children: [run('w '.repeat(WORDS_PER_MINUTE * 2))] }] },
          ],
        },
      ],
      2,
    ],
    [
      'links count by their text',
      [{ kind: 'paragraph', children: [{ kind: 'link', href: 'https://x.test', children: [run('w '.repeat(WORDS_PER_MINUTE * 3))] }] }],
      3,
    ],
  ])('%s', (_name, blocks, minutes) => {
    expect(readingMinutes(blocks)).toBe(minutes);
  });

  it('reads "6 min read"', () => {
    expect(readingTimeLabel(6)).toBe('6 min read');
  });
});
