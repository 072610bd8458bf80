import { getCollection, getEntry } from 'astro:content';
import type { Blog, BlogData } from '../../lib/blog/model';
import { withListKeys } from '../../lib/blog/categories';
import { inCmsOrder, newestFirst } from '../../lib/blog/order';
import type { RichBlock } from '../../lib/rich-text/types';

type PostEntry = { data: Omit<Blog, 'content'> & { content: string } };

/** A post as the app reads it: its blocks back from the text the store keeps (src/content.config.ts). */
const toBlog = ({ data }: PostEntry): Blog => ({ ...data, content: JSON.parse(data.content) as RichBlock[] });

/**
 * The blog the content layer read for this build (src/content.config.ts), as the app's types:
 * every post, newest first, and every category. A page that needs one post asks for it alone
 * (`postById`).
 */
export function blogData(): Promise<BlogData> {
  // Astro's getCollection copies every entry of the collection at each call (to resolve image
  // references): a build asks once and its routes share the answer; `astro dev` asks each time,
  // as the collections change under it.
  if (import.meta.env.DEV) return readBlog();
  return (built ??= readBlog());
}
let built: Promise<BlogData> | undefined;

async function readBlog(): Promise<BlogData> {
  const [posts, categories] = await Promise.all([getCollection('posts'), readCategories()]);
  // The store keeps entries sorted by id: the CMS's order is put back here.
  return withListKeys(newestFirst(posts.map(toBlog)), categories);
}

const readCategories = async () => inCmsOrder((await getCollection('categories')).map((entry) => entry.data.category));

/** One post of the build, or null; its category keyed as the build's one list keys it. */
export async function postById(id: string): Promise<Blog | null> {
  const [entry, { categories }] = await Promise.all([getEntry('posts', id), blogData()]);
  return entry ? withListKeys([toBlog(entry)], categories).posts[0]! : null;
}
