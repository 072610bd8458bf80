import { blogData } from '../build/collections/blog';
import type { APIRoute, GetStaticPaths } from 'astro';
import { PUBLIC_STRAPI_URL } from 'astro:env/client';
import { toSnapshot } from '../lib/blog/list-snapshot';
import { BLOG_SNAPSHOT_PATH } from '../config/routes';

/**
 * The blog as searchable JSON (list cards, categories, titles) for the list island, written only
 * when the build has no CMS: with one, the island asks the CMS, and the file would be a large one
 * (docs/performance.md) that no visitor reaches.
 */
export const getStaticPaths = (() =>
  PUBLIC_STRAPI_URL ? [] : [{ params: { snapshot: BLOG_SNAPSHOT_PATH.replace(/^\/|\.json$/g, '') } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(toSnapshot(await blogData())), {
    headers: { 'Content-Type': 'application/json' },
  });
