import type { APIRoute } from 'astro';
import heroSvg from '../assets/images/hero.svg?raw';
import logoSvg from '../assets/images/logo.svg?raw';
import poppinsBold from '@fontsource/poppins/files/poppins-latin-700-normal.woff?inline';
import { site } from '../config/site';
import { dataUrlBytes, renderOgCardCached } from '../build/og/card';

/**
 * The default Open Graph card (1200x630 JPEG, at SITE_CARD_PATH), drawn at build time from the logo, the agency's
 * name and tagline and the hero illustration, so social previews match the site without a
 * binary in the repository.
 */
export const GET: APIRoute = async () => {
  const card = await renderOgCardCached({
    logoSvg,
    artSvg: heroSvg,
    name: site.name,
    tagline: site.tagline,
    font: dataUrlBytes(poppinsBold),
  });
  return new Response(new Uint8Array(card), { headers: { 'Content-Type': 'image/jpeg' } });
};
