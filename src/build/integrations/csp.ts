import { createHash } from 'node:crypto';
import { PREVIEW_PREFIX } from '../../config/routes';
import { TURNSTILE_ORIGIN } from '../../lib/enquiry/turnstile';
import { HSTS, PERMISSIONS_POLICY, REFERRER_POLICY } from '../../lib/security/policy';

/**
 * Security headers for the CDN (`dist/_headers`, read by Cloudflare's static assets and Netlify).
 *
 * The split: the whole policy lives in one response header, built after the build from what
 * the pages really contain. Astro inlines a few scripts (the island loader and its
 * client:idle / client:visible directives, the 404 page's fallback) and every page's CSS;
 * each of those is allowed by its SHA-256 hash, so neither 'unsafe-inline' nor 'unsafe-eval'
 * is needed, and there is no second (meta) policy that could disagree with the header.
 * Islands' modules are same-origin files ('self').
 */
export interface CspSources {
  scriptHashes: Iterable<string>;
  styleHashes: Iterable<string>;
  /** Origin of PUBLIC_STRAPI_URL: API calls and images. */
  cmsOrigin?: string | null;
  /** Origin of MEDIA_URL: the uploads on object storage (images only). */
  mediaOrigin?: string | null;
  /** Origin of PUBLIC_MAILCHIMP_URL: the sign-up POST and the no-JS form. */
  mailchimpOrigin?: string | null;
  /** Origin of PUBLIC_CALENDLY_URL: the booking frame. */
  calendlyOrigin?: string | null;
  /** PUBLIC_TURNSTILE_SITE_KEY is set: Turnstile's script and frame. */
  turnstile?: boolean;
}

export const EMAILJS_ORIGIN = 'https://api.emailjs.com';

const sha256 = (text: string, encoding: 'utf8' | 'latin1' = 'utf8') =>
  `'sha256-${createHash('sha256').update(text, encoding).digest('base64')}'`;
const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
const compact = (values: Array<string | null | undefined>) => values.filter((v): v is string => Boolean(v));

/**
 * Hashes of a page's inline scripts (JSON data blocks excluded: they never run) and styles.
 * Given the page's bytes, as the build's pages are read, it reads them as Latin-1 (a character
 * for each byte) and hashes each body's own bytes: the hashes of the UTF-8 text, since every
 * tag and attribute it looks for is ASCII, without decoding every page of the build as UTF-8,
 * which was most of what this step cost on a large blog.
 */
export function inlineHashes(page: string | Uint8Array): { scripts: string[]; styles: string[] } {
  const encoding = typeof page === 'string' ? 'utf8' : 'latin1';
  const html = typeof page === 'string' ? page : Buffer.from(page.buffer, page.byteOffset, page.byteLength).toString('latin1');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\bsrc=/i.test(attrs!) && !/type="application\/(ld\+)?json"/i.test(attrs!))
    .map(([, , body]) => sha256(body!, encoding));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) => sha256(body!, encoding));
  return { scripts, styles };
}

/** The origin of a URL, or null when it is empty or not a URL. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(s: CspSources): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', compact(["'self'", s.turnstile ? TURNSTILE_ORIGIN : null, ...sorted(s.scriptHashes)])],
    ['style-src', ["'self'", ...sorted(s.styleHashes)]],
    ['img-src', [...new Set(compact(["'self'", 'data:', s.cmsOrigin, s.mediaOrigin]))]],
    // data: for the headings' font subset, inlined into the page's CSS (src/styles/global.css).
    ['font-src', ["'self'", 'data:']],
    ['connect-src', compact(["'self'", s.cmsOrigin, EMAILJS_ORIGIN, s.mailchimpOrigin])],
    ['frame-src', compact([s.calendlyOrigin, s.turnstile ? TURNSTILE_ORIGIN : null])],
    ['form-action', compact(["'self'", s.mailchimpOrigin])],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['upgrade-insecure-requests', []],
  ];
  return directives
    .filter(([name, values]) => values.length > 0 || name === 'upgrade-insecure-requests')
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** The policy with `frame-ancestors` set to the given origin ('none' without one). */
export function withFrameAncestor(csp: string, origin: string | null | undefined): string {
  return csp.replace(/frame-ancestors [^;]+/, `frame-ancestors ${origin ?? "'none'"}`);
}

export interface HeadersFileOptions {
  upgradeInsecure?: boolean;
  /**
   * The CMS admin's origin, the one page that may frame /preview/* (Strapi's Preview shows the
   * draft in a frame). Every other route keeps frame-ancestors 'none' and X-Frame-Options DENY.
   */
  previewFrameAncestor?: string | null;
}

/**
 * The `_headers` file. Rules that match the same path are merged, so the asset rules first
 * detach (`! Cache-Control`) the short HTML caching of the catch-all rule, and the preview
 * rule detaches the catch-all's CSP and framing before setting its own.
 */
export function headersFile(csp: string, { upgradeInsecure = true, previewFrameAncestor = null }: HeadersFileOptions = {}): string {
  const policy = upgradeInsecure ? csp : csp.replace(/; upgrade-insecure-requests$/, '');
  return `/*
  Content-Security-Policy: ${policy}
  Strict-Transport-Security: ${HSTS}
  X-Content-Type-Options: nosniff
  Referrer-Policy: ${REFERRER_POLICY}
  Permissions-Policy: ${PERMISSIONS_POLICY}
  X-Frame-Options: DENY
  Cache-Control: public, max-age=0, must-revalidate

/_astro/*
  ! Cache-Control
  Cache-Control: public, max-age=31536000, immutable

/uploads/*
  ! Cache-Control
  Cache-Control: public, max-age=86400

${PREVIEW_PREFIX}/*
  ! Content-Security-Policy
  ! X-Frame-Options
  ! Cache-Control
  Content-Security-Policy: ${withFrameAncestor(policy, previewFrameAncestor)}
  Cache-Control: no-store
  X-Robots-Tag: noindex, nofollow
`;
}
