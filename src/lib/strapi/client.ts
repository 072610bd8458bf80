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
  /** Attempts in all (the build retries briefly; the browser list once, BROWSER_FETCH). */
  attempts?: number;
  retryDelayMs?: number;
  /** Give up on one attempt after this long (a timeout counts as a failure worth retrying). */
  timeoutMs?: number;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

/** The build's calls: a few tries a second apart, then the build fails loudly (never a partial blog). */
export const BUILD_FETCH = { attempts: 3, retryDelayMs: 1000 } as const satisfies FetchOptions;

/**
 * The blog list island's calls: a Strapi that answers 429 or 503, or not within
 * 8 s, is asked once more after a short backoff before the visitor sees product §8's message.
 */
export const BROWSER_FETCH = { attempts: 2, retryDelayMs: 400, timeoutMs: 8_000 } as const satisfies FetchOptions;

/** One attempt's signal: the caller's, plus a timeout of its own. */
function attemptSignal(signal: AbortSignal | undefined, timeoutMs: number | undefined): { signal?: AbortSignal; done(): void } {
  if (!timeoutMs) return signal ? { signal, done() {} } : { done() {} };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('CMS request timed out', 'TimeoutError')), timeoutMs);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

/**
 * GET `${contentHost}/api/${path}?${query}` and return the parsed Strapi collection.
 * Non-2xx answers and network failures become a CmsError naming the URL and status.
 */
export async function getCollection<T>(
  contentHost: string,
  path: string,
  query: string,
  { attempts = 1, retryDelayMs = 500, timeoutMs, signal, fetchImpl = fetch }: FetchOptions = {},
): Promise<StrapiCollection<T>> {
  const url = `${apiBase(contentHost)}/${path}${query ? `?${query}` : ''}`;
  let last: CmsError | null = null;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const attemptAbort = attemptSignal(signal, timeoutMs);
    try {
      const res = await fetchImpl(url, {
        headers: { Accept: 'application/json' },
        ...(attemptAbort.signal ? { signal: attemptAbort.signal } : {}),
      });
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
      else if (attemptAbort.signal?.aborted) last = new CmsError(`CMS request timed out after ${timeoutMs} ms (${url})`, url, null);
      else last = new CmsError(`CMS request failed: ${(err as Error).message} (${url})`, url, null);
    } finally {
      attemptAbort.done();
    }
    if (attempt < attempts) await new Promise((r) => setTimeout(r, retryDelayMs * attempt));
  }
  throw last ?? new CmsError(`CMS request failed (${url})`, url, null);
}
