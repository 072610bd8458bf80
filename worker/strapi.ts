import { apiBase } from '../src/lib/strapi/queries';

/**
 * How long the edge waits for the CMS, by who is waiting. A visitor asking for a post newer than
 * the build waits least (the 404 page's own loader asks again from the browser); an editor's
 * preview most (a Strapi waking from idle); an enquiry's write in between (its visitor was
 * thanked already, and the browser's record is kept to send again).
 */
export const CMS_TIMEOUT_MS = { latePost: 4_000, preview: 10_000, write: 8_000 } as const;

interface CmsRequest {
  /** The path under the CMS's /api, with its query. */
  path: string;
  /** A token for the call; none for the public Content API. */
  token?: string;
  /** A JSON body makes the call a POST. */
  body?: object;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

/** The address of `path` (with its query) under the CMS's /api: the one place the edge builds it. */
export const cmsUrl = (contentHost: string, path: string): string => `${apiBase(contentHost)}${path}`;

/**
 * The edge's one way to the CMS: the API's address, JSON, the token as a bearer, and the time it
 * may take. It never retries (whoever waits has a way on: the browser's loader, Retry, the record
 * the browser keeps) and rejects when the CMS does not answer in time; the caller reads the status.
 */
export function askCms(contentHost: string, { path, token, body, timeoutMs, fetchImpl = fetch }: CmsRequest): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetchImpl(cmsUrl(contentHost, path), {
    ...(body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }),
    headers,
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** How a write to the CMS is sent: the token that may make it, and how long it may take. */
interface WriteOptions {
  token: string;
  fetchImpl?: typeof fetch;
  timeoutMs: number;
}

/**
 * One enquiry to the CMS's enquiry door (cms/src/api/enquiry): created on its first report, its
 * e-mail outcome moved on by the later ones under the same key. `outcomeOnly` asks the CMS never
 * to create it (Turnstile on: only a first report with a passing token may).
 */
export function writeEnquiry(
  contentHost: string,
  entry: object,
  { outcomeOnly = false, token, fetchImpl = fetch, timeoutMs }: WriteOptions & { outcomeOnly?: boolean },
): Promise<Response> {
  return askCms(contentHost, {
    path: '/enquiries',
    token,
    body: { data: entry, ...(outcomeOnly ? { outcomeOnly: true } : {}) },
    timeoutMs,
    fetchImpl,
  });
}
