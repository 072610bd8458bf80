import { BUILD_FETCH, CmsError, getCollection, type FetchOptions } from '../../lib/strapi/client';
import type { StrapiRedirect } from '../../lib/strapi/types';

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
