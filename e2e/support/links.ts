import { LinkChecker } from 'linkinator';

/** Crawl a served site from its home page; every broken same-origin link or asset, described. */
export async function brokenLinks(baseURL: string): Promise<string[]> {
  const origin = new URL(baseURL).origin;
  const result = await new LinkChecker().check({
    path: `${origin}/`,
    recurse: true,
    // Only this site: external hosts are not reachable from here and not ours to check.
    linksToSkip: (link: string) => Promise.resolve(!link.startsWith(origin)),
  });
  const ok = result.links.filter((l) => l.state === 'OK').length;
  if (ok < 60) return [`only ${ok} links were checked: the crawl did not get far`];
  return result.links.filter((l) => l.state === 'BROKEN').map((l) => `${l.status} ${l.url} (from ${l.parent})`);
}
