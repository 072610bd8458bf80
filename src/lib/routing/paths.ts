/** `/about/` and `/about` are the same page: the path without trailing slashes, the root kept as `/`. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** The path of a URL-ish string, without query or fragment (`/` when nothing is left). */
export function pathOnly(url: string): string {
  return url.split(/[?#]/)[0] || '/';
}
