import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, inlineHashes, originOf, withFrameAncestor } from './csp';

const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('inline hashes', () => {
  it('hashes inline scripts and styles, not external or JSON-LD scripts', () => {
    const html =
      '<style>a{}</style><script>run()</script><script type="module" src="/x.js"></script>' +
      '<script type="application/ld+json">{"a":1}</script><script type="module">mod()</script>';
    expect(inlineHashes(html)).toEqual({ scripts: [hash('run()'), hash('mod()')], styles: [hash('a{}')] });
  });

  it("hashes a built page's bytes as the browser does: the UTF-8 of each body, whatever its characters", () => {
    // Characters of two, three and four bytes, and one whose Latin-1 reading is a space (U+00A0).
    const script = "say('Café — naïve 👋 ü')";
    const style = ".q::before{content:'“\u00a0”'}";
    const html =
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Über — €</title><style>${style}</style></head>` +
      `<body><p>Straße</p><script type="module">${script}</script><script src="/x.js"></script>` +
      '<script type="application/json">{"ü":1}</script></body></html>';
    const bytes = new TextEncoder().encode(html);
    const fromBytes = inlineHashes(bytes);
    expect(fromBytes).toEqual({ scripts: [hash(script)], styles: [hash(style)] });
    expect(fromBytes).toEqual(inlineHashes(html));
    // A Buffer read from a file, and a view into the middle of a larger buffer, the same.
    expect(inlineHashes(Buffer.from(html))).toEqual(fromBytes);
    const padded = new Uint8Array(bytes.length + 8);
    padded.set(bytes, 4);
    expect(inlineHashes(padded.subarray(4, 4 + bytes.length))).toEqual(fromBytes);
  });
});

describe('content security policy', () => {
  const csp = contentSecurityPolicy({
    scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"],
    styleHashes: ["'sha256-s'"],
    cmsOrigin: 'https://cms.example.com',
    mailchimpOrigin: 'https://x.us21.list-manage.com',
    calendlyOrigin: 'https://calendly.com',
  });
  const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `) || d === name);

  it('allows exactly what the site uses', () => {
    expect(directive('script-src')).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(directive('style-src')).toBe("style-src 'self' 'sha256-s'");
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://cms.example.com https://api.emailjs.com https://x.us21.list-manage.com",
    );
    expect(directive('img-src')).toBe("img-src 'self' data: https://cms.example.com");
    expect(directive('frame-src')).toBe('frame-src https://calendly.com');
    expect(directive('form-action')).toBe("form-action 'self' https://x.us21.list-manage.com");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it("lets images come from the uploads' object storage, and only images", () => {
    const csp = contentSecurityPolicy({
      scriptHashes: [],
      styleHashes: [],
      cmsOrigin: 'https://cms.example.com',
      mediaOrigin: 'https://media.example.com',
    });
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('img-src')).toBe("img-src 'self' data: https://cms.example.com https://media.example.com");
    expect(csp.match(/media\.example\.com/g)).toHaveLength(1);
    // The same origin for both appears once.
    const same = contentSecurityPolicy({
      scriptHashes: [],
      styleHashes: [],
      cmsOrigin: 'https://cms.example.com',
      mediaOrigin: 'https://cms.example.com',
    });
    expect(same).toContain("img-src 'self' data: https://cms.example.com;");
  });

  it('never allows unsafe-inline or unsafe-eval', () => {
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('leaves out sources that are not configured', () => {
    const bare = contentSecurityPolicy({ scriptHashes: [], styleHashes: [] });
    expect(bare).toContain("connect-src 'self' https://api.emailjs.com");
    expect(bare).not.toContain('frame-src');
    expect(bare).toContain("form-action 'self'");
  });

  it('Turnstile, when its site key is set: its script and frame, nothing more', () => {
    const on = contentSecurityPolicy({
      scriptHashes: ["'sha256-a'"],
      styleHashes: [],
      calendlyOrigin: 'https://calendly.com',
      turnstile: true,
    });
    expect(on).toContain("script-src 'self' https://challenges.cloudflare.com 'sha256-a'");
    expect(on).toContain('frame-src https://calendly.com https://challenges.cloudflare.com');
    expect(csp).not.toContain('challenges.cloudflare.com');
  });

  it('origins', () => {
    expect(originOf('https://a.b/c?d=1')).toBe('https://a.b');
    expect(originOf('')).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });
});

describe('_headers file', () => {
  it('sets every header on every page and long caching on hashed assets only', () => {
    const file = headersFile("default-src 'self'; upgrade-insecure-requests");
    expect(file).toContain("Content-Security-Policy: default-src 'self'; upgrade-insecure-requests");
    expect(file).toContain('Strict-Transport-Security: max-age=63072000; includeSubDomains; preload');
    expect(file).toContain('X-Content-Type-Options: nosniff');
    expect(file).toContain('Referrer-Policy: strict-origin-when-cross-origin');
    expect(file).toMatch(/Permissions-Policy: .*camera=\(\)/);
    expect(file).toMatch(/\/_astro\/\*\n {2}! Cache-Control\n {2}Cache-Control: public, max-age=31536000, immutable/);
    expect(headersFile("default-src 'self'; upgrade-insecure-requests", { upgradeInsecure: false })).not.toContain(
      'upgrade-insecure-requests',
    );
  });

  /** The header lines of one rule of the file. */
  const rule = (file: string, path: string) =>
    file
      .split('\n\n')
      .find((r) => r.startsWith(`${path}\n`))!
      .split('\n')
      .slice(1)
      .map((l) => l.trim());

  it("only /preview/* lets the CMS's admin frame it; it is never cached or indexed", () => {
    const csp = contentSecurityPolicy({ scriptHashes: [], styleHashes: [], cmsOrigin: 'https://cms.example.com' });
    const file = headersFile(csp, { previewFrameAncestor: 'https://cms.example.com' });
    expect(rule(file, '/*')).toContain('X-Frame-Options: DENY');
    expect(rule(file, '/*').find((l) => l.startsWith('Content-Security-Policy:'))).toContain("frame-ancestors 'none'");
    const preview = rule(file, '/preview/*');
    expect(preview.slice(0, 3)).toEqual(['! Content-Security-Policy', '! X-Frame-Options', '! Cache-Control']);
    expect(preview).toContain(
      `Content-Security-Policy: ${csp.replace("frame-ancestors 'none'", 'frame-ancestors https://cms.example.com')}`,
    );
    expect(preview).toContain('Cache-Control: no-store');
    expect(preview).toContain('X-Robots-Tag: noindex, nofollow');
  });

  it('without a CMS, nothing may frame the preview either', () => {
    const csp = contentSecurityPolicy({ scriptHashes: [], styleHashes: [] });
    expect(rule(headersFile(csp), '/preview/*')).toContain(`Content-Security-Policy: ${csp}`);
    expect(withFrameAncestor(csp, null)).toBe(csp);
  });
});
