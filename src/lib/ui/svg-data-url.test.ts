import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { svgDataUrl } from './svg-data-url';

const logo = readFileSync('src/assets/images/logo.svg', 'utf8');

describe('svgDataUrl', () => {
  it('draws the same SVG: the URL decodes to the file, its whitespace collapsed', async () => {
    const url = svgDataUrl(logo);
    const res = await fetch(url);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toBe(logo.trim().replace(/\s+/g, ' ').replace(/> </g, '><'));
  });

  it('holds only what a URL may hold: no space, quote, angle bracket or raw #', () => {
    const url = svgDataUrl(
      '<svg xmlns="http://www.w3.org/2000/svg">\n  <rect fill="#0F2FA9" width="1"/>\n  <text>50% & more</text>\n</svg>',
    );
    expect(url).toMatch(/^data:image\/svg\+xml,[A-Za-z0-9%\-_.!~*'()/:=,;@]+$/);
    expect(url).toContain('%230F2FA9');
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#0F2FA9" width="1"/><text>50% & more</text></svg>',
    );
  });

  it('keeps the readable parts readable (and so compressible)', () => {
    expect(svgDataUrl('<svg viewBox="0 0 40 40"/>')).toBe('data:image/svg+xml,%3Csvg%20viewBox=%220%200%2040%2040%22/%3E');
  });
});
