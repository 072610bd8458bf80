import { describe, expect, it } from 'vitest';
import { toBlog } from './mappers';
import { blogPostingJsonLd, postDescription } from './seo';

describe('post SEO', () => {
  const post = toBlog({ id: 1, title: 'Hello', slug: 'hello', publishedAt: '2025-01-05T10:00:00.000Z', content: [{ type: 'paragraph', children: [{ type: 'text', text: 'x '.repeat(200) }] }] }, '')!;

  it('describes a post by its first 155 characters, or by name when it has no text', () => {
    expect(postDescription(post, 'Agency').length).toBeLessThanOrEqual(158);
    expect(postDescription({ ...post, content: [] }, 'Agency')).toBe('Hello: an article from the Agency blog.');
  });

  it('BlogPosting carries the headline, date, URL and description', () => {
    const ld = blogPostingJsonLd(post, 'https://x.com/blog/hello', 'Agency', 'https://x.com');
    expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: 'Hello', datePublished: '2025-01-05T10:00:00.000Z', url: 'https://x.com/blog/hello' });
    expect(ld.description).toBe(postDescription(post, 'Agency'));
  });
});
