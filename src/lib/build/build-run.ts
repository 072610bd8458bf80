import { resolve } from 'node:path';
import type { BlogCard, BlogData, LeadCover } from '../blog/model';
import { loadBlogData, type SampleBlog } from '../strapi/build-source';
import { buildImageReader, leadCardCover, type ImageReader } from './phone-cover';

/**
 * What one build reads once and all its pages share: the blog (one read of the CMS per build,
 * not one per page) and the image reader (each cover fetched once). This is the only module that
 * keeps state in lib/: it is build-only, and the `build` test project runs its room's tests
 * isolated, one module graph per file (vitest.config.ts).
 */
const blogs = new Map<string, Promise<BlogData>>();
const readers = new Map<string, ImageReader>();

/** The build's blog, read once per content host: the CMS when `contentHost` is set, else `sample`. */
export function buildBlogData(contentHost: string | undefined, sample: SampleBlog): Promise<BlogData> {
  const key = contentHost ?? '';
  if (!blogs.has(key)) blogs.set(key, loadBlogData(contentHost, sample));
  return blogs.get(key)!;
}

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
 * The phone copy of a list page's first card (/blog, its later pages, the category pages): that
 * cover is a phone's largest paint there, so its copy rides in the HTML.
 */
export async function listLeadCover(
  cards: readonly BlogCard[],
  hosts: { contentHost: string | undefined; mediaHost: string | undefined },
  sample: SampleBlog,
): Promise<LeadCover | null> {
  const { posts } = await buildBlogData(hosts.contentHost, sample);
  return leadCardCover(cards, posts, siteImageReader(hosts.contentHost, hosts.mediaHost));
}
