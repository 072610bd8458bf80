import { buildBlogData } from '../lib/build/build-run';
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { PUBLIC_STRAPI_URL } from 'astro:env/client';
import { sampleBlog } from '../data/sample-blog';
import { plainText } from '../lib/blog/format';
import { blogHref } from '../config/routes';
import { truncate } from '../lib/blog/truncate';
import { site as agency } from '../config/site';

export const GET: APIRoute = async ({ site }) => {
  const { posts } = await buildBlogData(PUBLIC_STRAPI_URL, sampleBlog);
  return rss({
    title: `${agency.name} Blog`,
    description: 'Practical articles on web design, SEO, CRM and ads.',
    // astro.config always sets `site` (SITE_URL, else site.defaultOrigin).
    site: site!,
    items: posts
      .filter((p) => p.slug)
      .map((p) => ({
        title: p.title,
        link: blogHref(p.slug!),
        pubDate: p.publishedAt ? new Date(p.publishedAt) : undefined,
        description: truncate(plainText(p.content), 280),
        categories: p.category ? [p.category.name] : undefined,
      })),
  });
};
