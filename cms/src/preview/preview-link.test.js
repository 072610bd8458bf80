import { describe, expect, it } from 'vitest';
import { previewUrl, previewOrigin, DEFAULT_PREVIEW_TTL_SECONDS } from './preview-link.js';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const env = { PREVIEW_SECRET: 's3cret', PREVIEW_SITE_URL: 'https://www.example.com/' };
const expires = NOW / 1000 + DEFAULT_PREVIEW_TTL_SECONDS;

describe("Strapi's preview handler", () => {
  it.each([
    ['draft', 'draft'],
    ['published', 'published'],
    // The admin may ask without a status (a type without draft and publish): the draft is shown.
    [undefined, 'draft'],
    ['modified', 'draft'],
  ])('status %s links to the %s preview of the post, for an hour', (status, shown) => {
    const url = new URL(previewUrl('api::blog.blog', { documentId: 'doc1', status }, env, NOW));
    expect(url.origin + url.pathname).toBe('https://www.example.com/preview/blog/doc1');
    expect(url.searchParams.get('status')).toBe(shown);
    expect(url.searchParams.get('expires')).toBe(String(expires));
    expect(url.searchParams.get('sig')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('the link lifetime follows PREVIEW_TTL_SECONDS', () => {
    const url = new URL(previewUrl('api::blog.blog', { documentId: 'doc1', status: 'draft' }, { ...env, PREVIEW_TTL_SECONDS: '120' }, NOW));
    expect(url.searchParams.get('expires')).toBe(String(NOW / 1000 + 120));
  });

  it('no link (no Preview button) for other types, a missing document, or without the secret or the site', () => {
    expect(previewUrl('api::category.category', { documentId: 'c1', status: 'draft' }, env, NOW)).toBeNull();
    expect(previewUrl('api::author.author', { documentId: 'a1' }, env, NOW)).toBeNull();
    expect(previewUrl('api::blog.blog', { status: 'draft' }, env, NOW)).toBeNull();
    expect(previewUrl('api::blog.blog', { documentId: 'doc1' }, { PREVIEW_SITE_URL: env.PREVIEW_SITE_URL }, NOW)).toBeNull();
    expect(previewUrl('api::blog.blog', { documentId: 'doc1' }, { PREVIEW_SECRET: 's3cret' }, NOW)).toBeNull();
  });

  it("the admin may frame the site's origin only", () => {
    expect(previewOrigin(env)).toBe('https://www.example.com');
    expect(previewOrigin({})).toBeNull();
  });
});
