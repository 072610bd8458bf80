import { BUILD_FETCH, getCollection } from './client';
import { toBlogs } from './mappers';
import { toCard } from './format';
import type { BlogCard } from './model';
import { homeQuery } from './queries';
import { latestCards, loadBlogData } from './source';

/** The home carousel's cards: SPEC §7's home call against the CMS, or the newest samples. */
export async function loadHomeCards(contentHost: string | undefined): Promise<BlogCard[]> {
  if (!contentHost) return latestCards((await loadBlogData(undefined)).posts);
  const res = await getCollection(contentHost, 'blogs', homeQuery(), BUILD_FETCH);
  return toBlogs(res.data, contentHost).map((b) => toCard(b, 'home'));
}
