/**
 * The enquiry door's rate limit per client (enquiry.ts), in two layers:
 * - first, Cloudflare's Rate Limiting binding (ENQUIRY_LIMITER, wrangler.jsonc): kept in the
 *   location's memory, approximate, free; a flood past its limit is turned away before the
 *   second layer, the honeypot or Strapi see it, and costs no storage at all;
 * - then the exact count in a Cloudflare D1 database (binding ENQUIRY_RATE), over a longer window.
 * The D1 counter is built so that a flood cannot turn it into an outage:
 * - a client over its limit costs no write: the count stops at the limit (a conditional upsert
 *   that changes nothing past it), and this isolate remembers it for the rest of the window;
 * - an IPv6 client is its /64, the block one home or server connection is given;
 * - the caller lets a request through when the store fails (enquiry.ts), so D1 being down or out
 *   of quota never refuses a genuine enquiry.
 */

/** Cloudflare's Rate Limiting binding (its `limit` method): false once the key is over its limit. */
export interface RateLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/**
 * The binding's limit, in wrangler.jsonc (ratelimits): per client key (an IPv4 address, an IPv6
 * /64), `limit` requests each `period` seconds (10 or 60: the only periods Cloudflare offers). An
 * enquiry is two requests, a person sends one or two: 10 a minute never stops one, and a flood is
 * down to 10 a minute per client before D1.
 */
export const FIRST_LAYER_LIMIT = { limit: 10, period: 60 } as const;

/** Counts a client's requests in a time window, up to a limit. */
export interface RateCounter {
  /**
   * Count one request of `client` in `window`: the count with it, or `limit + 1` once the client
   * is over `limit` (then nothing is written).
   */
  hit(client: string, window: number, limit: number): Promise<number>;
}

/** The limit on each client unless ENQUIRY_RATE_LIMIT says otherwise: an enquiry is two requests (stored, then its e-mail's outcome). */
export const DEFAULT_RATE_LIMIT = { requests: 10, seconds: 600 } as const;

/** ENQUIRY_RATE_LIMIT ("10/600"), or the default when unset or unreadable. */
export function rateLimitOf(value: string | undefined): { requests: number; seconds: number } {
  const match = /^(\d+)\/(\d+)$/.exec(value?.trim() ?? '');
  const requests = Number(match?.[1]);
  const seconds = Number(match?.[2]);
  return requests > 0 && seconds > 0 ? { requests, seconds } : DEFAULT_RATE_LIMIT;
}

/** The eight groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  // An IPv4 tail (::ffff:192.0.2.1) as two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const bytes = v4.slice(1).map(Number);
    if (bytes.some((b) => b > 255)) return null;
    text = `${text.slice(0, v4.index)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (s: string) => (s === '' ? [] : s.split(':'));
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

/**
 * The key a client is counted under: an IPv4 address as it is; an IPv6 address as its /64
 * ("2001:db8:1:2::/64"), since one connection is given a whole /64 and can take a new address
 * for every request; an IPv4 address mapped into IPv6 as that IPv4 address; anything else as
 * "unknown" (one shared count: Cloudflare always sets CF-Connecting-IP).
 */
export function clientKey(address: string | null): string {
  const text = (address ?? '').trim();
  if (/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.test(text) && text.split('.').every((b) => Number(b) <= 255)) {
    return text.split('.').map(Number).join('.');
  }
  const groups = ipv6Groups(text);
  if (!groups) return 'unknown';
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The part of Cloudflare's D1 binding the counter uses. */
export interface D1Like {
  prepare(sql: string): { bind(...values: unknown[]): { first<T>(): Promise<T | null>; run(): Promise<unknown> }; run(): Promise<unknown> };
}

/**
 * The counter's table, and an index on its window: the tidy that each client's first request
 * runs (`DELETE ... WHERE win < ?`) then reads only the rows it deletes, where without it SQLite
 * reads the whole table every time, so a flood from many clients cost reads that grew with the
 * square of their number (rate-limit.test.ts reads the query plan).
 */
export const RATE_TABLE = [
  'CREATE TABLE IF NOT EXISTS enquiry_rate (client TEXT NOT NULL, win INTEGER NOT NULL, hits INTEGER NOT NULL, PRIMARY KEY (client, win))',
  'CREATE INDEX IF NOT EXISTS enquiry_rate_win ON enquiry_rate (win)',
] as const;

/** The tidy: the windows before the last go. */
export const RATE_TIDY = 'DELETE FROM enquiry_rate WHERE win < ?1';

/** How many over-limit clients one isolate remembers; past it, the oldest is forgotten (and asks D1 again, writing nothing). */
const REMEMBERED = 10_000;

/**
 * The rate limit's counter on D1. One statement per request while the client is under its limit
 * (an atomic upsert, so concurrent requests never share a count), none once this isolate knows
 * it is over; the first request of a client's window also drops the windows before the last.
 * @param overLimit where an isolate remembers the clients over their limit (`client|window`);
 *   the Function keeps one for the isolate's life
 */
export function d1Counter(db: D1Like, overLimit: Map<string, true> = new Map()): RateCounter {
  let ready: Promise<unknown> | null = null;
  return {
    async hit(client, window, limit) {
      const key = `${client}|${window}`;
      if (overLimit.has(key)) return limit + 1;
      ready ??= (async () => {
        for (const sql of RATE_TABLE) await db.prepare(sql).run();
      })().catch((error: unknown) => {
        ready = null;
        throw error;
      });
      await ready;
      // Past the limit the update's condition fails: no row changes, none comes back.
      const row = await db
        .prepare(
          'INSERT INTO enquiry_rate (client, win, hits) VALUES (?1, ?2, 1) ON CONFLICT (client, win) DO UPDATE SET hits = hits + 1 WHERE hits < ?3 RETURNING hits',
        )
        .bind(client, window, limit)
        .first<{ hits: number }>();
      if (!row) {
        if (overLimit.size >= REMEMBERED) overLimit.delete(overLimit.keys().next().value!);
        overLimit.set(key, true);
        return limit + 1;
      }
      if (row.hits === 1) {
        await db
          .prepare(RATE_TIDY)
          .bind(window - 1)
          .run();
      }
      return row.hits;
    },
  };
}
