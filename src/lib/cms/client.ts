import { apiBase } from './queries';
import type { StrapiCollection } from './types';

/** A failed CMS call, with the URL and status for a message an editor can act on. */
export class CmsError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'CmsError';
  }
}

export interface FetchOptions {
  /** Attempts in all (the build retries briefly; the browser does not). */
  attempts?: number;
  retryDelayMs?: number;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

/**
 * GET `${contentHost}/api/${path}?${query}` and return the parsed Strapi collection.
 * Non-2xx answers and network failures become a CmsError naming the URL and status.
 */
export async function getCollection<T>(
  contentHost: string,
  path: string,
  query: string,
  { attempts = 1, retryDelayMs = 500, signal, fetchImpl = fetch }: FetchOptions = {},
): Promise<StrapiCollection<T>> {
  const url = `${apiBase(contentHost)}/${path}${query ? `?${query}` : ''}`;
  let last: CmsError | null = null;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const res = await fetchImpl(url, { headers: { Accept: 'application/json' }, ...(signal ? { signal } : {}) });
      if (!res.ok) {
        let detail = '';
        try {
          const body = (await res.json()) as StrapiCollection<T>;
          detail = body.error?.message ? `: ${body.error.message}` : '';
        } catch {
          /* not JSON */
        }
        last = new CmsError(`CMS request failed with status ${res.status}${detail} (${url})`, url, res.status);
        // A 4xx will not get better by asking again.
        if (res.status < 500 && res.status !== 429) break;
      } else {
        const body = (await res.json()) as StrapiCollection<T>;
        if (!body || (!Array.isArray(body.data) && body.data !== null)) {
          throw new CmsError(`CMS answered without a data array (${url})`, url, res.status);
        }
        return body;
      }
    } catch (err) {
      if (signal?.aborted) throw err;
      if (err instanceof CmsError) last = err;
      else last = new CmsError(`CMS request failed: ${(err as Error).message} (${url})`, url, null);
    }
    if (attempt < attempts) await new Promise((r) => setTimeout(r, retryDelayMs * attempt));
  }
  throw last ?? new CmsError(`CMS request failed (${url})`, url, null);
}
