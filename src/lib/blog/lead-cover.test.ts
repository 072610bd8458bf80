// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { islandLeadCover, leadCoverSrc } from './lead-cover';
import { LEAD_COVER_ATTRIBUTE } from './model';

const cover = { cardId: 'post-2', imageSrcset: '/uploads/small_b.jpg 500w', src: 'data:image/avif;base64,AAAA' };

/** A document fragment with elements as the server draws them. */
function page(html: string): ParentNode {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('islandLeadCover', () => {
  it('keeps the copy readable where the server draws the island', () => {
    const prop = islandLeadCover(cover)!;
    expect(prop).toMatchObject({ cardId: 'post-2', imageSrcset: cover.imageSrcset });
    expect(prop.src).toBe(cover.src);
    expect(cover.src).toBe('data:image/avif;base64,AAAA');
  });

  it('leaves the copy out of a walk over its own keys, as a props serializer makes', () => {
    const prop = islandLeadCover(cover)!;
    expect(Object.keys(prop)).toEqual(['cardId', 'imageSrcset']);
    expect(JSON.stringify(prop)).not.toContain('data:image');
  });

  it('is null without a cover', () => {
    expect(islandLeadCover(null)).toBeNull();
    expect(islandLeadCover(undefined)).toBeNull();
  });
});

describe('leadCoverSrc', () => {
  it('is the copy itself where the props have it (the server)', () => {
    expect(leadCoverSrc(islandLeadCover(cover), null)).toBe(cover.src);
  });

  it.each([
    [
      'an AVIF, from the <source> of its card',
      `<picture ${LEAD_COVER_ATTRIBUTE}="post-2"><source media="(min-width: 40em)" srcset="/b.jpg 500w"><source type="image/avif" srcset="data:image/avif;base64,QQ"><img src="/a.jpg"></picture>`,
      'data:image/avif;base64,QQ',
    ],
    [
      'a WebP, from the <img> of its card',
      `<picture ${LEAD_COVER_ATTRIBUTE}="post-2"><source media="(min-width: 40em)" srcset="/b.jpg 500w"><img src="data:image/webp;base64,UQ"></picture>`,
      'data:image/webp;base64,UQ',
    ],
    [
      'nothing, when another card carries a copy',
      `<picture ${LEAD_COVER_ATTRIBUTE}="post-1"><source type="image/avif" srcset="data:image/avif;base64,QQ"></picture>`,
      null,
    ],
    ['nothing, when its card draws its files', `<picture ${LEAD_COVER_ATTRIBUTE}="post-2"><img src="/a.jpg"></picture>`, null],
    [
      'nothing, when no card is marked',
      '<picture><source type="image/avif" srcset="data:image/avif;base64,QQ"><img src="/a.jpg"></picture>',
      null,
    ],
  ])('in the browser, without it in the props, reads %s', (_case, html, expected) => {
    const { src: _src, ...props } = cover;
    expect(leadCoverSrc(props, page(html))).toBe(expected);
  });

  it('is null without a cover', () => {
    expect(
      leadCoverSrc(null, page(`<picture ${LEAD_COVER_ATTRIBUTE}="post-2"><source type="image/avif" srcset="x"></picture>`)),
    ).toBeNull();
  });
});
