const { createHmac } = require('node:crypto');

/**
 * Signed links to the site's preview pages, for Strapi's Preview button (config/admin.js).
 *
 * The same algorithm as the site's worker/signature.ts (which verifies them at the
 * edge); the CMS is deployed on its own, so it keeps this CommonJS copy, and the site's
 * signature.test.ts proves the two agree. Change both together.
 */

/** Content types with a preview page on the site, by the path segment of their links. */
/** @type {Record<string, string | undefined>} */
const PREVIEW_TYPES = { 'api::blog.blog': 'blog' };
/** @type {readonly string[]} */
const PREVIEW_STATUSES = ['draft', 'published'];
const DEFAULT_PREVIEW_TTL_SECONDS = 3600;

/**
 * @typedef {{ type: string, documentId: string, status: string, expires: number }} PreviewClaims
 */

/** The exact text signed: every field of the link. @param {PreviewClaims} claims */
function signedMessage({ type, documentId, status, expires }) {
  return ['preview-v1', type, documentId, status, String(expires)].join('\n');
}

/** HMAC-SHA256 of signedMessage, base64url without padding. @param {PreviewClaims} claims @param {string | undefined} secret */
function signPreview(claims, secret) {
  if (!secret) throw new Error('A preview secret is required to sign a link.');
  return createHmac('sha256', secret).update(signedMessage(claims), 'utf8').digest('base64url');
}

/**
 * The preview URL Strapi's admin opens for a document, or null when the content type has no
 * preview page or preview is not configured (Strapi then shows no Preview button).
 * @param {string} uid content type, e.g. api::blog.blog
 * @param {{ documentId?: string, status?: string }} document as Strapi passes it
 * @param {{ PREVIEW_SECRET?: string, PREVIEW_SITE_URL?: string, PREVIEW_TTL_SECONDS?: string }} env
 * @returns {string | null}
 */
function previewUrl(uid, { documentId, status } = {}, env = process.env, nowMs = Date.now()) {
  const type = PREVIEW_TYPES[uid];
  const secret = env.PREVIEW_SECRET;
  const site = env.PREVIEW_SITE_URL;
  if (!type || !documentId || !secret || !site) return null;
  const ttl = Number(env.PREVIEW_TTL_SECONDS) > 0 ? Math.floor(Number(env.PREVIEW_TTL_SECONDS)) : DEFAULT_PREVIEW_TTL_SECONDS;
  const claims = {
    type,
    documentId,
    // Strapi asks for 'published' on the Published tab; anything else is the draft.
    status: status && PREVIEW_STATUSES.includes(status) ? status : 'draft',
    expires: Math.floor(nowMs / 1000) + ttl,
  };
  const query = new URLSearchParams({ status: claims.status, expires: String(claims.expires), sig: signPreview(claims, secret) });
  return `${site.replace(/\/+$/, '')}/preview/${type}/${encodeURIComponent(documentId)}?${query}`;
}

/** The origin of PREVIEW_SITE_URL, which Strapi lets its admin frame (allowedOrigins). @param {CmsEnv} [env] */
function previewOrigin(env = process.env) {
  try {
    return new URL(String(env.PREVIEW_SITE_URL)).origin;
  } catch {
    return null;
  }
}

module.exports = { previewUrl, previewOrigin, signPreview, signedMessage, PREVIEW_TYPES, DEFAULT_PREVIEW_TTL_SECONDS };
