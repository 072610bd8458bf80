import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { builtPaths, sitemapPaths } from './sitemap.mjs';

const urlset = (...locs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs
    .map((l) => `<url><loc>${l}</loc></url>`)
    .join('')}</urlset>`;

describe('the pages a sitemap lists', () => {
  it('are the paths of its locations, the root as /, in its order', () => {
    expect(sitemapPaths(urlset('https://www.example.com', 'https://www.example.com/blog/page/2', 'https://www.example.com/about'))).toEqual(
      ['/', '/blog/page/2', '/about'],
    );
  });

  it('are read from every numbered sitemap of a build, not from the index that names them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitemap-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(
      join(dir, 'sitemap-index.xml'),
      '<sitemapindex><sitemap><loc>https://www.example.com/sitemap-0.xml</loc></sitemap></sitemapindex>',
    );
    writeFileSync(join(dir, 'sitemap-0.xml'), urlset('https://www.example.com/a'));
    writeFileSync(join(dir, 'sitemap-1.xml'), urlset('https://www.example.com/b'));
    expect(builtPaths(dir)).toEqual(['/a', '/b']);
  });
});
