import { blogData } from '../build/collections/blog';
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { feedItems } from '../lib/blog/feed';
import { site as agency } from '../config/site';

export const GET: APIRoute = async ({ site }) =>
  rss({
    title: `${agency.name} Blog`,
    description: 'Practical articles on web design, SEO, CRM and ads.',
    // astro.config always sets `site` (SITE_URL, else site.defaultOrigin).
    site: site!,
    items: feedItems((await blogData()).posts),
  });
