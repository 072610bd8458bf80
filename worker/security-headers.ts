import { EVERY_ANSWER, NO_PAGE_ANSWER } from '../src/lib/security/policy';

/**
 * The Worker's own answers with the security headers the pages carry. Cloudflare applies
 * dist/_headers to what the assets serve, never to a Response the Worker makes: the enquiry door's
 * JSON, a refusal, an error. A header the answer already has stays as it is: a page built from an
 * asset (a late post, a preview) keeps the policy `_headers` gave it, the preview's
 * frame-ancestors included; an answer without a policy of its own is no page, and gets the one
 * that allows nothing.
 */
export function withSecurityHeaders(answer: Response): Response {
  const wanted = { ...EVERY_ANSWER, ...(answer.headers.has('Content-Security-Policy') ? {} : NO_PAGE_ANSWER) };
  const missing = Object.entries(wanted).filter(([name]) => !answer.headers.has(name));
  if (missing.length === 0) return answer;
  // A fetched Response's headers are immutable: a copy with the same status and body.
  const guarded = new Response(answer.body, answer);
  for (const [name, value] of missing) guarded.headers.set(name, value);
  return guarded;
}
