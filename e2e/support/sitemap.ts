import { readFileSync } from 'node:fs';
import { ROUTES } from '../../src/config/routes';

/** Every URL of the built sitemap (dist/), plus the 404 page that the sitemap leaves out. */
export const sitemapPaths: string[] = [
  ...[...readFileSync('dist/sitemap-0.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
  ROUTES.notFound,
];
