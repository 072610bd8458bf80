import { describe, expect, it } from 'vitest';
import { slugifyHeading, tableOfContents, withHeadingIds } from './outline';
import type { RichBlock } from './types';
import { run } from './tree.test-support';

const h = (level: 2 | 3 | 4, text: string): RichBlock => ({ kind: 'heading', level, children: [run(text)] });
const p = (text: string): RichBlock => ({ kind: 'paragraph', children: [run(text)] });
const ids = (blocks: RichBlock[]) => withHeadingIds(blocks).flatMap((b) => (b.kind === 'heading' ? [b.id] : []));

describe('heading ids', () => {
  it.each([
    ['Why Speed Matters', 'why-speed-matters'],
    ['  Core Web Vitals: LCP, INP & CLS!  ', 'core-web-vitals-lcp-inp-cls'],
    ['Café déjà vu', 'cafe-deja-vu'],
    ['$1,000 or $5,000?', '1-000-or-5-000'],
    ['🚀🚀', 'section'],
    ['Ünïcödé — “quotes”', 'unicode-quotes'],
    ['a'.repeat(100), 'a'.repeat(60)],
  ])('%s → %s', (text, id) => {
    expect(slugifyHeading(text)).toBe(id);
  });

  it('duplicates get -2, -3; an id the page uses is never taken', () => {
    expect(ids([h(2, 'FAQ'), h(2, 'FAQ'), h(3, 'faq'), h(2, 'Main'), h(2, 'About the author'), h(2, 'faq 2')])).toEqual([
      'faq',
      'faq-2',
      'faq-3',
      'main-2',
      'about-the-author',
      'faq-2-2',
    ]);
  });

  it('leaves other blocks as they were and the input untouched', () => {
    const blocks = [p('x'), h(2, 'A')];
    const out = withHeadingIds(blocks);
    expect(out[0]).toBe(blocks[0]);
    expect(blocks[1]).not.toHaveProperty('id');
  });
});

describe('contents', () => {
  it('none without headings, or with fewer than three', () => {
    expect(tableOfContents(withHeadingIds([p('only text')]))).toEqual([]);
    expect(tableOfContents(withHeadingIds([h(2, 'One'), h(2, 'Two')]))).toEqual([]);
  });

  it('a tree: each heading under the nearest higher one before it', () => {
    const toc = tableOfContents(withHeadingIds([h(2, 'Intro'), h(3, 'Why'), h(3, 'How'), h(4, 'Deep'), h(2, 'Next'), h(3, 'Then')]));
    const shape = (entries: typeof toc): unknown => entries.map((e) => [e.id, shape(e.children)]);
    expect(shape(toc)).toEqual([
      [
        'intro',
        [
          ['why', []],
          ['how', [['deep', []]]],
        ],
      ],
      ['next', [['then', []]]],
    ]);
  });

  it('a post that starts deeper than it goes on still lists every heading, in order', () => {
    const toc = tableOfContents(withHeadingIds([h(3, 'Aside'), h(2, 'Main part'), h(2, 'Main part'), h(4, 'Detail')]));
    expect(toc.map((e) => e.id)).toEqual(['aside', 'main-part', 'main-part-2']);
    expect(toc[2]!.children.map((e) => e.text)).toEqual(['Detail']);
  });

  it('headings without ids (not mapped) are not listed', () => {
    expect(tableOfContents([h(2, 'A'), h(2, 'B'), h(2, 'C')])).toEqual([]);
  });
});
