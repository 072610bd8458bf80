import { apiBase } from '../src/lib/strapi/queries';

/** How a write to the CMS is sent: the token that may make it, and how long it may take. */
export interface WriteOptions {
  token: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/**
 * One enquiry to the CMS's enquiry door (cms/src/api/enquiry): created on its first report, its
 * e-mail outcome moved on by the later ones under the same key. `outcomeOnly` asks the CMS never
 * to create it (Turnstile on: only a first report with a passing token may). Rejects when the CMS
 * does not answer in time; the caller reads the status.
 */
export function writeEnquiry(
  contentHost: string,
  entry: object,
  { outcomeOnly = false, token, fetchImpl = fetch, timeoutMs = 8_000 }: WriteOptions & { outcomeOnly?: boolean },
): Promise<Response> {
  return fetchImpl(`${apiBase(contentHost)}/enquiries`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: entry, ...(outcomeOnly ? { outcomeOnly: true } : {}) }),
    signal: AbortSignal.timeout(timeoutMs),
  });
}
