import type { APIRoute } from 'astro';
import { PUBLIC_STRAPI_URL } from 'astro:env/client';
import { toSnapshot } from '../lib/cms/list-snapshot';
import { loadBlogData } from '../lib/cms/build-source';
import { sampleBlog } from '../data/sample-blog';

/** The blog as searchable JSON (list cards, categories, titles) for the list island. */
export const GET: APIRoute = async () =>
  new Response(JSON.stringify(toSnapshot(await loadBlogData(PUBLIC_STRAPI_URL, sampleBlog))), {
    headers: { 'Content-Type': 'application/json' },
  });
