import type { StrapiRelation } from './types';

/** Narrowing for JSON of unknown shape (a CMS answer, rich-text blocks): nothing is trusted. */
export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A string with something in it, else null. */
export const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** A finite number, else null. */
export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Strip Strapi 4's `{ data }` and `{ id, attributes }` wrappers. */
export function unwrap<T extends Obj>(value: StrapiRelation<T> | unknown): T | null {
  let v: unknown = value;
  if (isObj(v) && 'data' in v && !('url' in v) && !('title' in v)) v = v.data;
  if (Array.isArray(v)) v = v[0];
  if (!isObj(v)) return null;
  if (isObj(v.attributes)) return { id: v.id, documentId: v.documentId, ...v.attributes } as unknown as T;
  return v as T;
}

/** The posts' titles of a collection answer's `data`, in either shape; items without one are left out. */
export function titlesOf(data: unknown): string[] {
  return (Array.isArray(data) ? data : []).map((d) => unwrap<{ title?: unknown }>(d)?.title).filter((t): t is string => str(t) !== null);
}
