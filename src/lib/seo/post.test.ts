import { describe, expect, it } from 'vitest';
import { toBlog } from '../strapi/mappers';
import { blogPostingJsonLd, postDescription, postHead, postPageHead } from './post';

describe('post SEO', () => {
  const post = toBlog(
    {
      id: 1,
      title: 'Hello',
      slug: 'hello',
      publishedAt: '2025-01-05T10:00:00.000Z',
      content: [{ type: 'paragraph', children: [{ type: 'text', text: 'x '.repeat(200) }] }],
    },
    '',
  )!;

  it('describes a post by its first 155 characters, or by name when it has no text', () => {
    expect(postDescription(post, 'Agency').length).toBeLessThanOrEqual(158);
    expect(postDescription({ ...post, content: [] }, 'Agency')).toBe('Hello: an article from the Agency blog.');
  });

  it("a post page's head: its SEO fields, the article and its breadcrumb", () => {
    const head = postPageHead(post, 'https://x.com/blog/hello', 'Agency', 'https://x.com');
    expect(head).toMatchObject(postHead(post, 'Agency'));
    expect(head.jsonLd.map((ld) => ld['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(JSON.stringify(head.jsonLd[1])).toContain('https://x.com/blog/hello');
  });

  it('BlogPosting carries the headline, date, URL and description', () => {
    const ld = blogPostingJsonLd(post, 'https://x.com/blog/hello', 'Agency', 'https://x.com');
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Hello',
      datePublished: '2025-01-05T10:00:00.000Z',
      url: 'https://x.com/blog/hello',
    });
    expect(ld.description).toBe(postDescription(post, 'Agency'));
  });

  it("the editor's SEO fields win, each alone; the post's own values fill the rest", () => {
    const withSeo = toBlog(
      {
        id: 2,
        title: 'Hello',
        slug: 'hello',
        content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Body text.' }] }],
        seo: {
          metaTitle: ' Hello, Search ',
          metaDescription: null,
          shareImage: { url: '/uploads/share.png', width: 1200, height: 630 },
          noindex: true,
        },
      },
      'https://cms.example',
    )!;
    expect(postHead(withSeo, 'Agency')).toEqual({
      title: 'Hello, Search',
      description: 'Body text.',
      image: 'https://cms.example/uploads/share.png',
      noindex: true,
    });
    const ld = blogPostingJsonLd(withSeo, 'https://x.com/blog/hello', 'Agency', 'https://x.com');
    expect(ld).toMatchObject({ headline: 'Hello, Search', description: 'Body text.', image: 'https://cms.example/uploads/share.png' });
  });

  it("without them: the post's title, its first words, and its own card (never the generic one)", () => {
    expect(postHead(post, 'Agency')).toEqual({
      title: 'Hello',
      description: postDescription(post, 'Agency'),
      image: '/og/blog/hello.jpg',
      noindex: false,
    });
    expect(blogPostingJsonLd(post, 'https://x.com/blog/hello', 'Agency', 'https://x.com').image).toBe('https://x.com/og/blog/hello.jpg');
    // An empty SEO component is no SEO at all.
    expect(
      toBlog({ id: 3, title: 'T', slug: 't', seo: { metaTitle: '', metaDescription: '  ', shareImage: null, noindex: false } }, '')!.seo,
    ).toBeNull();
  });
});

describe("a post's social card", () => {
  it('its title cut at a word to fit, and "Category · Author" below', async () => {
    const { postCardText, CARD_TITLE_MAX } = await import('./post');
    const long = toBlog(
      { id: 4, title: 'A very long title '.repeat(10).trim(), slug: 'long', category: { name: 'SEO' }, author: { name: 'Maya Chen' } },
      '',
    )!;
    const text = postCardText(long, 'Agency');
    expect(text.title.endsWith('...')).toBe(true);
    expect(text.title.length).toBeLessThanOrEqual(CARD_TITLE_MAX + 3);
    expect(text.title).toMatch(/title\.\.\.$/);
    expect(text.line).toBe('SEO · Maya Chen');
    expect(postCardText(toBlog({ id: 5, title: 'Short', slug: 's' }, '')!, 'Agency')).toEqual({
      title: 'Short',
      line: 'No Category · Agency',
    });
  });
});

describe('blog trails', () => {
  it('a post: Blogs, then the post at its own address (the list when it has no slug)', async () => {
    const { postBreadcrumb } = await import('./post');
    expect(postBreadcrumb({ title: 'A b', slug: 'a-b' })).toEqual([
      { name: 'Blogs', href: '/blog' },
      { name: 'A b', href: '/blog/a-b' },
    ]);
    expect(postBreadcrumb({ title: 'No slug', slug: null })[1]).toEqual({ name: 'No slug', href: '/blog' });
  });

  it("a category: Blogs, then the category's page", async () => {
    const { categoryBreadcrumb } = await import('./post');
    expect(categoryBreadcrumb({ key: 'marketing-crm', name: 'Marketing & CRM' })).toEqual([
      { name: 'Blogs', href: '/blog' },
      { name: 'Marketing & CRM', href: '/blog/category/marketing-crm' },
    ]);
  });
});
