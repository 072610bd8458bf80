import { describe, expect, it, vi } from 'vitest';
import { PHONE_COVER_MAX_BYTES, PHONE_COVER_SSIM, PHONE_COVER_WIDTH, leadCardCover, phoneCoverDataUrl } from './phone-cover';
import { PHOTO, decode, image, jpeg, likeness } from './phone-cover.test-support';

/** A phone's cover copy as the encoder makes it (AVIF and WebP encodings: seconds, so the slow tier). */
describe('phoneCoverDataUrl', () => {
  it('is flat art at the phone width, as small as still looks like the cover', async () => {
    const source = await jpeg(1000, 525);
    const read = vi.fn(async () => new Uint8Array(source));
    const url = await phoneCoverDataUrl(image([245, 500, 1000]), read);
    expect(read).toHaveBeenCalledWith('/uploads/w1000.jpg');
    const { bytes, meta } = await decode(url!);
    expect([meta.width, meta.height]).toEqual([PHONE_COVER_WIDTH, 394]);
    expect(bytes.length).toBeLessThanOrEqual(PHONE_COVER_MAX_BYTES);
    expect(await likeness(bytes, source)).toBeGreaterThanOrEqual(PHONE_COVER_SSIM);
  });

  it('is a photograph in AVIF, where it wins, at the likeness aimed at and within the budget', async () => {
    const source = PHOTO;
    const { bytes, meta } = await decode((await phoneCoverDataUrl(image([750]), async () => source))!);
    expect(meta).toMatchObject({ format: 'heif', compression: 'av1', width: PHONE_COVER_WIDTH });
    const score = await likeness(bytes, source);
    expect(score).toBeGreaterThanOrEqual(PHONE_COVER_SSIM);
    // The smallest that reaches it: not a much better (and larger) copy than asked for.
    expect(score).toBeLessThan(0.99);
    expect(bytes.length).toBeLessThanOrEqual(PHONE_COVER_MAX_BYTES);
    // Colour at half resolution both ways (4:2:0), read from the AV1 configuration box: the third
    // byte after `av1C` holds chroma_subsampling_x and _y.
    const av1C = bytes.indexOf('av1C');
    expect(av1C).toBeGreaterThan(0);
    expect([(bytes[av1C + 6]! >> 3) & 1, (bytes[av1C + 6]! >> 2) & 1]).toEqual([1, 1]);
    // At least 0.05 bits per pixel, which Chrome needs to count an image as the largest paint.
    expect((bytes.length * 8) / (meta.width! * meta.height!)).toBeGreaterThan(0.05);
  }, 60_000);

  it('never enlarges a narrower cover', async () => {
    const source = await jpeg(500, 263);
    const { meta } = await decode((await phoneCoverDataUrl(image([500]), async () => new Uint8Array(source)))!);
    expect(meta.width).toBe(500);
  });

  it('gives none for a cover too detailed to fit the budget (the page keeps the file)', async () => {
    const source = await jpeg(750, 394, true);
    expect(await phoneCoverDataUrl(image([750]), async () => new Uint8Array(source))).toBeNull();
  }, 60_000);
});

describe('leadCardCover', () => {
  const card = (id: string, imageSrcset: string | null) => ({ id, imageSrcset }) as Parameters<typeof leadCardCover>[0][number];
  const post = (id: string, withCover: boolean) =>
    ({
      id,
      coverImage: withCover ? { url: `/uploads/${id}.jpg`, sources: [{ url: `/uploads/medium_${id}.jpg`, width: 750 }] } : null,
    }) as Parameters<typeof leadCardCover>[1][number];

  it("is the first card's cover, read from the post that card shows", async () => {
    const source = await jpeg(750, 394);
    const read = vi.fn(async () => new Uint8Array(source));
    const lead = await leadCardCover(
      [card('b', '/uploads/b.jpg 750w'), card('a', '/uploads/a.jpg 750w')],
      [post('a', true), post('b', true)],
      read,
    );
    expect(read).toHaveBeenCalledWith('/uploads/medium_b.jpg');
    expect(lead?.cardId).toBe('b');
    expect(lead?.imageSrcset).toBe('/uploads/b.jpg 750w');
    expect(lead?.src).toMatch(/^data:image\/(avif|webp);base64,/);
  });

  it.each([
    ['an empty page', [], [post('a', true)]],
    ['a first card without renditions to choose from', [card('a', null)], [post('a', true)]],
    ['a post without cover', [card('a', '/uploads/a.jpg 750w')], [post('a', false)]],
    ['a card whose post the build does not know', [card('z', '/uploads/z.jpg 750w')], [post('a', true)]],
  ])('is null for %s', async (_case, cards, posts) => {
    expect(await leadCardCover(cards, posts, async () => new Uint8Array(await jpeg(750, 394)))).toBeNull();
  });
});
