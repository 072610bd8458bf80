import { CMS_TIMEOUT_MS, writeEnquiry } from './strapi';
import { ENQUIRY_BODY_MAX_BYTES, ENQUIRY_MIN_FILL_MS, toStoredEnquiry } from '../src/lib/enquiry/record';
import { parseEnquiryRecord } from './record-schema';
import { TURNSTILE_VERIFY_URL } from '../src/lib/enquiry/turnstile';
import { FIRST_LAYER_LIMIT, clientKey, rateLimitOf, type RateCounter, type RateLimiter } from './rate-limit';

/**
 * The door of POST /api/enquiries (worker/index.ts): the edge checks what a browser
 * sent, as an attacker would send it, and only then hands it to Strapi with a token that can
 * create enquiries and nothing else. Every answer is JSON: `{ ok: true }` or `{ error }`.
 */

/** What the Worker is given (wrangler.jsonc's variables and bindings, and its secrets). */
export interface IntakeEnv {
  PUBLIC_STRAPI_URL?: string;
  /** A Strapi API token with Enquiry: create only (README, operators). */
  STRAPI_ENQUIRY_TOKEN?: string;
  /** The canonical origin; the request's own origin is always allowed too. */
  SITE_URL?: string;
  /** "requests/seconds" per client, default 10/600. */
  ENQUIRY_RATE_LIMIT?: string;
  /** Cloudflare Turnstile's secret: set, a new enquiry needs a valid Turnstile token. Unset: off. */
  TURNSTILE_SECRET_KEY?: string;
  /** Where tokens are verified: Cloudflare's siteverify unless set (the test harness's own stand-in on loopback). */
  TURNSTILE_VERIFY_URL?: string;
}

export interface IntakeDeps {
  /** The rate limit's counter (D1 on Cloudflare); none means the door is not set up. */
  counter: RateCounter | null;
  /** Cloudflare's Rate Limiting binding, the first layer in front of the counter; none: the counter alone. */
  limiter?: RateLimiter | null;
  fetchImpl?: typeof fetch;
  nowMs?: number;
  /** How long Strapi may take before the edge answers 503. */
  timeoutMs?: number;
}

export const INTAKE_ERRORS = {
  method: 'Only POST is allowed here',
  origin: 'Enquiries are only accepted from this site',
  contentType: 'Send the enquiry as application/json',
  tooLarge: `The enquiry is larger than ${ENQUIRY_BODY_MAX_BYTES} bytes`,
  malformed: 'The body is not valid JSON',
  rateLimited: 'Too many enquiries from this address: please wait a few minutes, or call us',
  notSetUp: 'Enquiries cannot be stored here yet: the site is not set up for it',
  unavailable: 'The enquiry could not be stored just now',
  turnstile: 'The check that you are a person did not pass: please try it again',
} as const;

/** Ask Turnstile whether a token is good (single use). Never throws: a failure is a no. */
async function turnstilePasses(
  token: string,
  secret: string,
  client: string,
  { fetchImpl, timeoutMs, verifyUrl }: { fetchImpl: typeof fetch; timeoutMs: number; verifyUrl: string },
): Promise<boolean> {
  if (!token) return false;
  try {
    const res = await fetchImpl(verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ secret, response: token, remoteip: client }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return res.ok && ((await res.json()) as { success?: unknown }).success === true;
  } catch {
    return false;
  }
}

const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
} as const;

function answer(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** Origins a browser may post from: the request's own (the site as served) and SITE_URL's. */
function allowedOrigin(origin: string | null, request: Request, env: IntakeEnv): boolean {
  if (!origin) return false;
  const allowed = [new URL(request.url).origin];
  try {
    if (env.SITE_URL) allowed.push(new URL(env.SITE_URL).origin);
  } catch {
    /* a malformed SITE_URL allows nothing more */
  }
  return allowed.includes(origin);
}

/** The body as text, or null when it is longer than the cap (read no further than that). */
async function readCapped(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > max) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Answer POST /api/enquiries. In order: the method (405), the origin (403), the type (415), the
 * rate limit per client (429, before reading the body; worker/rate-limit.ts), the size (413), the JSON (400), the
 * schema (400); then a bot (honeypot filled, or faster than a person) is thanked with nothing
 * stored, and a person's enquiry goes to Strapi (503 when it is not set up or does not answer).
 */
export async function handleEnquiry(request: Request, env: IntakeEnv, deps: IntakeDeps): Promise<Response> {
  const { counter, limiter = null, fetchImpl = fetch, nowMs = Date.now(), timeoutMs = CMS_TIMEOUT_MS.write } = deps;
  if (request.method !== 'POST') return answer(405, { error: INTAKE_ERRORS.method }, { Allow: 'POST' });
  if (!allowedOrigin(request.headers.get('Origin'), request, env)) return answer(403, { error: INTAKE_ERRORS.origin });
  const type = request.headers.get('Content-Type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) return answer(415, { error: INTAKE_ERRORS.contentType });

  const token = env.STRAPI_ENQUIRY_TOKEN ?? '';
  const contentHost = env.PUBLIC_STRAPI_URL ?? '';
  if (!counter || !token || !contentHost) return answer(503, { error: INTAKE_ERRORS.notSetUp });

  // Cloudflare sets CF-Connecting-IP itself (a client's own is replaced at the edge).
  const client = request.headers.get('CF-Connecting-IP') ?? 'unknown';
  const key = clientKey(client);
  // The first layer: past the binding's limit, nothing more is spent on this request.
  if (limiter) {
    let passed = true;
    try {
      passed = (await limiter.limit({ key })).success;
    } catch (error) {
      console.error(`The enquiry rate limit's first layer failed, so the D1 counter decides: ${String(error)}`);
    }
    if (!passed) return answer(429, { error: INTAKE_ERRORS.rateLimited }, { 'Retry-After': String(FIRST_LAYER_LIMIT.period) });
  }
  const limit = rateLimitOf(env.ENQUIRY_RATE_LIMIT);
  const window = Math.floor(nowMs / 1000 / limit.seconds);
  let count = 0;
  try {
    count = await counter.hit(key, window, limit.requests);
  } catch (error) {
    // The limiter's store failing (D1 down, out of quota) must not close the door on genuine
    // enquiries: the WAF's rule, the honeypot, the fill time and Turnstile still stand.
    console.error(`The enquiry rate limit's store failed, so this request was let through: ${String(error)}`);
  }
  if (count > limit.requests) {
    const retryAfter = String((window + 1) * limit.seconds - Math.floor(nowMs / 1000));
    return answer(429, { error: INTAKE_ERRORS.rateLimited }, { 'Retry-After': retryAfter });
  }

  const text = await readCapped(request, ENQUIRY_BODY_MAX_BYTES);
  if (text === null) return answer(413, { error: INTAKE_ERRORS.tooLarge });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer(400, { error: INTAKE_ERRORS.malformed });
  }
  const parsed = parseEnquiryRecord(body);
  if (!parsed.ok) return answer(400, { error: parsed.error });
  const record = parsed.value;

  // The wizard's own bot rules, held here too: a bot is told what a person is, and nothing is kept.
  if (record.company.trim() !== '' || record.fillMs < ENQUIRY_MIN_FILL_MS) return answer(200, { ok: true });

  // Turnstile on: only an enquiry's first request (its e-mail pending) may create it, with a token
  // that passes (tokens are single-use); its later reports only move an existing one's outcome on.
  let outcomeOnly = false;
  if (env.TURNSTILE_SECRET_KEY) {
    if (record.emailOutcome !== 'pending') outcomeOnly = true;
    else if (
      !(await turnstilePasses(record.turnstileToken ?? '', env.TURNSTILE_SECRET_KEY, client, {
        fetchImpl,
        timeoutMs,
        verifyUrl: env.TURNSTILE_VERIFY_URL || TURNSTILE_VERIFY_URL,
      }))
    ) {
      return answer(403, { error: INTAKE_ERRORS.turnstile });
    }
  }

  let res: Response;
  try {
    res = await writeEnquiry(contentHost, toStoredEnquiry(record), { outcomeOnly, token, fetchImpl, timeoutMs });
  } catch {
    return answer(503, { error: INTAKE_ERRORS.unavailable });
  }
  if (!res.ok) return answer(503, { error: INTAKE_ERRORS.unavailable });
  return answer(res.status === 201 ? 201 : 200, { ok: true });
}
