import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The paths of a sitemap's `<loc>` entries, in its order: each URL's path (`/` for the site's
 * root), without its origin.
 * @param {string} xml
 * @returns {string[]}
 */
export function sitemapPaths(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].trim()).pathname);
}

/**
 * Every page a build lists in its sitemaps (dist/sitemap-<n>.xml, not the index).
 * @param {string} dir
 * @returns {string[]}
 */
export function builtPaths(dir) {
  return readdirSync(dir)
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .sort()
    .flatMap((name) => sitemapPaths(readFileSync(join(dir, name), 'utf8')));
}
