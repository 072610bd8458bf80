import { BROWSER_FETCH, getCollection } from '../client';
import { toBlog } from '../mappers';
import type { Blog } from '../../blog/model';
import { bySlugQuery } from '../queries';

/**
 * A post newer than the build, by slug (product §4 Blog post, the 404 page's loader): the CMS's
 * answer mapped to the app's Blog, or null when it has no published post with that slug. Goes
 * through the same client as the list, with its timeout, one retry and CmsError.
 */
export async function loadPostBySlug(
  contentHost: string,
  slug: string,
  signal: AbortSignal,
  fetchImpl?: typeof fetch,
): Promise<Blog | null> {
  const res = await getCollection(contentHost, 'blogs', bySlugQuery(slug), {
    ...BROWSER_FETCH,
    signal,
    ...(fetchImpl ? { fetchImpl } : {}),
  });
  return toBlog(Array.isArray(res.data) ? res.data[0] : undefined, contentHost);
}
