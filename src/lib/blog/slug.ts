import { BLOG_POST_PATH } from '../../config/routes';

/**
 * The slug of a `/blog/<slug>` path, '' when the segment is empty or blank, or null when the
 * path is not a post path at all.
 */
export function slugFromPath(pathname: string): string | null {
  const match = BLOG_POST_PATH.exec(pathname);
  if (!match) return null;
  let slug = match[1]!;
  try {
    slug = decodeURIComponent(slug);
  } catch {
    /* keep it as it came */
  }
  return slug.trim();
}
