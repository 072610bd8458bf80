// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichBlocks } from './RichBlocks';
import { clampHeadingLevel, safeUrl, toRichBlocks } from '../../lib/strapi/rich-text';

/** product §3 and §5 from the CMS's blocks to the markup: the mapper and the renderer together. */
const HOST = 'http://cms.test';
const html = (content: unknown) => renderToStaticMarkup(<RichBlocks blocks={toRichBlocks(content, HOST)} />);
const text = (t: string, marks: Record<string, boolean> = {}) => ({ type: 'text', text: t, ...marks });

describe('rich text rules (product §3, §5)', () => {
  it.each([
    [2, 'h2'],
    [1, 'h1'],
    [6, 'h6'],
    [0, 'h1'],
    [9, 'h6'],
    [-3, 'h1'],
    [undefined, 'h2'],
    ['4', 'h4'],
    ['x', 'h2'],
    [3.6, 'h4'],
  ])('heading level %s renders as %s', (level, tag) => {
    expect(html([{ type: 'heading', level, children: [text('Hi')] }])).toBe(`<${tag}><span>Hi</span></${tag}>`);
  });

  it('clampHeadingLevel defaults to 2', () => {
    expect(clampHeadingLevel(null)).toBe(2);
    expect(clampHeadingLevel(Number.NaN)).toBe(2);
  });

  it('drops empty paragraphs', () => {
    expect(
      html([
        { type: 'paragraph', children: [text('')] },
        { type: 'paragraph', children: [text('   ')] },
        { type: 'paragraph', children: [] },
      ]),
    ).toBe('');
    expect(html([{ type: 'paragraph', children: [text('a')] }])).toBe('<p><span>a</span></p>');
  });

  it('inline marks: bold, italic, underline, code, strikethrough', () => {
    expect(
      html([
        {
          type: 'paragraph',
          children: [
            text('b', { bold: true }),
            text('i', { italic: true }),
            text('u', { underline: true }),
            text('c', { code: true }),
            text('s', { strikethrough: true }),
          ],
        },
      ]),
    ).toBe(
      '<p><span><strong>b</strong></span><span><em>i</em></span><span><u>u</u></span><span><code>c</code></span><span><s>s</s></span></p>',
    );
  });

  it('lists: ordered, unordered and nested', () => {
    expect(
      html([
        {
          type: 'list',
          format: 'ordered',
          children: [
            { type: 'list-item', children: [text('one')] },
            { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [text('inner')] }] },
          ],
        },
      ]),
    ).toBe('<ol><li><span>one</span></li><li><ul><li><span>inner</span></li></ul></li></ol>');
  });

  it('quote and code (with language)', () => {
    expect(html([{ type: 'quote', children: [text('q')] }])).toBe('<blockquote><span>q</span></blockquote>');
    expect(html([{ type: 'code', language: 'js', children: [text('let a = 1 < 2;')] }])).toBe(
      '<pre tabindex="0" data-language="js"><code>let a = 1 &lt; 2;</code></pre>',
    );
  });

  it('images: relative URLs get the content host, absolute stay, missing URL skipped', () => {
    expect(html([{ type: 'image', image: { url: '/uploads/a.png', alternativeText: 'A', caption: 'Cap', width: 800, height: 450 } }])).toBe(
      '<figure><img src="http://cms.test/uploads/a.png" alt="A" width="800" height="450" loading="lazy" decoding="async"/><figcaption>Cap</figcaption></figure>',
    );
    expect(html([{ type: 'image', image: { url: 'https://cdn.test/b.png' } }])).toContain('src="https://cdn.test/b.png"');
    expect(html([{ type: 'image', image: { alternativeText: 'no url' } }, { type: 'image' }])).toBe('');
  });

  it('links: safe ones kept, unsafe ones rendered as text', () => {
    expect(html([{ type: 'paragraph', children: [{ type: 'link', url: 'https://a.test', children: [text('ext')] }] }])).toBe(
      '<p><a href="https://a.test" rel="noopener noreferrer" target="_blank"><span>ext</span></a></p>',
    );
    expect(html([{ type: 'paragraph', children: [{ type: 'link', url: '/blog', children: [text('in')] }] }])).toBe(
      '<p><a href="/blog"><span>in</span></a></p>',
    );
    expect(html([{ type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [text('x')] }] }])).toBe(
      '<p><span><span>x</span></span></p>',
    );
  });

  it('unknown blocks render as a plain container when they have content', () => {
    expect(html([{ type: 'callout', children: [text('Note')] }])).toBe('<div><span>Note</span></div>');
    expect(html([{ type: 'callout', children: [] }, { type: 'divider' }])).toBe('');
  });

  it('non-array content renders nothing', () => {
    expect(html(null)).toBe('');
    expect(html('text')).toBe('');
    expect(toRichBlocks({ type: 'paragraph' }, HOST)).toEqual([]);
  });

  it.each([
    ['https://a.test/x', 'https://a.test/x'],
    ['http://a.test', 'http://a.test'],
    ['mailto:a@b.co', 'mailto:a@b.co'],
    ['tel:123', 'tel:123'],
    ['/relative', '/relative'],
    ['#anchor', '#anchor'],
    ['page.html', 'page.html'],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    [' java\tscript:alert(1)', null],
    ['\u0001javascript:alert(1)', null],
    ['data:text/html,<script>', null],
    ['vbscript:msgbox', null],
    ['', null],
    [42, null],
  ])('safeUrl(%j) is %j', (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });
});
