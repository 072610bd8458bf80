import { BLOG, type CardVariant } from './constants';
import { categoryKey, withUniqueKeys } from './categories';
import { truncate } from './truncate';
import type { StrapiAuthor, StrapiBlog, StrapiCategory, StrapiMedia, StrapiRelation } from './types';

/** The app's blog post, whatever shape the CMS answered with (SPEC §3). */
export interface Blog {
  id: string;
  slug: string | null;
  /** Title with the "Untitled Blog" fallback applied. */
  title: string;
  content: unknown[];
  publishedAt: string | null;
  coverImage: BlogImage | null;
  category: Category | null;
  author: Author | null;
}

export interface BlogImage {
  url: string;
  thumbnailUrl: string;
  /** A card-sized rendition (Strapi's `small`, else `medium`, else the thumbnail). */
  cardUrl: string;
  alt: string;
  width: number | null;
  height: number | null;
  /** Every rendition with a known width (Strapi's formats and the original), narrowest first. */
  sources: ImageSource[];
}

export interface ImageSource {
  url: string;
  width: number;
}

export interface Category {
  /** The readable key of the list's URL (`?category=marketing-crm`): lib/cms/categories.ts. */
  key: string;
  id: number | null;
  documentId: string | null;
  name: string;
}

export interface Author {
  name: string;
  bio: string | null;
  avatarUrl: string | null;
  /** First letter of the name, for the avatar fallback. */
  initial: string;
}

/** A card of the home carousel or the list grid, with SPEC §9's limits and fallbacks applied. */
export interface BlogCard {
  id: string;
  slug: string | null;
  title: string;
  excerpt: string;
  categoryLabel: string;
  dateLabel: string;
  publishedAt: string | null;
  imageUrl: string | null;
  /** `srcset` of the cover's renditions, so a phone fetches a phone-sized file. */
  imageSrcset: string | null;
  imageAlt: string;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Strip Strapi 4's `{ data }` and `{ id, attributes }` wrappers. */
export function unwrap<T extends Obj>(value: StrapiRelation<T> | unknown): T | null {
  let v: unknown = value;
  if (isObj(v) && 'data' in v && !('url' in v) && !('title' in v)) v = v.data;
  if (Array.isArray(v)) v = v[0];
  if (!isObj(v)) return null;
  if (isObj(v.attributes)) return { id: v.id, documentId: v.documentId, ...v.attributes } as unknown as T;
  return v as T;
}

/** Upload URLs are relative in Strapi (`/uploads/...`): put the content host in front (SPEC §5). */
export function absoluteMediaUrl(url: string, contentHost: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  return `${contentHost.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function toImage(raw: unknown, contentHost: string): BlogImage | null {
  const media = unwrap<StrapiMedia & Obj>(raw);
  if (!media) return null;
  const url = str(media.url);
  const format = (name: string) =>
    isObj(media.formats) && isObj(media.formats[name]) ? str((media.formats[name] as Obj).url) : null;
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
  };
}

/** Strapi's responsive renditions, narrowest first (the original comes after them). */
const STRAPI_FORMATS = ['thumbnail', 'small', 'medium', 'large'] as const;

/** An `srcset` value for the renditions, or null when there are none to choose from. */
export function srcsetOf(sources: readonly ImageSource[]): string | null {
  return sources.length ? sources.map((s) => `${s.url} ${s.width}w`).join(', ') : null;
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

/** Any blog shape of SPEC §3 to the app's Blog. */
export function toBlog(raw: unknown, contentHost: string): Blog | null {
  const b = unwrap<StrapiBlog & Obj>(raw);
  if (!b) return null;
  const id = str(b.documentId) ?? (num(b.id) !== null ? String(b.id) : str(b.slug) ?? '');
  return {
    id,
    slug: str(b.slug)?.trim() ?? null,
    title: str(b.title)?.trim() ?? BLOG.untitled,
    content: Array.isArray(b.content) ? b.content : [],
    publishedAt: str(b.publishedAt),
    coverImage: toImage(b.coverImage, contentHost),
    category: toCategory(b.category),
    author: toAuthor(b.author, contentHost),
  };
}

/** Map a response's data array, dropping entries that are not objects. */
export function toBlogs(data: unknown, contentHost: string): Blog[] {
  return (Array.isArray(data) ? data : []).map((d) => toBlog(d, contentHost)).filter((b): b is Blog => b !== null);
}

/** The categories of a response, each with a key no other one has. */
export function toCategories(data: unknown): Category[] {
  return withUniqueKeys((Array.isArray(data) ? data : []).map(toCategory).filter((c): c is Category => c !== null && c.key !== ''));
}


/** Plain text of rich-text blocks (their children's text), whitespace collapsed. */
export function plainText(blocks: unknown): string {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (isObj(node)) {
      if (typeof node.text === 'string') out.push(node.text);
      if (node.children) walk(node.children);
      if (node.type === 'image') return;
    }
  };
  for (const block of Array.isArray(blocks) ? blocks : []) {
    walk(block);
    out.push(' ');
  }
  return out.join('').replace(/\s+/g, ' ').trim();
}

/** "January 5, 2025" (en-US long, UTC so build and browser agree), or null. */
export function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

export function toCard(blog: Blog, variant: CardVariant): BlogCard {
  const text = plainText(blog.content);
  return {
    id: blog.id,
    slug: blog.slug,
    title: truncate(blog.title, BLOG.titleMax[variant]),
    excerpt: text ? truncate(text, BLOG.excerptMax[variant]) : BLOG.noExcerpt,
    categoryLabel: blog.category?.name ?? BLOG.categoryFallback[variant],
    dateLabel: formatDate(blog.publishedAt) ?? BLOG.unpublished[variant],
    publishedAt: blog.publishedAt,
    imageUrl: blog.coverImage?.cardUrl ?? null,
    imageSrcset: blog.coverImage ? srcsetOf(blog.coverImage.sources) : null,
    imageAlt: blog.coverImage?.alt ?? '',
  };
}

/** Path of a post page. */
export function blogHref(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}
