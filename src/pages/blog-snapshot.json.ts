import type { APIRoute } from 'astro';
import { PUBLIC_STRAPI_URL } from 'astro:env/client';
import { toSnapshot } from '../lib/cms/list-data';
import { loadBlogData } from '../lib/cms/source';

/** The blog as searchable JSON (list cards, categories, titles) for the list island. */
export const GET: APIRoute = async () =>
  new Response(JSON.stringify(toSnapshot(await loadBlogData(PUBLIC_STRAPI_URL))), {
    headers: { 'Content-Type': 'application/json' },
  });
