import { toBlog } from '../strapi/mappers';
import type { Blog } from '../blog/model';
import { allPostsQuery, apiBase, bySlugQuery } from '../strapi/queries';
import { postHead } from '../seo/post';
import { pageTitle } from '../seo/page';
import { BLOG_POST_PATH, blogHref } from '../../config/routes';
import { site } from '../../config/site';

/**
 * A post published after the last build, at its own address, until the rebuild lands: the
 * Pages Function on /blog/<slug> (functions/blog/[slug].ts) passes every built page through
 * untouched; only where the CDN would answer 404, and the CMS has a published post with that
 * slug, it answers 200 with the 404 page's HTML (whose loader draws the post in the browser, SPEC
 * §4) made the post's: its title, description, canonical and share fields, indexable unless the
 * editor said otherwise. Anything else (no CMS, the CMS silent, no such post) keeps the 404.
 */
export interface LatePostEnv {
  PUBLIC_STRAPI_URL?: string;
}

export interface LatePostDeps {
  fetchImpl?: typeof fetch;
  /** How long the CMS may take before the visitor gets the 404 page (whose loader tries again). */
  timeoutMs?: number;
}

/** A late post's page is replaced by the rebuild within minutes: a CDN may keep it one. */
export const LATE_POST_CACHE_CONTROL = 'public, max-age=60';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What the page's head says of the post, every value HTML-escaped by `asPostPage`. */
export interface LateHead {
  title: string;
  description: string;
  url: string;
  /** The editor's share image; null keeps the site's card (the post's own is drawn at the next build). */
  image: string | null;
  noindex: boolean;
}

export function lateHead(post: Blog, url: string): LateHead {
  const head = postHead(post, site.name);
  return {
    title: pageTitle(head.title, site.name),
    description: head.description,
    url,
    image: post.seo?.image?.url ?? null,
    noindex: head.noindex,
  };
}

/** The 404 page's HTML as the post's page. Values go in through functions, so no `$&` in a title is ever expanded. */
export function asPostPage(html: string, head: LateHead): string {
  const set = (text: string, pattern: RegExp, value: string) =>
    text.replace(pattern, (_, open: string, close: string) => `${open}${escapeHtml(value)}${close}`);
  let out = set(html, /(<title>)[^<]*(<\/title>)/, head.title);
  out = set(out, /(<meta name="description" content=")[^"]*(")/, head.description);
  out = set(out, /(<link rel="canonical" href=")[^"]*(")/, head.url);
  out = set(out, /(<meta property="og:type" content=")[^"]*(")/, 'article');
  for (const name of ['og:title', 'twitter:title'])
    out = set(out, new RegExp(`(<meta (?:property|name)="${name}" content=")[^"]*(")`), head.title);
  for (const name of ['og:description', 'twitter:description'])
    out = set(out, new RegExp(`(<meta (?:property|name)="${name}" content=")[^"]*(")`), head.description);
  out = set(out, /(<meta property="og:url" content=")[^"]*(")/, head.url);
  if (head.image)
    for (const name of ['og:image', 'twitter:image'])
      out = set(out, new RegExp(`(<meta (?:property|name)="${name}" content=")[^"]*(")`), head.image);
  return head.noindex ? out : out.replace(/<meta name="robots" content="noindex">/, '');
}

/** The published post with this slug, with what its head needs (the build's query: SEO fields too), or null. */
export function latePostQuery(slug: string): string {
  const seo = new URLSearchParams(allPostsQuery(1)).get('populate[seo][populate]')!;
  return `${bySlugQuery(slug)}&${new URLSearchParams({ 'populate[seo][populate]': seo, status: 'published' })}`;
}

/** The Function's answer for `request`, given what the CDN would have answered (`next`). */
export async function latePostResponse(
  request: Request,
  env: LatePostEnv,
  next: () => Promise<Response>,
  deps: LatePostDeps = {},
): Promise<Response> {
  const built = await next();
  if (built.status !== 404 || (request.method !== 'GET' && request.method !== 'HEAD') || !env.PUBLIC_STRAPI_URL) return built;
  const url = new URL(request.url);
  const slug = url.pathname.match(BLOG_POST_PATH)?.[1];
  if (!slug) return built;
  let post: Blog | null;
  try {
    const res = await (deps.fetchImpl ?? fetch)(`${apiBase(env.PUBLIC_STRAPI_URL)}/blogs?${latePostQuery(decodeURIComponent(slug))}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(deps.timeoutMs ?? 4_000),
    });
    if (!res.ok) return built;
    const { data } = (await res.json()) as { data?: unknown };
    post = toBlog(Array.isArray(data) ? data[0] : undefined, env.PUBLIC_STRAPI_URL);
  } catch {
    return built;
  }
  if (!post?.slug) return built;
  const page = await built.text();
  const canonical = page.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
  const origin = canonical ? new URL(canonical).origin : url.origin;
  const html = asPostPage(page, lateHead(post, `${origin}${blogHref(post.slug)}`));
  const headers = new Headers(built.headers);
  headers.delete('content-length');
  headers.set('Cache-Control', LATE_POST_CACHE_CONTROL);
  return new Response(request.method === 'HEAD' ? null : html, { status: 200, headers });
}
