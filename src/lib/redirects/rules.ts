import type { RedirectRule } from '../../config/redirects';
import { pathOnly, withoutTrailingSlash } from '../routing/paths';

const isWildcard = (rule: RedirectRule) => rule.from.endsWith('/*');

/** `/about-us/` and `/about-us` are the same page; the root stays `/`. */
export function normalizePath(path: string): string {
  return withoutTrailingSlash(pathOnly(path));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The paths a wildcard rule covers: `/post/*` is `/post`, `/post/` and everything below it. */
export function wildcardPattern(rule: RedirectRule): RegExp {
  return new RegExp(`^${escapeRegExp(rule.from.slice(0, -2))}(?:/.*)?$`);
}

/**
 * The wildcard rules as [pattern source, target] pairs: what the 404 page's inline script needs
 * to send an old `/post/...` address on, on hosts that read no `_redirects` (a static build
 * cannot write a page for every path below a folder).
 */
export function wildcardRedirects(table: readonly RedirectRule[]): Array<[string, string]> {
  return table.filter(isWildcard).map((rule) => [wildcardPattern(rule).source, rule.to]);
}

/**
 * Where a path redirects to, or null. Exact entries match with or without a trailing slash;
 * `/post/*` matches `/post/anything/below` (and `/post` itself).
 */
export function resolveRedirect(table: readonly RedirectRule[], path: string): string | null {
  const p = normalizePath(path);
  for (const rule of table) {
    if (isWildcard(rule) ? wildcardPattern(rule).test(p) : p === rule.from) return rule.to;
  }
  return null;
}

/** Astro's `redirects` option: exact entries only (a static build cannot enumerate wildcards). */
export function toAstroRedirects(table: readonly RedirectRule[]) {
  return Object.fromEntries(
    table.filter((rule) => !isWildcard(rule)).map((rule) => [rule.from, { status: 301 as const, destination: rule.to }]),
  );
}

/**
 * The `_redirects` file read by Cloudflare's static assets and Netlify: one line per entry (301 unless the
 * rule says 302), plus the trailing-slash variant of every exact entry.
 */
export function toRedirectsFile(table: readonly RedirectRule[]): string {
  const lines: string[] = [];
  for (const rule of table) {
    const status = rule.status ?? 301;
    if (isWildcard(rule)) {
      const base = rule.from.slice(0, -2);
      lines.push(`${base} ${rule.to} ${status}`, `${rule.from} ${rule.to} ${status}`);
    } else {
      lines.push(`${rule.from} ${rule.to} ${status}`, `${rule.from}/ ${rule.to} ${status}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The page a static host serves at a redirect's old address when it reads no `_redirects`: a
 * meta refresh in the form the HTML standard gives (`0; url=...`, which Astro's own pages miss),
 * with a language, a title, a heading and a link for a visitor whose browser does not follow it.
 * `origin` makes the canonical URL absolute.
 */
export function redirectPage(rule: RedirectRule, origin: string): string {
  const to = escapeHtml(rule.to);
  const canonical = escapeHtml(new URL(rule.to, origin).href);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Redirecting to ${to}</title>
<meta http-equiv="refresh" content="0; url=${to}">
<meta name="robots" content="noindex">
<link rel="canonical" href="${canonical}">
</head>
<body>
<h1>This page has moved</h1>
<p><a href="${to}">Continue to ${to}</a></p>
</body>
</html>
`;
}

/** The file Astro writes for an exact redirect with `build.format: 'file'`: /services/ads -> services/ads.html. */
export function redirectPageFile(rule: RedirectRule): string | null {
  if (isWildcard(rule)) return null;
  return `${normalizePath(rule.from).replace(/^\//, '')}.html`;
}
