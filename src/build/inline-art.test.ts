import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { svgDataUrl } from '../lib/ui/svg-data-url';
import { INLINE_ART_MAX_BYTES, firstScreenArtSrc } from './inline-art';

const drawing = readFileSync('src/assets/images/portfolio/website-redesign.svg', 'utf8');
const url = '/_astro/website-redesign.x.svg';

describe('firstScreenArtSrc', () => {
  it('draws a small SVG from the page: the data: URL of its text', () => {
    expect(firstScreenArtSrc(url, drawing)).toBe(svgDataUrl(drawing));
  });

  it('weighs the SVG gzipped, as it travels in the page: keeps the file one byte over the limit', () => {
    const gzipped = gzipSync(drawing).byteLength;
    expect(gzipped).toBeLessThan(INLINE_ART_MAX_BYTES);
    expect(Buffer.byteLength(drawing)).toBeGreaterThan(INLINE_ART_MAX_BYTES);
    expect(firstScreenArtSrc(url, drawing, gzipped)).toBe(svgDataUrl(drawing));
    expect(firstScreenArtSrc(url, drawing, gzipped - 1)).toBe(url);
  });

  it('keeps the file when there is no SVG text (a photograph)', () => {
    expect(firstScreenArtSrc('/_astro/photo.x.jpg', undefined)).toBe('/_astro/photo.x.jpg');
  });
});
