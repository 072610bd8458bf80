import type { RedirectRule } from '../../config/redirects';
import { normalizePath } from './rules';
import type { StrapiRedirect } from '../strapi/types';

/** A CMS redirect the build leaves out, and why (printed in the build log). */
export interface SkippedRedirect {
  from: string;
  to: string;
  reason: string;
}

const SITE_PATH = /^\/(?!\/)[^\s?#\\]*$/;

/**
 * The editors' redirects that may go into `_redirects`, checked again against the pages this
 * build wrote (the CMS checks them on save, against its own list): both ends paths of this site,
 * the old address not a live page nor an entry of the legacy table, no loop. 301 when permanent,
 * else 302.
 */
export function cmsRedirectRules(
  entries: readonly StrapiRedirect[],
  { livePaths, legacy }: { livePaths: ReadonlySet<string>; legacy: readonly RedirectRule[] },
): { rules: RedirectRule[]; skipped: SkippedRedirect[] } {
  const rules: RedirectRule[] = [];
  const skipped: SkippedRedirect[] = [];
  const taken = new Set(legacy.map((r) => normalizePath(r.from)));
  const candidates = entries.map((e) => ({
    from: String(e.from ?? '').trim(),
    to: String(e.to ?? '').trim(),
    status: e.permanent === false ? (302 as const) : (301 as const),
  }));
  const next = new Map(candidates.filter((c) => SITE_PATH.test(c.from)).map((c) => [normalizePath(c.from), normalizePath(c.to)]));
  for (const c of candidates) {
    const skip = (reason: string) => skipped.push({ from: c.from, to: c.to, reason });
    if (!SITE_PATH.test(c.from) || !SITE_PATH.test(c.to)) {
      skip('not a path of this site');
      continue;
    }
    const from = normalizePath(c.from);
    if (livePaths.has(from)) {
      skip('the old address is a live page');
      continue;
    }
    if (taken.has(from)) {
      skip('the old address is already redirected');
      continue;
    }
    let loops = false;
    const seen = new Set([from]);
    for (let at = normalizePath(c.to); ;) {
      if (seen.has(at)) {
        loops = true;
        break;
      }
      seen.add(at);
      const after = next.get(at);
      if (after === undefined) break;
      at = after;
    }
    if (loops) {
      skip('it makes a loop');
      continue;
    }
    taken.add(from);
    rules.push({ from, to: normalizePath(c.to), status: c.status });
  }
  return { rules, skipped };
}
