import { describe, expect, it, vi } from 'vitest';
import type { Blog, Category } from '../../lib/blog/model';
import { storedCategorySchema, storedPostSchema } from '../../lib/blog/schema';
import { blogEntries, buildBlogEntries } from './loaders';
import type { BlogSource } from './build-source';
import { sampleBlog } from '../../data/sample-blog';

/** A CMS whose answers change between syncs, as an editor's work changes it. */
function changingCms() {
  let version = 0;
  const source: BlogSource = {
    posts: vi.fn(async () => [{ id: 'a', title: `v${version}` } as Blog]),
    categories: vi.fn(async () => [{ key: `k${version}`, id: 1, documentId: 'c', name: 'C' } as Category]),
  };
  return { source, edit: () => (version += 1) };
}

describe("the blog's collections, as Astro's inline loaders", () => {
  it('each sync reads the CMS afresh: four syncs with four answers give four versions, one read of each list a sync', async () => {
    const { source, edit } = changingCms();
    const entries = blogEntries(source);
    const seen: string[] = [];
    for (let sync = 1; sync <= 4; sync++) {
      edit();
      // Astro runs a sync's loaders side by side.
      const [posts, categories] = await Promise.all([entries.posts(), entries.categories()]);
      seen.push(`${posts[0]!.title} ${categories.map((c) => c.id).join()}`);
    }
    expect(seen).toEqual(['v1 k1', 'v2 k2', 'v3 k3', 'v4 k4']);
    expect(source.posts).toHaveBeenCalledTimes(4);
    expect(source.categories).toHaveBeenCalledTimes(4);
  });

  it('one collection loaded again alone reads afresh too', async () => {
    const { source, edit } = changingCms();
    const entries = blogEntries(source);
    edit();
    await entries.posts();
    edit();
    expect((await entries.posts())[0]!.title).toBe('v2');
  });

  it("every sample entry passes the blog's schemas, posts keeping their ids and categories their list keys", async () => {
    const entries = buildBlogEntries(undefined, sampleBlog);
    const [posts, categories] = await Promise.all([entries.posts(), entries.categories()]);
    expect(posts.length).toBeGreaterThan(3);
    for (const post of posts) {
      const stored = storedPostSchema.parse(post);
      expect(stored.id).toBe(post.id);
      expect(JSON.parse(stored.content)).toEqual(post.content);
    }
    for (const entry of categories) expect(storedCategorySchema.parse(entry)).toEqual({ id: entry.category.key, category: entry.category });
  });

  it('a wrong shape is refused by the schema, naming the field', () => {
    const post = { ...sampleBlogPost(), title: 42 };
    const parsed = storedPostSchema.safeParse(post);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['title']);
  });
});

const sampleBlogPost = () => ({
  id: 'a',
  slug: 'a',
  title: 'A',
  content: [],
  readingMinutes: 1,
  publishedAt: null,
  coverImage: null,
  category: null,
  author: null,
});
