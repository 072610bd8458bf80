/**
 * Signed preview links: `/preview/blog/<documentId>?status=draft&expires=<unix s>&sig=<HMAC>`.
 *
 * The CMS signs (cms/src/preview/preview-link.js, the same algorithm in CommonJS: the CMS is
 * deployed on its own, without this folder) and the edge verifies, with a secret both hold
 * (PREVIEW_SECRET). signature.test.ts proves the two agree. Web Crypto only, so this runs in
 * Cloudflare's workerd, in Node and in the browser alike.
 *
 * The signed message names every field of the link (type, document, status, expiry), so a
 * link cannot be turned into a preview of another document, status or lifetime.
 */
import { previewHref } from '../src/config/routes';
import { PREVIEW_STATUSES, type PreviewStatus } from '../src/lib/preview/messages';

/** Content types with a preview page, by the path segment of their links. */
export const PREVIEW_TYPES = ['blog'] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];

/** How long a link lives unless the CMS says otherwise (PREVIEW_TTL_SECONDS). */
export const DEFAULT_PREVIEW_TTL_SECONDS = 3600;

export interface PreviewClaims {
  type: PreviewType;
  documentId: string;
  status: PreviewStatus;
  /** Unix time in seconds after which the link is refused. */
  expires: number;
}

export type VerifyResult = { ok: true; claims: PreviewClaims } | { ok: false; reason: 'invalid' | 'expired' };

const encoder = new TextEncoder();

/** The exact bytes signed; the CMS's copy builds the same string. */
export function signedMessage({ type, documentId, status, expires }: PreviewClaims): string {
  return ['preview-v1', type, documentId, status, String(expires)].join('\n');
}

function toBase64Url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const b of new Uint8Array(bytes)) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null; // 32 bytes of SHA-256, unpadded
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '=');
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function hmacKey(secret: string, usage: 'sign' | 'verify') {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

/** The link's `sig`: HMAC-SHA256 of signedMessage, base64url without padding. */
export async function signPreview(claims: PreviewClaims, secret: string): Promise<string> {
  if (!secret) throw new Error('A preview secret is required to sign a link.');
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), encoder.encode(signedMessage(claims)));
  return toBase64Url(mac);
}

/** `/preview/blog/<documentId>?status=…&expires=…&sig=…`, relative to the site. */
export async function previewPath(claims: PreviewClaims, secret: string): Promise<string> {
  const query = new URLSearchParams({ status: claims.status, expires: String(claims.expires), sig: await signPreview(claims, secret) });
  return `${previewHref(claims.type, claims.documentId)}?${query}`;
}

const isType = (v: string): v is PreviewType => (PREVIEW_TYPES as readonly string[]).includes(v);
const isStatus = (v: string): v is PreviewStatus => (PREVIEW_STATUSES as readonly string[]).includes(v);

/**
 * Reads a link's path and query into claims and signature, or null when it is not shaped
 * like a preview link at all (which is then as invalid as a bad signature).
 */
export function parsePreviewUrl(url: URL): { claims: PreviewClaims; sig: string } | null {
  const match = /^\/preview\/([^/]+)\/([^/]+)\/?$/.exec(url.pathname);
  if (!match) return null;
  const [, type = '', rawId = ''] = match;
  let documentId: string;
  try {
    documentId = decodeURIComponent(rawId);
  } catch {
    return null;
  }
  const status = url.searchParams.get('status') ?? '';
  const expiresText = url.searchParams.get('expires') ?? '';
  const sig = url.searchParams.get('sig') ?? '';
  if (!isType(type) || !isStatus(status) || !documentId || !/^\d{1,12}$/.test(expiresText) || !sig) return null;
  return { claims: { type, documentId, status, expires: Number(expiresText) }, sig };
}

/**
 * Checks a link: the signature first (so an expired link is only reported as expired when it
 * is genuine), then the expiry. The comparison is Web Crypto's, in constant time.
 */
export async function verifyPreview(url: URL, secret: string, nowMs = Date.now()): Promise<VerifyResult> {
  const parsed = parsePreviewUrl(url);
  const mac = parsed && fromBase64Url(parsed.sig);
  if (!parsed || !mac || !secret) return { ok: false, reason: 'invalid' };
  const genuine = await crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), mac, encoder.encode(signedMessage(parsed.claims)));
  if (!genuine) return { ok: false, reason: 'invalid' };
  if (parsed.claims.expires * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims: parsed.claims };
}
