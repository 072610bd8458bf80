/**
 * An SVG as a `data:` URL that an <img> draws with no request (the logo in every page's header
 * and footer: a file of its own was one more request on the way to a phone's first paint).
 * Whitespace runs collapse; what a URL may not hold is percent-encoded (the W3C checker rejects
 * spaces, quotes, `<`, `>` and `#` in a URL), the rest stays readable, so gzip still shrinks it.
 */
export function svgDataUrl(svg: string): string {
  const text = svg.trim().replace(/\s+/g, ' ').replace(/> </g, '><');
  const body = encodeURIComponent(text).replace(/%(2F|3A|3D|2C|3B|40)/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return `data:image/svg+xml,${body}`;
}
