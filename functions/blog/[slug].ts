/**
 * Cloudflare Pages Function for /blog/<slug>: a built post passes through untouched; a post
 * published after the last build answers 200 with its own head until the rebuild lands. The
 * logic lives in src/lib/late-post/ (unit-tested there).
 */
import { latePostResponse, type LateAnswers, type LatePostEnv } from '../../src/lib/late-post/respond';

// What this isolate has heard from the CMS: a burst of paths costs it one question per period.
const answers: LateAnswers = { posts: new Map() };

export const onRequest = ({
  request,
  env,
  next,
}: {
  request: Request;
  env: LatePostEnv;
  next: () => Promise<Response>;
}): Promise<Response> => latePostResponse(request, env, next, { answers });
