/**
 * Raw shapes the content service may answer with (product §3): flat Strapi 5 items and
 * Strapi 4 `{ id, attributes }` items, relations bare or nested under `data`.
 * Everything is optional: the mappers check each field where it enters.
 */
export type StrapiRelation<T> = T | { data: T | null } | null | undefined;

export interface StrapiMediaFormat {
  url?: string;
  width?: number;
  height?: number;
}

export interface StrapiMedia {
  id?: number;
  documentId?: string;
  url?: string;
  alternativeText?: string | null;
  caption?: string | null;
  width?: number | null;
  height?: number | null;
  formats?: Record<string, StrapiMediaFormat | undefined> | null;
  /** The media library's focal point picker: percent from the left and the top. */
  focalPoint?: { x?: number; y?: number } | null;
  attributes?: Omit<StrapiMedia, 'attributes'>;
}

export interface StrapiCategory {
  id?: number;
  documentId?: string;
  name?: string | null;
  attributes?: Omit<StrapiCategory, 'attributes'>;
}

export interface StrapiAuthor {
  id?: number;
  documentId?: string;
  name?: string | null;
  bio?: string | null;
  avatar?: StrapiRelation<StrapiMedia>;
  attributes?: Omit<StrapiAuthor, 'attributes'>;
}

export interface StrapiBlog {
  id?: number;
  documentId?: string;
  title?: string | null;
  slug?: string | null;
  content?: unknown;
  publishedAt?: string | null;
  coverImage?: StrapiRelation<StrapiMedia>;
  category?: StrapiRelation<StrapiCategory>;
  author?: StrapiRelation<StrapiAuthor>;
  /** The editors' SEO and social fields (cms/src/components/shared/seo.json); the build asks for them. */
  seo?: StrapiSeo | null;
  attributes?: Omit<StrapiBlog, 'attributes'>;
}

export interface StrapiSeo {
  metaTitle?: string | null;
  metaDescription?: string | null;
  shareImage?: StrapiRelation<StrapiMedia>;
  noindex?: boolean | null;
}

export interface StrapiPagination {
  page?: number;
  pageSize?: number;
  pageCount?: number;
  total?: number;
}

export interface StrapiCollection<T> {
  data: T[] | null;
  meta?: { pagination?: StrapiPagination };
  error?: { status?: number; name?: string; message?: string };
}

/** One Redirect entry as Strapi 5 answers it (cms/src/api/redirect). */
export interface StrapiRedirect {
  from?: string | null;
  to?: string | null;
  permanent?: boolean | null;
}
