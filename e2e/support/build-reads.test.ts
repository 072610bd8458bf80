import { describe, expect, it } from 'vitest';
import { readsProblems } from './build-reads.mjs';

// The build's reads as the replay logs them (the queries of src/lib/strapi/queries.ts).
const posts = (page: number) => `/api/blogs?populate%5BcoverImage%5D=true&pagination%5Bpage%5D=${page}&pagination%5BpageSize%5D=100`;
const categories = '/api/categories?populate=*';

describe("a build's reads of the CMS", () => {
  it('one read: each page of the posts and the categories once', () => {
    expect(readsProblems([posts(1), posts(2), categories, '/api/redirects?pagination%5BpageSize%5D=100'])).toEqual([]);
  });
  it('names a request made twice, as a page that read the CMS again would', () => {
    expect(readsProblems([posts(1), categories, posts(1)])).toEqual([`asked 2 times: ${posts(1)}`]);
  });
  it('a build that never read the posts is no proof', () => {
    expect(readsProblems([categories])).toEqual(['the posts were never read']);
  });
});
