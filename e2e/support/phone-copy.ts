import type { Locator } from '@playwright/test';

/**
 * The copy of a cover the HTML carries for phones (src/build/phone-cover): an AVIF offered as a
 * `<source type="image/avif">` (the `<img>` keeps the file for browsers without AVIF), or a WebP as
 * the `<img>`'s own `src`. Null when the picture carries none.
 */
export async function phoneCopyOf(picture: Locator): Promise<string | null> {
  const avif = picture.locator('source[type="image/avif"]');
  if (await avif.count()) return avif.getAttribute('srcset');
  const src = await picture.getByRole('img').getAttribute('src');
  return src?.startsWith('data:') ? src : null;
}

/** A phone copy's data: URL prefix. */
export const PHONE_COPY = /^data:image\/(avif|webp);base64,/;
