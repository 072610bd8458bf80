import { readingMinutes } from '../rich-text/reading';
import { BLOG } from '../blog/constants';
import { categoryKey, withUniqueKeys } from '../blog/categories';
import { absoluteMediaUrl } from './media-url';
import { toRichBlocks } from './rich-text';
import { isObj, num, str, unwrap, type Obj } from './guards';
import type { Author, Blog, BlogImage, Category, FocalPoint, PostSeo } from '../blog/model';
import type { StrapiAuthor, StrapiBlog, StrapiCategory, StrapiMedia, StrapiSeo } from './types';

/**
 * Strapi to the app: any blog, category, author or media shape of product §3 (Strapi 5 flat, Strapi 4
 * wrapped, fields missing) becomes the app's types with the spec's fallbacks applied. Formatting
 * for display (plain text, dates, cards) is format.ts; paths are config/routes.ts.
 */

/** Strapi's responsive renditions, narrowest first (the original comes after them). */
const STRAPI_FORMATS = ['thumbnail', 'small', 'medium', 'large'] as const;

/** The editor's focal point ({ x, y } in percent, Strapi's JSON field), or null when unset or malformed. */
export function toFocalPoint(raw: unknown): FocalPoint | null {
  if (!isObj(raw)) return null;
  const x = num(raw.x);
  const y = num(raw.y);
  return x !== null && y !== null && x >= 0 && x <= 100 && y >= 0 && y <= 100 ? { x, y } : null;
}

export function toImage(raw: unknown, contentHost: string): BlogImage | null {
  const media = unwrap<StrapiMedia & Obj>(raw);
  if (!media) return null;
  const url = str(media.url);
  const format = (name: string) => (isObj(media.formats) && isObj(media.formats[name]) ? str((media.formats[name] as Obj).url) : null);
  const thumb = format('thumbnail');
  if (!url && !thumb) return null;
  const card = format('small') ?? format('medium') ?? thumb ?? url;
  const renditions = [
    ...STRAPI_FORMATS.map((name) => (isObj(media.formats) ? media.formats[name] : null)),
    { url: media.url, width: media.width },
  ];
  const byWidth = new Map<number, string>();
  for (const r of renditions) {
    const rUrl = isObj(r) ? str(r.url) : null;
    const width = isObj(r) ? num(r.width) : null;
    if (rUrl && width && !byWidth.has(width)) byWidth.set(width, absoluteMediaUrl(rUrl, contentHost));
  }
  return {
    url: absoluteMediaUrl((url ?? thumb)!, contentHost),
    thumbnailUrl: absoluteMediaUrl((thumb ?? url)!, contentHost),
    cardUrl: absoluteMediaUrl(card!, contentHost),
    alt: str(media.alternativeText) ?? '',
    width: num(media.width),
    height: num(media.height),
    sources: [...byWidth].sort(([a], [b]) => a - b).map(([width, src]) => ({ url: src, width })),
    focalPoint: toFocalPoint(media.focalPoint),
  };
}

export function toCategory(raw: unknown): Category | null {
  const c = unwrap<StrapiCategory & Obj>(raw);
  if (!c) return null;
  const name = str(c.name);
  const id = num(c.id);
  const documentId = str(c.documentId);
  if (!name && id === null && !documentId) return null;
  return { key: categoryKey({ name: name ?? '', id, documentId }), id, documentId, name: name ?? BLOG.noCategory };
}

export function toAuthor(raw: unknown, contentHost: string): Author | null {
  const a = unwrap<StrapiAuthor & Obj>(raw);
  if (!a) return null;
  const name = str(a.name);
  if (!name) return null;
  return {
    name,
    bio: str(a.bio),
    avatarUrl: toImage(a.avatar, contentHost)?.thumbnailUrl ?? null,
    initial: name.trim().charAt(0).toUpperCase(),
  };
}

/** Any blog shape of product §3 to the app's Blog. */
export function toBlog(raw: unknown, contentHost: string): Blog | null {
  const b = unwrap<StrapiBlog & Obj>(raw);
  if (!b) return null;
  const id = str(b.documentId) ?? (num(b.id) !== null ? String(b.id) : (str(b.slug) ?? ''));
  const content = toRichBlocks(b.content, contentHost);
  return {
    id,
    slug: str(b.slug)?.trim() ?? null,
    title: str(b.title)?.trim() ?? BLOG.untitled,
    content,
    readingMinutes: readingMinutes(content),
    publishedAt: str(b.publishedAt),
    coverImage: toImage(b.coverImage, contentHost),
    category: toCategory(b.category),
    author: toAuthor(b.author, contentHost),
    seo: toSeo(b.seo, contentHost),
  };
}

/** The SEO component of a post, or null when the editor set nothing in it. */
export function toSeo(raw: unknown, contentHost: string): PostSeo | null {
  if (!isObj(raw)) return null;
  const seo = raw as StrapiSeo & Obj;
  const out: PostSeo = {
    title: str(seo.metaTitle)?.trim() || null,
    description: str(seo.metaDescription)?.trim() || null,
    image: toImage(seo.shareImage, contentHost),
    noindex: seo.noindex === true,
  };
  return out.title || out.description || out.image || out.noindex ? out : null;
}

/** Map a response's data array, dropping entries that are not objects. */
export function toBlogs(data: unknown, contentHost: string): Blog[] {
  return (Array.isArray(data) ? data : []).map((d) => toBlog(d, contentHost)).filter((b): b is Blog => b !== null);
}

/** The categories of a response, each with a key no other one has. */
export function toCategories(data: unknown): Category[] {
  return withUniqueKeys((Array.isArray(data) ? data : []).map(toCategory).filter((c): c is Category => c !== null && c.key !== ''));
}
