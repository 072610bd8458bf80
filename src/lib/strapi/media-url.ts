/** Upload URLs are relative in Strapi (`/uploads/...`): put the content host in front (product §5). */
export function absoluteMediaUrl(url: string, contentHost: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  return `${contentHost.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}
