import type { APIRoute } from 'astro';
import sharp from 'sharp';
import heroSvg from '../assets/images/hero.svg?raw';
import logoSvg from '../assets/images/logo.svg?raw';
import colours from '../config/brand.json' with { type: 'json' };

/**
 * The default Open Graph card (1200x630 PNG), drawn at build time from the hero illustration
 * and the logo, so social previews match the site without a binary in the repository.
 */
export const GET: APIRoute = async () => {
  const hero = await sharp(Buffer.from(heroSvg)).resize({ width: 760 }).png().toBuffer();
  const logo = await sharp(Buffer.from(logoSvg)).resize({ width: 160 }).png().toBuffer();
  const png = await sharp({ create: { width: 1200, height: 630, channels: 4, background: colours.accent[100] } })
    .composite([
      { input: Buffer.from(`<svg width="1200" height="630"><circle cx="1080" cy="80" r="260" fill="${colours.accent[200]}"/><circle cx="80" cy="600" r="180" fill="${colours.accent.DEFAULT}" opacity="0.12"/></svg>`), top: 0, left: 0 },
      { input: logo, top: 235, left: 110 },
      { input: hero, top: 30, left: 400 },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
