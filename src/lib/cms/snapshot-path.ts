/** Where the build writes the blog snapshot the list island searches without a CMS. */
export const SNAPSHOT_PATH = '/blog-snapshot.json';
