import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { toBlogs } from '../../lib/strapi/mappers';
import { toCard } from '../../lib/blog/format';
import type { Blog } from '../../lib/blog/model';
import { BlogCardView } from './BlogCardView';
import { BlogPostView } from './BlogPostView';

/**
 * What a visitor reads for each fallback of product §2 and §9, rendered from the odd entries of
 * src/lib/strapi/fixtures/fallbacks. The `cms` e2e project shows the list and post ones in a
 * browser; the home card's ("Insights", "Coming Soon") can only be seen here, since a real
 * home page always lists the three newest, dated posts.
 */
const HOST = 'http://cms.test';
const raw: unknown[] = JSON.parse(readFileSync(new URL('../../lib/strapi/fixtures/fallbacks/blogs.json', import.meta.url), 'utf8'));
const posts = toBlogs(raw, HOST);
const post = (slug: string): Blog => posts.find((p) => p.slug === slug)!;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('fallbacks as rendered', () => {
  it('home card: "Untitled Blog", "Insights", "Coming Soon", "No content available"', () => {
    const untitled = text(renderToStaticMarkup(<BlogCardView card={toCard(post('post-without-a-title'), 'home')} />));
    expect(untitled).toContain('Untitled Blog');
    expect(untitled).toContain('Insights');
    const empty = text(renderToStaticMarkup(<BlogCardView card={toCard(post('a-post-without-content'), 'home')} />));
    expect(empty).toContain('Coming Soon');
    expect(empty).toContain('No content available');
  });

  it('list card: "Category", "Unpublished", and no image without a cover', () => {
    const untitled = renderToStaticMarkup(<BlogCardView card={toCard(post('post-without-a-title'), 'list')} />);
    expect(text(untitled)).toContain('Category');
    expect(untitled).not.toContain('<img');
    expect(text(renderToStaticMarkup(<BlogCardView card={toCard(post('a-post-without-content'), 'list')} />))).toContain('Unpublished');
  });

  it('post: "Untitled Blog", "No Category" said once, initial avatar, placeholder cover, no About the Author', () => {
    const html = renderToStaticMarkup(<BlogPostView blog={post('post-without-a-title')} />);
    expect(html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]).toBe('Untitled Blog');
    expect(text(html).match(/No Category/g)).toHaveLength(1);
    expect(html).toMatch(/data-testid="avatar-initial"[^>]*>L</);
    expect(html).toContain('aria-label="No cover image"');
    expect(html).not.toContain('About the Author');
  });

  it('post: the no-content notice, "Unpublished", no author line', () => {
    const html = renderToStaticMarkup(<BlogPostView blog={post('a-post-without-content')} />);
    expect(text(html)).toContain('No content available for this blog post.');
    expect(text(html)).toContain('Unpublished');
    expect(html).not.toContain('data-testid="post-author"');
    // HTML's <time> holds a date or time only: "Unpublished" is plain text (W3C Nu checker).
    expect(html).toMatch(/<span[^>]*data-testid="post-date"[^>]*>Unpublished<\/span>/);
    expect(html).not.toContain('<time');
  });

  it('post: the cover has sizes only beside a srcset (HTML; React copies both into the preload)', () => {
    const html = renderToStaticMarkup(<BlogPostView blog={post('unusual-blocks-and-nested-relations')} />);
    for (const img of html.match(/<img [^>]*>/g) ?? [])
      expect(img.includes(' sizes=')).toBe(img.includes(' srcSet=') || img.includes(' srcset='));
  });
});

describe('cards as articles', () => {
  it('each card article is named by its own title', () => {
    const html = renderToStaticMarkup(
      <>
        {posts.slice(0, 2).map((p) => (
          <BlogCardView key={p.id} card={toCard(p, 'list')} />
        ))}
      </>,
    );
    const articles = [...html.matchAll(/<article[^>]*aria-labelledby="([^"]+)"/g)].map((m) => m[1]!);
    expect(articles).toHaveLength(2);
    expect(new Set(articles).size).toBe(2);
    for (const id of articles) expect(html).toMatch(new RegExp(`<h2 id="${id.replace(/[^\w]/g, '\\$&')}"`));
  });
});
