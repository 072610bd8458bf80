/**
 * The site's Cloudflare Worker (wrangler.jsonc): dist/ as static assets, with three routes of its
 * own. Cloudflare serves every other path from the assets without running this code (the
 * config's run_worker_first lists these three), with dist/'s _headers, _redirects and 404 page.
 * - /api/enquiries: the enquiry door (enquiry.ts), behind Cloudflare's Rate Limiting
 *   binding and then the exact D1 counter;
 * - /blog/<slug>: a built post as it is, a post published after the last build from the CMS
 *   (late-post.ts);
 * - /preview/...: signed draft previews for the CMS's Preview button (preview.ts, signature.ts).
 * Every answer leaves with the pages' security headers (./security-headers.ts).
 */
import { handleEnquiry, type IntakeEnv } from './enquiry';
import { d1Counter, type D1Like, type RateLimiter } from './rate-limit';
import { latePostResponse, type LateAnswers, type LatePostEnv } from './late-post';
import { previewResponse, type PreviewEnv } from './preview';
import { withSecurityHeaders } from './security-headers';

export interface Env extends IntakeEnv, LatePostEnv, PreviewEnv {
  ASSETS: { fetch(request: Request): Promise<Response> };
  ENQUIRY_RATE?: D1Like;
  ENQUIRY_LIMITER?: RateLimiter;
}

// What this isolate remembers: the clients over their D1 limit (their next requests cost no D1
// query), and the CMS's answers about late posts (a burst of paths costs one question a period).
const overLimit = new Map<string, true>();
const answers: LateAnswers = { posts: new Map() };

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    return withSecurityHeaders(await route(request, env));
  },
};

function route(request: Request, env: Env): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === '/api/enquiries')
    return handleEnquiry(request, env, {
      counter: env.ENQUIRY_RATE ? d1Counter(env.ENQUIRY_RATE, overLimit) : null,
      limiter: env.ENQUIRY_LIMITER ?? null,
    });
  if (pathname === '/preview' || pathname.startsWith('/preview/')) return previewResponse(request, env);
  if (/^\/blog\/[^/]+\/?$/.test(pathname)) return latePostResponse(request, env, () => env.ASSETS.fetch(request), { answers });
  return env.ASSETS.fetch(request);
}
