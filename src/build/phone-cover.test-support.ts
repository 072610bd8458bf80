import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect } from 'vitest';
import { ssim } from './perceptual';

export const image = (widths: number[]) => ({
  url: '/uploads/original.jpg',
  sources: widths.map((width) => ({ url: `/uploads/w${width}.jpg`, width })),
});

/** A real JPEG of the given size: flat bands of colour, like the covers' artwork. */
export const jpeg = (width: number, height: number, noise = false) =>
  noise
    ? sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
        raw: { width, height, channels: 3 },
      })
        .jpeg({ quality: 95 })
        .toBuffer()
    : sharp({ create: { width, height, channels: 3, background: { r: 15, g: 47, b: 169 } } })
        .composite([
          {
            input: { create: { width: Math.round(width / 2), height, channels: 3, background: { r: 250, g: 180, b: 40 } } },
            left: 0,
            top: 0,
          },
        ])
        .jpeg()
        .toBuffer();

export const decode = async (dataUrl: string) => {
  const [head, body] = dataUrl.split(',');
  expect(head).toMatch(/^data:image\/(avif|webp);base64$/);
  const bytes = Buffer.from(body!, 'base64');
  return { bytes, meta: await sharp(bytes).metadata() };
};

/** How alike the copy looks to the source at the copy's size (the luma SSIM the encoder aims at). */
export const likeness = async (copy: Buffer, source: Uint8Array) => {
  const { width } = await sharp(copy).metadata();
  const luma = async (b: Uint8Array) => {
    const { data, info } = await sharp(b).resize({ width }).greyscale().raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  return ssim(await luma(source), await luma(copy));
};

/** A photograph of the sample: a desk of laptops and paperwork, the most detailed cover (750 px rendition). */
export const PHOTO = new Uint8Array(readFileSync('public/uploads/medium_cover_crm_adoption_f1b745a1c1.jpg'));
