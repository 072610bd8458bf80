import { describe, expect, it, vi } from 'vitest';
import type { BlogData } from '../blog/model';
import { blogLoaders, sampleBlogLoaders, type LoaderContext } from './loaders';
import { sampleBlog } from '../../data/sample-blog';

/** Astro's loader context, as far as the loaders use it: a store that keeps what it is given, in order. */
function context(parse: (data: Record<string, unknown>) => Record<string, unknown> = (d) => d) {
  const entries = new Map<string, { data: Record<string, unknown>; digest?: string | number }>();
  const ctx: LoaderContext = {
    store: {
      clear: () => entries.clear(),
      set: ({ id, data, digest }) => (entries.set(id, { data, ...(digest === undefined ? {} : { digest }) }), true),
    },
    parseData: async ({ data }) => parse(data) as typeof data,
    generateDigest: (data) => JSON.stringify(data).length.toString(36),
    logger: { info: () => {} },
  };
  return { ctx, entries };
}

describe('the blog collections of the content layer', () => {
  it('both collections come from one read of the source', async () => {
    const data: BlogData = { posts: [], categories: [{ key: 'seo', id: 1, documentId: 'c1', name: 'SEO' }] };
    const read = vi.fn(async () => data);
    const loaders = blogLoaders('test', read);
    await loaders.posts.load(context().ctx);
    await loaders.categories.load(context().ctx);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("keeps the source's order (newest first) and every field, each entry through the schema", async () => {
    const loaders = sampleBlogLoaders(sampleBlog);
    const { ctx, entries } = context();
    const parse = vi.spyOn(ctx, 'parseData');
    await loaders.posts.load(ctx);
    const posts = [...entries.values()].map((e) => e.data);
    expect(posts.length).toBeGreaterThan(3);
    expect(parse).toHaveBeenCalledTimes(posts.length);
    const dates = posts.map((p) => String(p.publishedAt));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts[0]).toHaveProperty('content');
    expect(posts[0]).toHaveProperty('coverImage');
    expect([...entries.values()].every((e) => typeof e.digest === 'string')).toBe(true);
  });

  it('a wrong shape fails the load: the schema refuses it, nothing is half kept', async () => {
    const { ctx, entries } = context((d) => {
      if (typeof d.title !== 'string') throw new Error('title must be text');
      return d;
    });
    const loaders = blogLoaders('test', async () => ({
      posts: [{ id: 'a', title: 42 } as never],
      categories: [],
    }));
    await expect(loaders.posts.load(ctx)).rejects.toThrow('title must be text');
    expect(entries.size).toBe(0);
  });

  it('each sync reads the CMS afresh: four syncs with four answers give four versions, one read each', async () => {
    let version = 0;
    const read = vi.fn(async (): Promise<BlogData> => {
      version += 1;
      return {
        posts: [{ id: 'a', title: `v${version}` } as never],
        categories: [{ key: `k${version}`, id: 1, documentId: 'c', name: 'C' }],
      };
    });
    const loaders = blogLoaders('test', read);
    const posts = context();
    const categories = context();
    const seen: string[] = [];
    for (let sync = 1; sync <= 4; sync++) {
      // Astro runs a sync's loaders side by side.
      await Promise.all([loaders.posts.load(posts.ctx), loaders.categories.load(categories.ctx)]);
      seen.push(`${String(posts.entries.get('a')?.data.title)} ${[...categories.entries.keys()].join()}`);
    }
    expect(seen).toEqual(['v1 k1', 'v2 k2', 'v3 k3', 'v4 k4']);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('one collection loaded again alone reads afresh too', async () => {
    let version = 0;
    const loaders = blogLoaders('test', async () => ({ posts: [{ id: 'a', title: `v${++version}` } as never], categories: [] }));
    const { ctx, entries } = context();
    await loaders.posts.load(ctx);
    await loaders.posts.load(ctx);
    expect(entries.get('a')?.data.title).toBe('v2');
  });

  it('a reload starts from an empty store: a deleted post does not linger', async () => {
    let posts = [{ id: 'a' }, { id: 'b' }];
    const loaders = () => blogLoaders('test', async () => ({ posts: posts as never, categories: [] }));
    const { ctx, entries } = context();
    await loaders().posts.load(ctx);
    posts = [{ id: 'b' }];
    await loaders().posts.load(ctx);
    expect([...entries.keys()]).toEqual(['b']);
  });
});
