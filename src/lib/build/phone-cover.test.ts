import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { ssim } from './perceptual';
import {
  PHONE_COVER_MAX_BYTES,
  PHONE_COVER_SSIM,
  PHONE_COVER_WIDTH,
  buildImageReader,
  leadCardCover,
  phoneCoverDataUrl,
  phoneCoverSource,
} from './phone-cover';

const image = (widths: number[]) => ({
  url: '/uploads/original.jpg',
  sources: widths.map((width) => ({ url: `/uploads/w${width}.jpg`, width })),
});

/** A real JPEG of the given size: flat bands of colour, like the covers' artwork. */
const jpeg = (width: number, height: number, noise = false) =>
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

const decode = async (dataUrl: string) => {
  const [head, body] = dataUrl.split(',');
  expect(head).toMatch(/^data:image\/(avif|webp);base64$/);
  const bytes = Buffer.from(body!, 'base64');
  return { bytes, meta: await sharp(bytes).metadata() };
};

/** How alike the copy looks to the source at the copy's size (the luma SSIM the encoder aims at). */
const likeness = async (copy: Buffer, source: Uint8Array) => {
  const { width } = await sharp(copy).metadata();
  const luma = async (b: Uint8Array) => {
    const { data, info } = await sharp(b).resize({ width }).greyscale().raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  return ssim(await luma(source), await luma(copy));
};

/** A photograph of the sample: an aerial view of a city, the most detailed cover (750 px rendition). */
const PHOTO = 'public/uploads/medium_cover_local_seo_6ece85f451.jpg';

describe('phoneCoverSource', () => {
  it.each([
    ['the narrowest rendition at least as wide as a phone needs', [245, 500, 750, 1000, 1200], '/uploads/w750.jpg'],
    ['a wider one when none is exactly that wide', [245, 500, 1000], '/uploads/w1000.jpg'],
    ['the widest when all are narrower', [245, 500], '/uploads/w500.jpg'],
    ['the original when there are no renditions', [], '/uploads/original.jpg'],
  ])('takes %s', (_case, widths, expected) => {
    expect(phoneCoverSource(image(widths))).toBe(expected);
  });
});

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
    const source = new Uint8Array(readFileSync(PHOTO));
    const { bytes, meta } = await decode((await phoneCoverDataUrl(image([750]), async () => source))!);
    expect(meta).toMatchObject({ format: 'heif', compression: 'av1', width: PHONE_COVER_WIDTH });
    const score = await likeness(bytes, source);
    expect(score).toBeGreaterThanOrEqual(PHONE_COVER_SSIM);
    // The smallest that reaches it: not a much better (and larger) copy than asked for.
    expect(score).toBeLessThan(0.99);
    expect(bytes.length).toBeLessThanOrEqual(PHONE_COVER_MAX_BYTES);
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

  it('gives none when the cover cannot be read or is not an image', async () => {
    expect(await phoneCoverDataUrl(image([750]), async () => null)).toBeNull();
    expect(await phoneCoverDataUrl(image([750]), async () => new TextEncoder().encode('<html>Not found</html>'))).toBeNull();
  });
});

describe('buildImageReader', () => {
  const site = mkdtempSync(join(tmpdir(), 'site-'));
  const publicDir = join(site, 'public');
  mkdirSync(join(publicDir, 'uploads'), { recursive: true });
  writeFileSync(join(publicDir, 'uploads', 'a b.jpg'), 'cover bytes');
  writeFileSync(join(site, 'secret.txt'), 'not for pages');

  it('reads a site path from the public folder, percent-encoding undone', async () => {
    const bytes = await buildImageReader(publicDir, [])('/uploads/a%20b.jpg?v=2');
    expect(new TextDecoder().decode(bytes!)).toBe('cover bytes');
  });

  it.each([
    '/uploads/missing.jpg',
    '/../secret.txt',
    '/uploads/%2E%2E/%2E%2E/secret.txt',
    '//cdn.example.com/a.jpg',
    'uploads/a b.jpg',
    'file:///etc/passwd',
  ])('reads nothing for %s', async (url) => {
    expect(await buildImageReader(publicDir, ['https://cms.example.com'])(url)).toBeNull();
  });

  it('fetches the CMS media over HTTP, once per URL, with no redirect, and gives null for an error answer or a failure', async () => {
    const fetchImpl = vi.fn(async (url: string | URL | Request, _init?: RequestInit) =>
      String(url).endsWith('/ok.jpg') ? new Response('remote bytes') : new Response('missing', { status: 404 }),
    );
    const read = buildImageReader(publicDir, ['https://cms.example.com/'], fetchImpl as unknown as typeof fetch);
    expect(new TextDecoder().decode((await read('https://cms.example.com/uploads/ok.jpg'))!)).toBe('remote bytes');
    expect(new TextDecoder().decode((await read('https://cms.example.com/uploads/ok.jpg'))!)).toBe('remote bytes');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]![1]).toMatchObject({ redirect: 'error' });
    expect(await read('https://cms.example.com/uploads/gone.jpg')).toBeNull();
    const failing = buildImageReader(publicDir, ['https://cms.example.com'], (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch);
    expect(await failing('https://cms.example.com/uploads/ok.jpg')).toBeNull();
  });

  it.each([
    ['another host', 'https://evil.example.net/uploads/ok.jpg', 'https://cms.example.com'],
    ['the same host on another port', 'https://cms.example.com:8443/uploads/ok.jpg', 'https://cms.example.com'],
    ['plain HTTP beside an HTTPS CMS', 'http://cms.example.com/uploads/ok.jpg', 'https://cms.example.com'],
    ['an internal address', 'http://169.254.169.254/latest/meta-data', 'https://cms.example.com'],
    ['any URL when no CMS is configured', 'https://cms.example.com/uploads/ok.jpg', null],
    ['the object storage when MEDIA_URL is not set', 'https://media.example.com/covers/ok.jpg', 'https://cms.example.com'],
  ])('never fetches %s', async (_case, url, origin) => {
    const fetchImpl = vi.fn(async () => new Response('bytes'));
    expect(await buildImageReader(publicDir, [origin], fetchImpl as unknown as typeof fetch)(url)).toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fetches the uploads on object storage when its origin is given beside the CMS', async () => {
    const fetchImpl = vi.fn(async () => new Response('bucket bytes'));
    const read = buildImageReader(
      publicDir,
      ['https://cms.example.com', 'https://media.example.com/agency-media'],
      fetchImpl as unknown as typeof fetch,
    );
    expect(new TextDecoder().decode((await read('https://media.example.com/agency-media/cover_a1b2.jpg'))!)).toBe('bucket bytes');
    expect(await read('https://media.example.com.evil.net/cover.jpg')).toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('reads nothing larger than a cover can be', async () => {
    const big = vi.fn(async () => new Response(new Uint8Array(9 * 1024 * 1024)));
    expect(
      await buildImageReader(
        publicDir,
        ['https://cms.example.com'],
        big as unknown as typeof fetch,
      )('https://cms.example.com/uploads/huge.jpg'),
    ).toBeNull();
    const said = vi.fn(async () => new Response('small', { headers: { 'content-length': String(64 * 1024 * 1024) } }));
    expect(
      await buildImageReader(
        publicDir,
        ['https://cms.example.com'],
        said as unknown as typeof fetch,
      )('https://cms.example.com/uploads/said.jpg'),
    ).toBeNull();
  });
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
