import { resolve } from 'node:path';
import type { Blog, BlogCard, LeadCover } from '../lib/blog/model';
import { srcsetOf } from '../lib/blog/format';
import { buildImageReader, leadCardCover, phoneCoverDataUrl, type ImageReader } from './phone-cover';

/**
 * What one build's pages share: the image reader (each cover fetched once). The blog itself is
 * read once per build by the content layer (src/content.config.ts). Build-only state, as src/build
 * may keep (collections/blog.ts keeps the build's blog too): the `build` test project runs this
 * room's tests isolated, one module graph per file (vitest.config.ts).
 */
const readers = new Map<string, ImageReader>();

/**
 * The build's image reader for this site: `public/` of the project the build runs in, the CMS at
 * `contentHost`, and the uploads' object storage at `mediaHost` (MEDIA_URL) when set.
 */
export function siteImageReader(contentHost: string | undefined, mediaHost?: string): ImageReader {
  const key = `${contentHost ?? ''} ${mediaHost ?? ''}`;
  if (!readers.has(key)) readers.set(key, buildImageReader(resolve(process.cwd(), 'public'), [contentHost, mediaHost]));
  return readers.get(key)!;
}

/**
 * The phone copy of a post's cover, which rides in its page's HTML (a cover with renditions; a
 * lone file is small enough to preload as it is), or null.
 */
export async function postPhoneCover(
  post: Pick<Blog, 'coverImage'>,
  hosts: { contentHost: string | undefined; mediaHost: string | undefined },
): Promise<string | null> {
  const cover = post.coverImage;
  return cover && srcsetOf(cover.sources) ? phoneCoverDataUrl(cover, siteImageReader(hosts.contentHost, hosts.mediaHost)) : null;
}

/**
 * The phone copy of a list page's first card (/blog, its later pages, the category pages): that
 * cover is a phone's largest paint there, so its copy rides in the HTML.
 */
export async function listLeadCover(
  cards: readonly BlogCard[],
  postById: (id: string) => Promise<Blog | null>,
  hosts: { contentHost: string | undefined; mediaHost: string | undefined },
): Promise<LeadCover | null> {
  const lead = cards[0] ? await postById(cards[0].id) : null;
  return leadCardCover(cards, lead ? [lead] : [], siteImageReader(hosts.contentHost, hosts.mediaHost));
}
