import { buildBlogData } from '../lib/build/build-run';
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { PUBLIC_STRAPI_URL } from 'astro:env/client';
import { sampleBlog } from '../data/sample-blog';
import { feedItems } from '../lib/blog/feed';
import { site as agency } from '../config/site';

export const GET: APIRoute = async ({ site }) =>
  rss({
    title: `${agency.name} Blog`,
    description: 'Practical articles on web design, SEO, CRM and ads.',
    // astro.config always sets `site` (SITE_URL, else site.defaultOrigin).
    site: site!,
    items: feedItems((await buildBlogData(PUBLIC_STRAPI_URL, sampleBlog)).posts),
  });
