import { pathOnly, withoutTrailingSlash } from './paths';

/**
 * product §2 Header: a link is current when the path equals the link path or starts with the
 * link path followed by a slash. `/` is only current on the home page.
 */
export function isActivePath(currentPath: string, linkPath: string): boolean {
  const current = trimSlash(currentPath);
  const link = trimSlash(linkPath);
  if (link === '/') return current === '/';
  return current === link || current.startsWith(`${link}/`);
}

/** A route's path without query, fragment, `.html` or trailing slash (`/` stays `/`). */
export function trimSlash(path: string): string {
  return withoutTrailingSlash(routePath(pathOnly(path)));
}

/**
 * The route of a page's URL as a visitor sees it. Pages are built as `about.html` (see
 * astro.config.mjs), so at build time `Astro.url.pathname` reads `/about.html`.
 */
export function routePath(pathname: string): string {
  const route = pathname.replace(/\.html$/, '').replace(/\/index$/, '/');
  return route === '' ? '/' : route;
}

/**
 * A click an island may take over from a link: the main button, no modifier key. Any other
 * (a new tab or window, a download) is left to the browser, which follows the link's real href.
 */
export function isPlainClick(e: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;
}
