import { blogSource, type BlogSource, type SampleBlog } from './build-source';

/**
 * The blog's two collections as Astro's inline loaders (src/content.config.ts): each sync (a build,
 * `s` in `astro dev`, a content refresh) asks the source anew, and Astro's store clears, checks
 * against the collection's schema, digests and keeps what the loader returns. Posts keep their
 * ids; a category is kept under its list key (its own `id` is the CMS's number).
 */
export function blogEntries(source: BlogSource) {
  return {
    posts: () => source.posts(),
    categories: async () => (await source.categories()).map((category) => ({ id: category.key, category })),
  };
}

/** The entries of the Strapi at `contentHost`, or of the bundled sample when it is unset. */
export const buildBlogEntries = (contentHost: string | undefined, sample: SampleBlog) => blogEntries(blogSource(contentHost, sample));
