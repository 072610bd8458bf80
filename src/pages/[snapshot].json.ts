import { buildBlogData } from '../lib/build/build-run';
import type { APIRoute } from 'astro';
import { PUBLIC_STRAPI_URL } from 'astro:env/client';
import { toSnapshot } from '../lib/blog/list-snapshot';
import { sampleBlog } from '../data/sample-blog';

/** The blog as searchable JSON (list cards, categories, titles) for the list island. */
export const GET: APIRoute = async () =>
  new Response(JSON.stringify(toSnapshot(await buildBlogData(PUBLIC_STRAPI_URL, sampleBlog))), {
    headers: { 'Content-Type': 'application/json' },
  });
