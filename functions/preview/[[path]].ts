/**
 * Cloudflare Pages Function for every path under /preview/: signed draft previews for the
 * CMS's Preview button. The logic lives in src/lib/preview/ (unit-tested there).
 */
import { previewResponse, type PreviewEnv } from '../../src/lib/preview/respond';

export const onRequest = ({ request, env }: { request: Request; env: PreviewEnv }): Promise<Response> => previewResponse(request, env);
