import { toBlog } from '../src/lib/strapi/mappers';
import type { Blog } from '../src/lib/blog/model';
import { allPostsQuery, bySlugQuery, newestSlugsQuery } from '../src/lib/strapi/queries';
import { postHead } from '../src/lib/seo/post';
import { pageTitle } from '../src/lib/seo/page';
import { BLOG_POST_PATH, blogHref } from '../src/config/routes';
import { site } from '../src/config/site';
import { askCms, cmsUrl, CMS_TIMEOUT_MS } from './strapi';

/**
 * A post published after the last build, at its own address, until the rebuild lands: the
 * Worker's route on /blog/<slug> (worker/index.ts) passes every built page through
 * untouched; only where the CDN would answer 404, and the CMS has a published post with that
 * slug, it answers 200 with the 404 page's HTML (whose loader draws the post in the browser, product
 * §4) made the post's: its title, description, canonical and share fields, indexable unless the
 * editor said otherwise. Anything else (no CMS, the CMS silent, no such post) keeps the 404.
 *
 * A path costs the CMS nothing unless it could be a post: only a slug of Strapi's own shape is
 * looked up, and only in the list of the newest published slugs (one question, cached), so a
 * scanner's thousands of random paths cost one request per cache period; a slug on that list is
 * asked for once per period too (LateAnswers, held by the Function for its isolate's life, and
 * Cloudflare's cache where the Function has one).
 */
export interface LatePostEnv {
  PUBLIC_STRAPI_URL?: string;
  /** How long an answer of the CMS is reused, in seconds (default 60; 0 asks every time). */
  LATE_POST_CACHE_SECONDS?: string;
}

/** What one isolate remembers of the CMS's answers, each until `until` (ms). */
export interface LateAnswers {
  newest?: { until: number; slugs: Promise<Set<string> | null> };
  posts: Map<string, { until: number; post: Promise<Blog | null> }>;
}

/** The cache of Cloudflare's edge (caches.default), or any with its two methods. */
export interface EdgeCache {
  match(key: string): Promise<Response | undefined>;
  put(key: string, response: Response): Promise<void>;
}

export interface LatePostDeps {
  fetchImpl?: typeof fetch;
  /** How long the CMS may take before the visitor gets the 404 page (whose loader tries again). */
  timeoutMs?: number;
  /** The isolate's memory of answers; a fresh one remembers nothing beyond this request. */
  answers?: LateAnswers;
  cache?: EdgeCache | null;
  nowMs?: number;
}

/** A slug Strapi's `uid` field can hold (A-Z a-z 0-9 - _ . ~), at most 200 characters: nothing else can be a post. */
export const POST_SLUG = /^[A-Za-z0-9\-_.~]{1,200}$/;
/** How many of the newest published slugs the Function knows: a post newer than the build is among them unless that many were published since. */
export const NEWEST_SLUGS = 50;
const DEFAULT_CACHE_SECONDS = 60;
/** The posts one isolate remembers; past it, the oldest answer is forgotten. */
const REMEMBERED_POSTS = 200;

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

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The answers' lifetime from LATE_POST_CACHE_SECONDS. */
export function cacheSeconds(value: string | undefined): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : DEFAULT_CACHE_SECONDS;
}

/**
 * The two questions the Function asks the CMS, each answered from the isolate's memory, then
 * Cloudflare's cache, then the CMS (and remembered in both). Concurrent requests share one
 * question in flight. A failed answer is remembered as nothing for the same time, like a missing
 * one: the 404 page's own loader still asks the CMS from the visitor's browser.
 */
function cmsAsker(contentHost: string, env: LatePostEnv, deps: LatePostDeps) {
  const {
    fetchImpl = fetch,
    timeoutMs = CMS_TIMEOUT_MS.latePost,
    answers = { posts: new Map() } as LateAnswers,
    nowMs = Date.now(),
  } = deps;
  const cache = deps.cache === undefined ? edgeCache() : deps.cache;
  const ttl = cacheSeconds(env.LATE_POST_CACHE_SECONDS);

  /** The `data` of a CMS answer to `query`, through Cloudflare's cache. */
  async function read(query: string): Promise<unknown> {
    const path = `/blogs?${query}`;
    const url = cmsUrl(contentHost, path);
    const cached = ttl > 0 ? await cache?.match(url).catch(() => undefined) : undefined;
    if (cached) return ((await cached.json()) as { data?: unknown }).data;
    const res = await askCms(contentHost, { path, timeoutMs, fetchImpl });
    if (!res.ok) throw new Error(`The CMS answered ${res.status}`);
    const body = (await res.json()) as { data?: unknown };
    if (ttl > 0 && cache) {
      const copy = new Response(JSON.stringify({ data: body.data ?? null }), {
        headers: { 'Content-Type': 'application/json', 'Cache-Control': `public, max-age=${ttl}` },
      });
      await cache.put(url, copy).catch(() => undefined);
    }
    return body.data;
  }

  return {
    newest(): Promise<Set<string> | null> {
      if (answers.newest && answers.newest.until > nowMs) return answers.newest.slugs;
      const slugs = read(newestSlugsQuery(NEWEST_SLUGS)).then(
        (data) =>
          new Set(
            (Array.isArray(data) ? data : []).map((d) => (d as { slug?: unknown })?.slug).filter((x): x is string => typeof x === 'string'),
          ),
        () => null,
      );
      answers.newest = { until: nowMs + ttl * 1000, slugs };
      return slugs;
    },
    post(slug: string): Promise<Blog | null> {
      const known = answers.posts.get(slug);
      if (known && known.until > nowMs) return known.post;
      const post = read(latePostQuery(slug)).then(
        (data) => toBlog(Array.isArray(data) ? data[0] : undefined, contentHost),
        () => null,
      );
      answers.posts.delete(slug);
      if (answers.posts.size >= REMEMBERED_POSTS) answers.posts.delete(answers.posts.keys().next().value!);
      answers.posts.set(slug, { until: nowMs + ttl * 1000, post });
      return post;
    },
  };
}

/** Cloudflare's cache of this data centre, where the runtime has one. */
function edgeCache(): EdgeCache | null {
  const caches = (globalThis as { caches?: { default?: EdgeCache } }).caches;
  return caches?.default ?? null;
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
  const decoded = safeDecode(slug);
  if (decoded === null || !POST_SLUG.test(decoded)) return built;
  const ask = cmsAsker(env.PUBLIC_STRAPI_URL, env, deps);
  const newest = await ask.newest();
  if (!newest?.has(decoded)) return built;
  const post = await ask.post(decoded);
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
