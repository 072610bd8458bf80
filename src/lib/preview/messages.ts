import type { Blog } from '../blog/model';

/** Statuses Strapi 5 asks a preview for: the draft, or the published version. */
export const PREVIEW_STATUSES = ['draft', 'published'] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

/** Why a preview shows no post; each has its own HTTP status and message. */
export type PreviewProblem = 'invalid' | 'expired' | 'not-found' | 'cms-unavailable' | 'not-configured';

/** What the edge hands the preview page: the mapped post, or the problem. */
export type PreviewPayload = { ok: true; status: PreviewStatus; blog: Blog } | { ok: false; problem: PreviewProblem };

/** The one place for the preview's texts and statuses. */
export const PREVIEW_BAR = {
  draft: 'Draft preview, not published',
  published: 'Preview of the published version',
} as const satisfies Record<PreviewStatus, string>;

export const PREVIEW_PROBLEMS = {
  invalid: {
    httpStatus: 401,
    heading: 'This preview link is not valid',
    message: 'The link is incomplete or has been altered. Open the preview again from the CMS.',
  },
  expired: {
    httpStatus: 410,
    heading: 'This preview link has expired',
    message: 'Preview links last a limited time. Open the preview again from the CMS for a fresh link.',
  },
  'not-found': {
    httpStatus: 404,
    heading: 'Draft not found',
    message: 'The CMS has no such post any more: it may have been deleted. Check the post in the CMS.',
  },
  'cms-unavailable': {
    httpStatus: 502,
    heading: 'The CMS did not answer',
    message: 'The draft could not be loaded from the CMS. Try again in a moment.',
  },
  'not-configured': {
    httpStatus: 503,
    heading: 'Preview is not set up',
    message: 'This site is missing its preview settings (PREVIEW_SECRET, STRAPI_PREVIEW_TOKEN, PUBLIC_STRAPI_URL).',
  },
} as const satisfies Record<PreviewProblem, { httpStatus: number; heading: string; message: string }>;

/** The id of the JSON block in the preview shell that the edge fills in. */
export const PREVIEW_DATA_ID = 'preview-data';

const PROBLEMS = Object.keys(PREVIEW_PROBLEMS) as PreviewProblem[];

/**
 * The payload the edge wrote into the shell, checked where it enters the page. Anything else
 * (the bare shell opened without the edge, a broken block) reads as an invalid link.
 */
export function parsePreviewPayload(text: string | null | undefined): PreviewPayload {
  const invalid: PreviewPayload = { ok: false, problem: 'invalid' };
  let value: unknown;
  try {
    value = JSON.parse(text ?? 'null');
  } catch {
    return invalid;
  }
  if (typeof value !== 'object' || value === null) return invalid;
  const v = value as Record<string, unknown>;
  if (v.ok === false && PROBLEMS.includes(v.problem as PreviewProblem)) return { ok: false, problem: v.problem as PreviewProblem };
  if (v.ok === true && (v.status === 'draft' || v.status === 'published') && typeof v.blog === 'object' && v.blog !== null) {
    const blog = v.blog as Blog;
    if (typeof blog.title === 'string' && Array.isArray(blog.content)) return { ok: true, status: v.status, blog };
  }
  return invalid;
}

/**
 * Strapi's admin posts `{ type: 'strapiUpdate' }` to its preview frame when the editor saves:
 * true for that message from the CMS's own origin, so the preview reloads itself.
 */
export function isCmsSave(origin: string, data: unknown, contentHost: string): boolean {
  let cmsOrigin: string;
  try {
    cmsOrigin = new URL(contentHost).origin;
  } catch {
    return false;
  }
  return origin === cmsOrigin && typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'strapiUpdate';
}
