import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildImageReader, phoneCoverDataUrl, phoneCoverSource } from './phone-cover';
import { image } from './phone-cover.test-support';

/** What the build reads for a phone's cover copy; the encoding itself is in phone-cover.slow.test.ts. */
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
  afterAll(() => rmSync(site, { recursive: true, force: true }));

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
