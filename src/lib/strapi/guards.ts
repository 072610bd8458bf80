/** Narrowing for JSON of unknown shape (a CMS answer, rich-text blocks): nothing is trusted. */
export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A string with something in it, else null. */
export const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** A finite number, else null. */
export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
