import type { RedirectRule } from '../config/redirects';

const isWildcard = (rule: RedirectRule) => rule.from.endsWith('/*');

/** `/about-us/` and `/about-us` are the same page; the root stays `/`. */
export function normalizePath(path: string): string {
  const clean = path.split(/[?#]/)[0] || '/';
  return clean.length > 1 ? clean.replace(/\/+$/, '') || '/' : clean;
}

/**
 * Where a path redirects to, or null. Exact entries match with or without a trailing slash;
 * `/post/*` matches `/post/anything/below` (and `/post` itself).
 */
export function resolveRedirect(table: readonly RedirectRule[], path: string): string | null {
  const p = normalizePath(path);
  for (const rule of table) {
    if (isWildcard(rule)) {
      const base = rule.from.slice(0, -2);
      if (p === base || p.startsWith(`${base}/`)) return rule.to;
    } else if (p === rule.from) {
      return rule.to;
    }
  }
  return null;
}

/** Astro's `redirects` option: exact entries only (a static build cannot enumerate wildcards). */
export function toAstroRedirects(table: readonly RedirectRule[]) {
  return Object.fromEntries(
    table
      .filter((rule) => !isWildcard(rule))
      .map((rule) => [rule.from, { status: 301 as const, destination: rule.to }]),
  );
}

/**
 * The `_redirects` file read by Cloudflare Pages and Netlify: one line per entry (301 unless the
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
