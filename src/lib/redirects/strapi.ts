import type { RedirectRule } from '../../config/redirects';
import { normalizePath } from './rules';
import { BUILD_FETCH, CmsError, getCollection, type FetchOptions } from '../strapi/client';

/** One Redirect entry as Strapi 5 answers it (cms/src/api/redirect). */
export interface StrapiRedirect {
  from?: string | null;
  to?: string | null;
  permanent?: boolean | null;
}

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

/**
 * Every Redirect entry of the CMS, page by page. A CMS without the Redirect type, or whose public
 * role may not read it (404, 403), has none: the build says so and goes on; anything else fails
 * the build like every other CMS call of it.
 */
export async function fetchCmsRedirects(contentHost: string, options: FetchOptions = BUILD_FETCH): Promise<StrapiRedirect[] | null> {
  const out: StrapiRedirect[] = [];
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({
      'fields[0]': 'from',
      'fields[1]': 'to',
      'fields[2]': 'permanent',
      'pagination[page]': String(page),
      'pagination[pageSize]': '100',
      sort: 'id:asc',
    });
    try {
      const body = await getCollection<StrapiRedirect>(contentHost, 'redirects', query.toString(), options);
      out.push(...(body.data ?? []));
      const pageCount = body.meta?.pagination?.pageCount ?? 1;
      if (page >= pageCount) return out;
    } catch (err) {
      if (err instanceof CmsError && (err.status === 404 || err.status === 403)) return null;
      throw err;
    }
  }
}
