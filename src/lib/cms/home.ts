import { getCollection } from './client';
import { toBlogs, toCard, type BlogCard } from './mappers';
import { homeQuery } from './queries';
import { latestCards, loadBlogData } from './source';

/** The home carousel's cards: SPEC §7's home call against the CMS, or the newest samples. */
export async function loadHomeCards(contentHost: string | undefined): Promise<BlogCard[]> {
  if (!contentHost) return latestCards((await loadBlogData(undefined)).posts);
  const res = await getCollection(contentHost, 'blogs', homeQuery(), { attempts: 3, retryDelayMs: 1000 });
  return toBlogs(res.data, contentHost).map((b) => toCard(b, 'home'));
}
