/**
 * The security headers every answer of the site carries, whoever writes it: the CDN's `_headers`
 * for the built pages (src/build/integrations/csp.ts, at build time), and the Worker for its own answers
 * (worker/security-headers.ts), which `_headers` never reaches. Plain values, so both runtimes
 * import them.
 */

/** Everything the site does not use, denied. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()';

export const HSTS = 'max-age=63072000; includeSubDomains; preload';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** On every answer, page or not. */
export const EVERY_ANSWER: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': HSTS,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': REFERRER_POLICY,
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/**
 * An answer that is no page (JSON, plain text, an error) runs nothing, loads nothing, is framed by
 * no one: its policy denies everything.
 */
export const NO_PAGE_ANSWER: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Frame-Options': 'DENY',
};
