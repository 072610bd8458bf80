import { toBlog } from '../src/lib/strapi/mappers';
import { previewQuery } from '../src/lib/strapi/queries';
import { askCms, CMS_TIMEOUT_MS } from './strapi';
import { PREVIEW_DATA_ID, PREVIEW_PROBLEMS, type PreviewPayload } from '../src/lib/preview/messages';
import { verifyPreview } from './signature';
import { PREVIEW_SHELL_PATH } from '../src/config/routes';

/** What the Worker is given (wrangler.jsonc's variables and bindings, and its secrets). */
export interface PreviewEnv {
  PREVIEW_SECRET?: string;
  STRAPI_PREVIEW_TOKEN?: string;
  PUBLIC_STRAPI_URL?: string;
  /** Pages' static assets: the preview shell page. */
  ASSETS: { fetch(input: Request | URL | string, init?: RequestInit): Promise<Response> };
}

export interface PreviewDeps {
  fetchImpl?: typeof fetch;
  nowMs?: number;
  /** How long Strapi may take before the preview says it did not answer. */
  timeoutMs?: number;
}

/**
 * Headers of every preview response: never cached, never indexed. The shell's own security
 * headers (from dist/_headers, whose /preview/* rule lets the CMS's admin frame it) are kept.
 */
export const PREVIEW_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

const KEPT_SHELL_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
];

/** JSON for a `<script type="application/json">`: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** The shell page with the payload in its data block. */
export function fillShell(html: string, payload: PreviewPayload): string {
  const block = new RegExp(`(<script type="application/json" id="${PREVIEW_DATA_ID}">)[\\s\\S]*?(</script>)`);
  if (!block.test(html)) throw new Error(`The preview shell has no #${PREVIEW_DATA_ID} block.`);
  return html.replace(block, (_, open: string, close: string) => `${open}${scriptJson(payload)}${close}`);
}

/** Asks Strapi for the post; the outcome as a payload (never throws). */
export async function loadPreview(url: URL, env: PreviewEnv, deps: PreviewDeps = {}): Promise<PreviewPayload> {
  const { fetchImpl = fetch, nowMs = Date.now(), timeoutMs = CMS_TIMEOUT_MS.preview } = deps;
  const secret = env.PREVIEW_SECRET ?? '';
  const token = env.STRAPI_PREVIEW_TOKEN ?? '';
  const contentHost = env.PUBLIC_STRAPI_URL ?? '';
  if (!secret || !token || !contentHost) return { ok: false, problem: 'not-configured' };

  const verdict = await verifyPreview(url, secret, nowMs);
  if (!verdict.ok) return { ok: false, problem: verdict.reason };
  const { documentId, status } = verdict.claims;

  let res: Response;
  try {
    res = await askCms(contentHost, {
      path: `/blogs/${encodeURIComponent(documentId)}?${previewQuery(status)}`,
      token,
      timeoutMs,
      fetchImpl,
    });
  } catch {
    return { ok: false, problem: 'cms-unavailable' };
  }
  if (res.status === 404) return { ok: false, problem: 'not-found' };
  // A refused token is a set-up fault of the edge, not the editor's: the CMS "did not answer" it.
  if (!res.ok) return { ok: false, problem: 'cms-unavailable' };
  let body: { data?: unknown };
  try {
    body = (await res.json()) as { data?: unknown };
  } catch {
    return { ok: false, problem: 'cms-unavailable' };
  }
  const blog = toBlog(body?.data, contentHost);
  return blog ? { ok: true, status, blog } : { ok: false, problem: 'not-found' };
}

export function httpStatusOf(payload: PreviewPayload): number {
  return payload.ok ? 200 : PREVIEW_PROBLEMS[payload.problem].httpStatus;
}

/**
 * The Worker's answer to `/preview/…`: the static shell filled with the post (or the
 * problem), with the problem's status, uncached and unindexed.
 */
export async function previewResponse(request: Request, env: PreviewEnv, deps: PreviewDeps = {}): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method Not Allowed', { status: 405, headers: { ...PREVIEW_HEADERS, Allow: 'GET, HEAD' } });
  }
  const url = new URL(request.url);
  const payload = await loadPreview(url, env, deps);
  const shell = await env.ASSETS.fetch(new URL(PREVIEW_SHELL_PATH, url));
  if (!shell.ok) return new Response('The preview page is missing from this build.', { status: 500, headers: PREVIEW_HEADERS });

  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', ...PREVIEW_HEADERS });
  for (const name of KEPT_SHELL_HEADERS) {
    const value = shell.headers.get(name);
    if (value) headers.set(name, value);
  }
  const html = fillShell(await shell.text(), payload);
  return new Response(request.method === 'HEAD' ? null : html, { status: httpStatusOf(payload), headers });
}
