import type { BlogData } from '../blog/model';
import { loadBlogData, type SampleBlog } from './build-source';

/**
 * The blog as Astro's content layer reads it (src/content.config.ts): two collections, `posts`
 * and `categories`, filled by one read of the CMS per build (or of the bundled sample), each
 * entry checked against its collection's schema. The shapes below are the part of Astro's
 * loader API these loaders use, so this room stays plain TypeScript and its tests need no Astro.
 */
export interface LoaderStore {
  clear(): void;
  set(entry: { id: string; data: Record<string, unknown>; digest?: string | number }): boolean;
}

export interface LoaderContext {
  store: LoaderStore;
  parseData<T extends Record<string, unknown>>(props: { id: string; data: T }): Promise<T>;
  generateDigest(data: Record<string, unknown> | string): string;
  logger: { info(message: string): void };
}

export interface BlogLoader {
  name: string;
  load(context: LoaderContext): Promise<void>;
}

/**
 * The loaders of both collections over one read per sync: the first collection to load reads the
 * blog, the other takes the same answer, and the read is let go once both hold it (the store is
 * the build's copy). A collection that loads again while it already holds the current read is a
 * new sync (`astro dev`'s `s`, a content refresh): it reads afresh. The posts keep the order the
 * source gives them (newest first).
 */
export function blogLoaders(name: string, read: () => Promise<BlogData>): { posts: BlogLoader; categories: BlogLoader } {
  let current: { answer: Promise<BlogData>; takenBy: Set<string> } | null = null;
  const blog = (collection: 'posts' | 'categories') => {
    if (!current || current.takenBy.has(collection)) current = { answer: read(), takenBy: new Set() };
    const { answer, takenBy } = current;
    takenBy.add(collection);
    if (takenBy.size === 2) current = null;
    return answer;
  };
  const fill = async (context: LoaderContext, entries: readonly { id: string; data: Record<string, unknown> }[]) => {
    context.store.clear();
    for (const entry of entries) {
      const data = await context.parseData(entry);
      context.store.set({ id: entry.id, data, digest: context.generateDigest(data) });
    }
  };
  return {
    posts: {
      name: `${name}-posts`,
      async load(context) {
        const { posts } = await blog('posts');
        await fill(
          context,
          posts.map((post) => ({ id: post.id, data: { ...post } })),
        );
        context.logger.info(`${posts.length} posts from ${name}`);
      },
    },
    categories: {
      name: `${name}-categories`,
      async load(context) {
        const { categories } = await blog('categories');
        await fill(
          context,
          categories.map((category) => ({ id: category.key, data: { ...category } })),
        );
      },
    },
  };
}

/** The blog of the Strapi at `contentHost`, read once per build (lib/strapi/build-source.ts). */
export const strapiBlogLoaders = (contentHost: string) =>
  blogLoaders('strapi', () => loadBlogData(contentHost, { blogs: null, categories: null }));

/** The sample blog bundled with the site (src/data/sample-blog), read by the same mappers. */
export const sampleBlogLoaders = (sample: SampleBlog) => blogLoaders('sample', () => loadBlogData(undefined, sample));
